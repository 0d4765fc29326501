// Seed 000 (.sequenced(before:)), lines 366–372 (the code starts after the prose ".sequenced(before:) —
// first must succeed before second begins" on line 366): a `let` of a sequenced gesture. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct LongPressBeforeDragView: View`, `@State private var finalOffset = CGSize.zero` (the
// state the gesture moves), `var body: some View {` around the `let`, and a view to attach it to:
// `Circle().frame(width: 100, height: 100).offset(finalOffset).gesture(longPressBeforeDrag)`.

import Tactile

struct LongPressBeforeDragView: View {
    @State private var finalOffset = CGSize.zero

    var body: some View {
        let longPressBeforeDrag = LongPressGesture(minimumDuration: 0.5)
        .sequenced(before: DragGesture())
        .onEnded { value in
        guard case .second(true, let drag?) = value else { return }
        finalOffset.width += drag.translation.width
        finalOffset.height += drag.translation.height
        }
        Circle().frame(width: 100, height: 100).offset(finalOffset).gesture(longPressBeforeDrag)
    }
}
