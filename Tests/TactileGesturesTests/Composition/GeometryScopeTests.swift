import Testing
import TactileTesting

@Suite("S-60/S-67 gestures of different views in one composite")
struct GeometryScopeTests {
    @Test("S-67 each view's gesture reports .local in its own view's space within one composite")
    func scopesGiveEachGestureItsOwnLocalSpace() {
        var child: [CGPoint] = []
        var parent: [CGPoint] = []
        let childGeometry = GestureGeometry(globalToLocal: CGAffineTransform(translationX: -50, y: -60), localSize: CGSize(width: 100, height: 100))
        let parentGeometry = GestureGeometry(globalToLocal: CGAffineTransform(translationX: -10, y: -20), localSize: CGSize(width: 300, height: 300))
        let childTap = GeometryScopedGesture(SpatialTapGesture().onEnded { child.append($0.location) }, geometry: childGeometry)
        let parentTap = GeometryScopedGesture(SpatialTapGesture().onEnded { parent.append($0.location) }, geometry: parentGeometry)
        // S-60: `.simultaneousGesture` on the parent = subviews' gestures simultaneously with the parent's.
        let driver = GestureDriver(childTap.simultaneously(with: parentTap))
        driver.tap(at: CGPoint(x: 70, y: 90))
        #expect(child == [CGPoint(x: 20, y: 30)])
        #expect(parent == [CGPoint(x: 60, y: 70)])
    }

    @Test("S-60 .gesture on a parent = subviews' gestures exclusively before the parent's: the child wins")
    func childWinsUnderGesture() {
        var log: [String] = []
        let composite = TapGesture().onEnded { log.append("child") }.exclusively(before: TapGesture().onEnded { log.append("parent") })
        GestureDriver(composite).tap(at: CGPoint(x: 5, y: 5))
        #expect(log == ["child"])
    }
}
