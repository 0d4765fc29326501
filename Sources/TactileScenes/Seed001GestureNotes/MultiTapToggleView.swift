// Seed 001, lines 7–8: two `.onTapGesture(count:)` lines. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct MultiTapToggleView: View`, `@State private var isOn = false` (the state line 7
// toggles) and `Text(isOn ? "On" : "Off")` to attach them to (so the toggle shows).

import Tactile

struct MultiTapToggleView: View {
    @State private var isOn = false

    var body: some View {
        Text(isOn ? "On" : "Off")
        .onTapGesture(count: 2, perform: { self.isOn.toggle() })
        .onTapGesture(count: 3) { print("Double tapped!") }
    }
}
