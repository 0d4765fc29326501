// Seed 004 (@GestureState 屬性包裹器), line 82 (the @GestureState declaration) and lines 88–102
// (the Image chain).
// Added (the fragment indented to its place): `struct StarPressFeedbackView: View {`, the `@State private var isPressed = false` of the
// chapter's ContentView (seed line 36), `var body: some View {` and the closing braces.

import Tactile

struct StarPressFeedbackView: View {
    @State private var isPressed = false
    @GestureState private var longPressTap = false

    var body: some View {
        Image(systemName: "star.circle.fill")
            .font(.system(size: 200))
            .opacity(longPressTap ? 0.4 : 1.0)
            .scaleEffect(isPressed ? 0.5 : 1.0)
            .animation(.easeInOut, value: isPressed)
            .foregroundColor(.green)
            .gesture(
                LongPressGesture(minimumDuration: 1.0)
                    .updating($longPressTap, body: { (currentState, state, transaction) in
                        state = currentState
                    })
                    .onEnded({ _ in
                        self.isPressed.toggle()
                    })
            )
    }
}
