// Seed 001, lines 27–31: `.onLongPressGesture(minimumDuration: 2) { … } onPressingChanged: { … }`. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct LongPressPressingChangedView: View` and `Text("Press me")` to attach it to.

import Tactile

struct LongPressPressingChangedView: View {
    var body: some View {
        Text("Press me")
        .onLongPressGesture(minimumDuration: 2) {
        print("Long pressed!")
        } onPressingChanged: { inProgress in
        print("In progress: \\(inProgress)!")
        }
    }
}
