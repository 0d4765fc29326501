// Seed 000, lines 496–502, "DON'T: Expensive work called every frame (~60-120 Hz)": a DragGesture. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct ExpensiveDragView: View`, `var body: some View {`, a view to attach the gesture to
// (`Rectangle().frame(width: 200, height: 200).gesture(` … `)`), and the undefined
// performExpensiveHitTest(at:)/applyComplexFilter(_:)/updateModel(_:) as methods that print their name
// (the first two pass the location on).

import Tactile

struct ExpensiveDragView: View {
    var body: some View {
        Rectangle().frame(width: 200, height: 200).gesture(
            DragGesture()
            .onChanged { value in
            let result = performExpensiveHitTest(at: value.location)
            let filtered = applyComplexFilter(result)
            updateModel(filtered)
            }
        )
    }

    func performExpensiveHitTest(at location: CGPoint) -> CGPoint { print("performExpensiveHitTest"); return location }
    func applyComplexFilter(_ location: CGPoint) -> CGPoint { print("applyComplexFilter"); return location }
    func updateModel(_ location: CGPoint) { print("updateModel") }
}
