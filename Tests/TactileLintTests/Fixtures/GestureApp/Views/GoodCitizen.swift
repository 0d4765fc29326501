import SwiftUI

/// Gesture code written the way the guide recommends: nothing to report.
struct GoodCitizen: View {
    @GestureState private var dragOffset = CGSize.zero
    @GestureState private var isPressing = false
    @State private var currentScale = 1.0
    @GestureState private var gestureScale = 1.0
    @State private var position = CGSize.zero

    var body: some View {
        VStack {
            Button("Action") { doSomething() }
        }
        .simultaneousGesture(TapGesture().onEnded { parentAction() })

        Image("photo")
            .scaleEffect(currentScale * gestureScale)
            .gesture(
                MagnifyGesture(minimumScaleDelta: 0.01)
                    .updating($gestureScale) { value, state, _ in state = value.magnification }
                    .onEnded { value in
                        currentScale = min(max(currentScale * value.magnification, 0.5), 5.0)
                    }
            )

        Circle()
            .fill(isPressing ? .red : .blue)
            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in state = value.translation }
                    .onEnded { value in
                        position.width += value.translation.width
                        position.height += value.translation.height
                    }
            )
            .accessibilityAction(named: "Reset position") { position = .zero }

        Text("Photo")
            .onTapGesture(count: 2) { like() }
            .onTapGesture { select() }
    }

    func doSomething() {}
    func parentAction() {}
    func like() {}
    func select() {}
}
