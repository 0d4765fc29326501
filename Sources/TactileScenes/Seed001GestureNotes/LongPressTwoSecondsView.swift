// Seed 001, line 25: `.onLongPressGesture(minimumDuration: 2) { … }`. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct LongPressTwoSecondsView: View` and `Text("Press me")` to attach it to.

import Tactile

struct LongPressTwoSecondsView: View {
    var body: some View {
        Text("Press me")
        .onLongPressGesture(minimumDuration: 2) { print("Long pressed!") }
    }
}
