// Seed 000, lines 483–489, "DO: Provide feedback while pressing": a @GestureState declaration and a
// LongPressGesture. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct LongPressWithFeedbackView: View`, `@State private var showResult = false`,
// `var body: some View {`, and a view to attach it to that shows both states:
// `Text(showResult ? "Result" : "Hold for two seconds").opacity(isPressing ? 0.5 : 1).gesture(` … `)`.

import Tactile

struct LongPressWithFeedbackView: View {
    @GestureState private var isPressing = false
    @State private var showResult = false

    var body: some View {
        Text(showResult ? "Result" : "Hold for two seconds").opacity(isPressing ? 0.5 : 1).gesture(
            LongPressGesture(minimumDuration: 2.0)
            .updating($isPressing) { current, state, _ in
            state = current
            }
            .onEnded { _ in showResult = true }
        )
    }
}
