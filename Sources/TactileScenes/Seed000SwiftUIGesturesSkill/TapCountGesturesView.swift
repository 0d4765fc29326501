// Seed 000 (TapGesture), lines 279–281: three gesture values. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct TapCountGesturesView: View`, `@State private var tapped = false` (the state line 279
// toggles), the undefined handlers handleDoubleTap()/handleTripleTap() as closure properties the
// creator passes (default: print the handler's name), and a Text for each gesture to attach it to
// (`Text(…).gesture(` … `)` in a VStack).

import Tactile

struct TapCountGesturesView: View {
    @State private var tapped = false
    var handleDoubleTap: () -> Void = { print("handleDoubleTap") }
    var handleTripleTap: () -> Void = { print("handleTripleTap") }

    var body: some View {
        VStack {
            Text(tapped ? "Tapped" : "Tap").gesture(
                TapGesture() .onEnded { tapped.toggle() }
            )
            Text("Double tap").gesture(
                TapGesture(count: 2) .onEnded { handleDoubleTap() }
            )
            Text("Triple tap").gesture(
                TapGesture(count: 3) .onEnded { handleTripleTap() }
            )
        }
    }
}
