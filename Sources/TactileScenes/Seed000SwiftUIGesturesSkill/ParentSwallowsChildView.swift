// Seed 000 (gesture priority), lines 411–414, "Problem: parent tap swallows child tap". The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct ParentSwallowsChildView: View { var body: some View {` … `} }`, and the undefined handlers
// handleChild()/handleParent() as closure properties the creator passes (default: print the handler's name).

import Tactile

struct ParentSwallowsChildView: View {
    var handleChild: () -> Void = { print("handleChild") }
    var handleParent: () -> Void = { print("handleParent") }

    var body: some View {
        VStack {
        Button("Child") { handleChild() } // never fires
        }
        .gesture(TapGesture().onEnded { handleParent() })
    }
}
