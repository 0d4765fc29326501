// Seed 000 (LongPressGesture), lines 286–287 and 289–290: two gesture values. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct LongPressBasicsView: View`, `@State private var showMenu = false` (the state line 287
// sets), the undefined handler triggerHaptic() as a closure property (default: print its name), and a
// Text for each gesture (`Text(…).gesture(` … `)` in a VStack).

import Tactile

struct LongPressBasicsView: View {
    @State private var showMenu = false
    var triggerHaptic: () -> Void = { print("triggerHaptic") }

    var body: some View {
        VStack {
            Text(showMenu ? "Menu" : "Hold for the menu").gesture(
                LongPressGesture()
                .onEnded { _ in showMenu = true }
            )
            Text("Hold for a haptic").gesture(
                LongPressGesture(minimumDuration: 1.0, maximumDistance: 10)
                .onEnded { _ in triggerHaptic() }
            )
        }
    }
}
