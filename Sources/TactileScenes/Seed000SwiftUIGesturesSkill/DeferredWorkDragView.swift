// Seed 000, lines 503–510, "DO: Throttle or defer expensive work": a DragGesture. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct DeferredWorkDragView: View`, `@State private var dragPosition = CGPoint.zero` (the
// state it sets), `var body: some View {`, a view to attach the gesture to that shows the state
// (`Rectangle().frame(width: 200, height: 200)` with an overlay `Circle().fill(.red).frame(width: 20,
// height: 20).position(dragPosition).allowsHitTesting(false)`, then `.gesture(` … `)`), and the
// undefined performExpensiveHitTest(at:) as a method that prints its name.

import Tactile

struct DeferredWorkDragView: View {
    @State private var dragPosition = CGPoint.zero

    var body: some View {
        Rectangle().frame(width: 200, height: 200)
            .overlay(Circle().fill(.red).frame(width: 20, height: 20).position(dragPosition).allowsHitTesting(false))
            .gesture(
            DragGesture()
            .onChanged { value in
            dragPosition = value.location // lightweight state update only
            }
            .onEnded { value in
            performExpensiveHitTest(at: value.location) // once at end
            }
            )
    }

    func performExpensiveHitTest(at location: CGPoint) { print("performExpensiveHitTest") }
}
