// Seed 000 (TapGesture, "Shorthand modifier"), line 283: a view expression. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct ShorthandDoubleTapView: View`, the undefined handler handleDoubleTap() as a closure
// property the creator passes (default: print its name), `var body: some View {` … `}`, and
// `#Preview("Shorthand double tap") { ShorthandDoubleTapView() }`, the way a reader looks at a view
// in Xcode; the lab lists this scene as that preview.

import Tactile

struct ShorthandDoubleTapView: View {
    var handleDoubleTap: () -> Void = { print("handleDoubleTap") }

    var body: some View {
        Text("Tap me").onTapGesture(count: 2) { handleDoubleTap() }
    }
}

#Preview("Shorthand double tap") {
    ShorthandDoubleTapView()
}
