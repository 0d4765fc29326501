import Foundation
import SwiftUIJoystick
import TactileTesting
import Testing

// michael94ellis/SwiftUIJoystick — README "Example Code": a `Joystick` view over `JoystickBuilder(monitor:width:
// shape: .rect, background:foreground:locksInPlace: false)`. The thumb follows a drag inside the 100-pt
// square (clamped to it), the `JoystickMonitor` publishes the offset from the middle, doubled and clamped
// to ±width (the library's `validateCoordinate`), and on release both return to the middle.
public struct Joystick: View {
    @ObservedObject public var joystickMonitor: JoystickMonitor
    private let dragDiameter: CGFloat
    private let shape: JoystickShape

    public init(monitor: JoystickMonitor, width: CGFloat, shape: JoystickShape = .rect) {
        self.joystickMonitor = monitor
        self.dragDiameter = width
        self.shape = shape
    }

    public var body: some View {
        VStack {
            JoystickBuilder(
                monitor: self.joystickMonitor,
                width: self.dragDiameter,
                shape: .rect,
                background: {
                    RoundedRectangle(cornerRadius: 8).fill(Color.red.opacity(0.5))
                },
                foreground: {
                    Circle().fill(Color.black).accessibilityIdentifier("thumb")
                },
                locksInPlace: false)
        }
        .accessibilityIdentifier("joystick")
    }
}

@MainActor
@Suite("michael94ellis/SwiftUIJoystick: the thumb follows a drag and the monitor reports it")
struct SwiftUIJoystickMainGestureTests {
    let monitor = JoystickMonitor()
    let host: ViewHost<Joystick>

    init() {
        host = ViewHost(Joystick(monitor: monitor, width: 100))
    }

    @Test("A drag 30 pt right and 20 pt down moves the thumb there and publishes (60, 40); the lift recentres")
    func dragReports() {
        let middle = host.center(of: "joystick")
        #expect(host.center(of: "thumb") == middle)
        host.drag(from: middle, to: CGPoint(x: middle.x + 30, y: middle.y + 20), lift: false)
        #expect(monitor.xyPoint == CGPoint(x: 60, y: 40), "xyPoint \(monitor.xyPoint)")
        let thumb = host.center(of: "thumb")
        #expect(abs(thumb.x - middle.x - 30) < 0.5 && abs(thumb.y - middle.y - 20) < 0.5, "thumb at \(thumb)")
        host.touchUp()
        #expect(monitor.xyPoint == .zero)
        #expect(host.center(of: "thumb") == middle)
    }

    @Test("Past the square's edge the thumb stops at it and the published value at ±width")
    func dragClamps() {
        let middle = host.center(of: "joystick")
        host.drag(from: middle, to: CGPoint(x: middle.x - 200, y: middle.y), lift: false)
        #expect(monitor.xyPoint == CGPoint(x: -100, y: 0), "xyPoint \(monitor.xyPoint)")
        #expect(abs(host.center(of: "thumb").x - (middle.x - 50)) < 0.5, "the thumb stops at the left edge")
        host.touchUp()
    }
}
