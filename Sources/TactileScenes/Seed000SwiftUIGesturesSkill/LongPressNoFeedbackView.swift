// Seed 000, lines 480–482, "DON'T: No visual feedback during long press": a LongPressGesture. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct LongPressNoFeedbackView: View`, `@State private var showResult = false` (the state it
// sets), `var body: some View {`, and a view to attach it to:
// `Text(showResult ? "Result" : "Hold for two seconds").gesture(` … `)`.

import Tactile

struct LongPressNoFeedbackView: View {
    @State private var showResult = false

    var body: some View {
        Text(showResult ? "Result" : "Hold for two seconds").gesture(
            LongPressGesture(minimumDuration: 2.0)
            .onEnded { _ in showResult = true }
        )
    }
}
