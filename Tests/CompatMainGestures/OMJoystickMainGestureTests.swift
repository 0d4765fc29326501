import Foundation
import OMJoystick
import TactileTesting
import Testing

// tichise/OMJoystick — README "Simple": `OMJoystick(colorSetting: ColorSetting()) { … }`: the small ring
// follows a drag inside the big one (radius 140), stopping at 140 − 50 pt from the centre, and the
// completion handler gets the state (up, down, left, right) and the stick position (y up); on release
// it returns to the centre. (The README's two-argument closure does not compile on iOS either: the
// initializer's handler takes four, `(joyStickState, stickPosition, angle, distanceFromOrigin)`.)
final class JoystickLog {
    var states: [String] = []
    var positions: [CGPoint] = []
}

struct JoystickReadmeView: View {
    let log: JoystickLog

    var body: some View {
        OMJoystick(colorSetting: ColorSetting()) { joyStickState, stickPosition, _, _ in
            log.states.append(joyStickState.rawValue)
            log.positions.append(stickPosition)
        }
        .accessibilityIdentifier("joystick")
    }
}

@MainActor
@Suite("tichise/OMJoystick: the stick follows a drag inside its ring and reports its direction")
struct OMJoystickMainGestureTests {
    let log = JoystickLog()
    let host: ViewHost<JoystickReadmeView>

    init() {
        host = ViewHost(JoystickReadmeView(log: log))
    }

    var center: CGPoint { host.center(of: "joystick") }

    @Test("A drag 60 pt up reports up at (0, 60); a drag on to 150 pt stops the stick at 90; the lift recentres it")
    func dragUp() {
        let c = center
        host.drag(from: c, to: CGPoint(x: c.x, y: c.y - 60), lift: false)
        #expect(log.states.last == "up")
        #expect(log.positions.last == CGPoint(x: 0, y: 60), "\(log.positions.last.map { "\($0)" } ?? "none")")
        host.moveFinger(from: CGPoint(x: c.x, y: c.y - 60), to: CGPoint(x: c.x, y: c.y - 150))
        // The library floors the clamped point's x, which its trigonometry leaves a hair below 0: −1.
        #expect(log.positions.last?.y == 90 && abs(log.positions.last?.x ?? .nan) <= 1, "clamped at 140 − 50: \(log.positions.last.map { "\($0)" } ?? "none")")
        host.touchUp()
        #expect(log.states.last == "center")
        #expect(log.positions.last == CGPoint(x: 0, y: 0))
    }

    @Test("Drags right, down and left report those states")
    func directions() {
        let c = center
        for (dx, dy, state) in [(70.0, 0.0, "right"), (0.0, 70.0, "down"), (-70.0, 0.0, "left")] {
            host.drag(from: c, to: CGPoint(x: c.x + dx, y: c.y + dy), lift: false)
            #expect(log.states.last == state)
            host.touchUp()
        }
    }
}

extension ViewHost {
    /// Moves the finger already down from `start` to `end` in 18 frames (no touch-down, no lift).
    func moveFinger(from start: CGPoint, to end: CGPoint) {
        for step in 1...18 {
            advance(by: 1.0 / 60)
            let t = CGFloat(step) / 18
            move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
    }
}
