// Seed 000 (gesture priority), lines 416–419, "Fix 1: Use simultaneousGesture on parent". The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct SimultaneousParentView: View { var body: some View {` … `} }`, and the undefined handlers
// handleChild()/handleParent() as closure properties the creator passes (default: print the handler's name).

import Tactile

struct SimultaneousParentView: View {
    var handleChild: () -> Void = { print("handleChild") }
    var handleParent: () -> Void = { print("handleParent") }

    var body: some View {
        VStack {
        Button("Child") { handleChild() }
        }
        .simultaneousGesture(TapGesture().onEnded { handleParent() })
    }
}
