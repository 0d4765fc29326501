import Foundation
import Testing
import TactileTesting

private typealias S = PrimitiveSupport
/// A view whose origin is not the global origin, so local, global and named spaces all differ.
private let frame = CGRect(x: 100, y: 200, width: 300, height: 300)

@Suite("SpatialTapGesture (S-13)")
struct SpatialTapGestureTests {
    @Test("S-13 in .local (the default) the location is relative to the view's frame origin")
    func localLocation() {
        var locations: [CGPoint] = []
        let driver = GestureDriver(SpatialTapGesture().onEnded { locations.append($0.location) }, frame: frame)
        driver.tap(at: CGPoint(x: 130, y: 250))
        #expect(locations == [CGPoint(x: 30, y: 50)])
        #expect(S.calls(driver.trace) == [S.Call(name: "onEnded", time: 0.05, value: "tap at (30, 50)")])
    }

    @Test("S-13 in .global the location is the touch's global location")
    func globalLocation() {
        var locations: [CGPoint] = []
        let driver = GestureDriver(SpatialTapGesture(coordinateSpace: .global).onEnded { locations.append($0.location) },
                                   frame: frame)
        driver.tap(at: CGPoint(x: 130, y: 250))
        #expect(locations == [CGPoint(x: 130, y: 250)])
    }

    @Test("S-13 in .named(name) the location is relative to that space's origin")
    func namedLocation() {
        var locations: [CGPoint] = []
        let driver = GestureDriver(SpatialTapGesture(coordinateSpace: .named("board")).onEnded { locations.append($0.location) },
                                   frame: frame)
        driver.defineCoordinateSpace(named: "other", origin: CGPoint(x: 1000, y: 1000))
        driver.defineCoordinateSpace(named: "board", origin: CGPoint(x: 50, y: 60))
        driver.tap(at: CGPoint(x: 130, y: 250))
        #expect(locations == [CGPoint(x: 80, y: 190)])
    }

    @Test("S-13 count 2: the location is the final tap's, and the value comes once at the final lift")
    func doubleTapReportsFinalTap() {
        var locations: [CGPoint] = []
        let driver = GestureDriver(SpatialTapGesture(count: 2).onEnded { locations.append($0.location) }, frame: frame)
        driver.tap(at: CGPoint(x: 130, y: 250))
        #expect(locations.isEmpty)
        driver.advance(by: 0.2)
        driver.tap(at: CGPoint(x: 140, y: 262))
        #expect(locations == [CGPoint(x: 40, y: 62)])
        #expect(driver.phase?.kind == .ended)
    }

    @Test("S-13 otherwise as TapGesture: a move of 45 pt fails it (S-10)")
    func movementFails() {
        var locations: [CGPoint] = []
        let driver = GestureDriver(SpatialTapGesture().onEnded { locations.append($0.location) }, frame: frame)
        driver.touchDown(at: CGPoint(x: 130, y: 250))
        driver.move(to: CGPoint(x: 175, y: 250))
        driver.touchUp()
        #expect(locations.isEmpty)
        #expect(driver.phase?.kind == .failed)
    }

    @Test("S-13 otherwise as TapGesture: held 0.75 s it fails by timer (S-10)")
    func holdFails() {
        var locations: [CGPoint] = []
        let driver = GestureDriver(SpatialTapGesture().onEnded { locations.append($0.location) }, frame: frame)
        driver.touchDown(at: CGPoint(x: 130, y: 250))
        driver.advance(by: 0.75)
        #expect(driver.phase?.kind == .failed)
        driver.touchUp()
        #expect(locations.isEmpty)
    }

    @Test("S-13 otherwise as TapGesture: a late second tap fails count 2 (S-11)")
    func lateSecondTapFails() {
        var locations: [CGPoint] = []
        let driver = GestureDriver(SpatialTapGesture(count: 2).onEnded { locations.append($0.location) }, frame: frame)
        driver.tap(count: 2, at: CGPoint(x: 130, y: 250), interval: 0.36)
        #expect(locations.isEmpty)
        #expect(driver.attemptPhases.first?.kind == .failed)
    }

    @Test("S-13 otherwise as TapGesture: never active, so onChanged never fires (S-12)")
    func neverActive() {
        var changed: [CGPoint] = []
        var ended: [CGPoint] = []
        let driver = GestureDriver(SpatialTapGesture()
            .onChanged { changed.append($0.location) }
            .onEnded { ended.append($0.location) }, frame: frame)
        driver.touchDown(at: CGPoint(x: 130, y: 250))
        driver.move(to: CGPoint(x: 135, y: 250))
        driver.touchUp()
        #expect(changed.isEmpty)
        #expect(ended.count == 1)
        #expect(S.callNames(driver.trace) == ["onEnded"])
    }

    @Test("S-02 a second finger fails a spatial tap")
    func secondFingerFails() {
        var ended = 0
        let driver = GestureDriver(SpatialTapGesture().onEnded { _ in ended += 1 }, frame: frame)
        driver.touchDown(0, at: CGPoint(x: 130, y: 250))
        driver.touchDown(1, at: CGPoint(x: 200, y: 250))
        driver.touchUp(0)
        driver.touchUp(1)
        #expect(ended == 0)
        #expect(driver.attemptPhases.map(\.kind) == [.failed])
    }
}
