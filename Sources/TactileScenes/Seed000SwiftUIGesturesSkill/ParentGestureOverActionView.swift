// Seed 000, lines 459–463, "DON'T: Parent .gesture() conflicts with child tap". The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct ParentGestureOverActionView: View { var body: some View {` … `} }`, and the undefined handlers
// doSomething()/parentAction() as closure properties the creator passes (default: print the handler's name).

import Tactile

struct ParentGestureOverActionView: View {
    var doSomething: () -> Void = { print("doSomething") }
    var parentAction: () -> Void = { print("parentAction") }

    var body: some View {
        VStack {
        Button("Action") { doSomething() }
        }
        .gesture(TapGesture().onEnded { parentAction() })
    }
}
