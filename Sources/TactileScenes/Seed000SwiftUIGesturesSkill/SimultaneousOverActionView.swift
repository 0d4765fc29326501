// Seed 000, lines 464–468, "DO: Use .simultaneousGesture() or .highPriorityGesture()". The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct SimultaneousOverActionView: View { var body: some View {` … `} }`, and the undefined handlers
// doSomething()/parentAction() as closure properties the creator passes (default: print the handler's name).

import Tactile

struct SimultaneousOverActionView: View {
    var doSomething: () -> Void = { print("doSomething") }
    var parentAction: () -> Void = { print("parentAction") }

    var body: some View {
        VStack {
        Button("Action") { doSomething() }
        }
        .simultaneousGesture(TapGesture().onEnded { parentAction() })
    }
}
