// Seed 000 (gesture priority), lines 421–425, "Fix 2: Give parent explicit priority". The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct HighPriorityParentView: View { var body: some View {` … `} }`, and the undefined handlers
// handleChild()/handleParent() as closure properties the creator passes (default: print the handler's name).

import Tactile

struct HighPriorityParentView: View {
    var handleChild: () -> Void = { print("handleChild") }
    var handleParent: () -> Void = { print("handleParent") }

    var body: some View {
        VStack {
        Text("Child")
        .gesture(TapGesture().onEnded { handleChild() })
        }
        .highPriorityGesture(TapGesture().onEnded { handleParent() })
    }
}
