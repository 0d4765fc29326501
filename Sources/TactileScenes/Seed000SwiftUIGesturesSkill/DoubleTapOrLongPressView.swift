// Seed 000 (.exclusively(before:)), lines 373–384 (the code starts after the prose ".exclusively(before:)
// — only one succeeds (first has priority)" on line 373): a `let` of an exclusive gesture. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// The seed is incomplete: it uses an `ExclusiveResult` it never defines. Added: `enum ExclusiveResult
// { case doubleTap, longPress }` (the two cases it names), the undefined handlers
// handleDoubleTap()/handleLongPress() as file-private functions (they print their name),
// `struct DoubleTapOrLongPressView: View {` with the seed's `let` as a stored property (at type level,
// where a view's gesture `let` lives), and a view to attach it to:
// `Circle().frame(width: 100, height: 100).gesture(doubleTapOrLongPress)`.
// The seed binds `val` in both cases and never uses it. Swift reports unused bindings in function
// bodies, not in a stored property's initial value, so as a property the seed's lines compile without a
// warning and without any suppression flag (in a function body the same lines would warn).

import Tactile

enum ExclusiveResult {
    case doubleTap, longPress
}

private func handleDoubleTap() { print("handleDoubleTap") }
private func handleLongPress() { print("handleLongPress") }

struct DoubleTapOrLongPressView: View {
    let doubleTapOrLongPress = TapGesture(count: 2)
    .map { ExclusiveResult.doubleTap }
    .exclusively(before:
    LongPressGesture()
    .map { _ in ExclusiveResult.longPress }
    )
    .onEnded { result in
    switch result {
    case .first(let val): handleDoubleTap()
    case .second(let val): handleLongPress()
    }
    }

    var body: some View {
        Circle().frame(width: 100, height: 100).gesture(doubleTapOrLongPress)
    }
}
