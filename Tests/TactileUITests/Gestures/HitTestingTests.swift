import Foundation
import Testing
import TactileTesting

@MainActor
@Suite("Hit testing (S-66, S-67)")
struct HitTestingTests {
    struct Gapped: View {
        let log: Log
        let fillsGaps: Bool
        var body: some View {
            let stack = HStack(spacing: 40) {
                Color.red.frame(width: 50, height: 50).accessibilityIdentifier("left")
                Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("right")
            }
            if fillsGaps {
                stack.contentShape(Rectangle()).onTapGesture { log("stack") }
            } else {
                stack.onTapGesture { log("stack") }
            }
        }
    }

    @Test("S-66 gaps between stack children are empty unless .contentShape(Rectangle())", arguments: [false, true])
    func s66Gaps(fillsGaps: Bool) {
        let log = Log()
        let host = ViewHost(Gapped(log: log, fillsGaps: fillsGaps))
        let gap = CGPoint(x: (host.view("left").globalFrame.maxX + host.view("right").globalFrame.minX) / 2, y: host.center(of: "left").y)
        host.tap(at: gap)
        #expect(log.entries == (fillsGaps ? ["stack"] : []))
        host.advance(by: 1)
        host.tap(on: "left")
        #expect(log.entries.last == "stack")
    }

    struct Covered: View {
        let log: Log
        let overlayHitTests: Bool
        var body: some View {
            ZStack {
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("base")
                    .onTapGesture { log("base") }
                Color.blue.opacity(0.5).frame(width: 100, height: 100)
                    .onTapGesture { log("overlay") }
                    .allowsHitTesting(overlayHitTests)
            }
        }
    }

    @Test("S-66 allowsHitTesting(false) lets touches through to the view below", arguments: [true, false])
    func s66AllowsHitTesting(overlayHitTests: Bool) {
        let log = Log()
        let host = ViewHost(Covered(log: log, overlayHitTests: overlayHitTests))
        // Aimed at the base on purpose: a hit-testable overlay takes the touch.
        host.tap(on: "base", reportingMisses: !overlayHitTests)
        #expect(log.entries == [overlayHitTests ? "overlay" : "base"])
    }

    struct Invisible: View {
        let log: Log
        var body: some View {
            ZStack {
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("base").onTapGesture { log("base") }
                Color.blue.frame(width: 100, height: 100).opacity(0.0005).onTapGesture { log("faded") }
                Color.clear.frame(width: 100, height: 100).onTapGesture { log("clear") }
            }
        }
    }

    @Test("S-66 views below 0.001 opacity and Color.clear are not hit-testable")
    func s66OpacityAndClear() {
        let log = Log()
        let host = ViewHost(Invisible(log: log))
        host.tap(on: "base")
        #expect(log.entries == ["base"])
    }

    struct Transformed: View {
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().fill(.red).frame(width: 200, height: 20).accessibilityIdentifier("bar")
                    .rotationEffect(.degrees(90))
                    .onTapGesture { log("bar") }
                Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("square")
                    .scaleEffect(3)
                    .onTapGesture { log("square") }
            }
            .frame(width: 390, height: 400)
        }
    }

    @Test("S-66 hit testing follows rotation and scale effects")
    func s66RotatedAndScaled() {
        let log = Log()
        let host = ViewHost(Transformed(log: log))
        let bar = host.view("bar").globalFrame       // 20 wide, 200 tall once rotated
        #expect(abs(bar.width - 20) < 0.01 && abs(bar.height - 200) < 0.01)
        host.tap(at: CGPoint(x: bar.midX, y: bar.minY + 5))
        #expect(log.entries == ["bar"])
        host.advance(by: 1)
        host.tap(at: CGPoint(x: bar.midX + 60, y: bar.midY))   // where the unrotated bar was
        #expect(log.entries == ["bar"])
        host.advance(by: 1)
        let square = host.view("square").globalFrame
        host.tap(at: CGPoint(x: square.minX + 2, y: square.maxY - 2))   // outside the unscaled 40×40
        #expect(log.entries == ["bar", "square"])
    }

    struct Spaces: View {
        let log: Log
        var body: some View {
            VStack {
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("local")
                    .onTapGesture { log("local \(Int($0.x)),\(Int($0.y))") }
                Color.green.frame(width: 100, height: 100).accessibilityIdentifier("global")
                    .onTapGesture(coordinateSpace: .global) { log("global \(Int($0.x)),\(Int($0.y))") }
                Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("named")
                    .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("stack")).onEnded {
                        log("named \(Int($0.location.x)),\(Int($0.location.y))")
                    })
            }
            .coordinateSpace(.named("stack"))
            .accessibilityIdentifier("stack")
        }
    }

    @Test("S-67 .local, .global and .named locations")
    func s67CoordinateSpaces() {
        let log = Log()
        let host = ViewHost(Spaces(log: log))
        let local = host.view("local").globalFrame, stack = host.view("stack").globalFrame
        host.tap(at: CGPoint(x: local.minX + 10, y: local.minY + 20))
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 200, y: host.center(of: "global").y))
        host.advance(by: 1)
        let named = host.view("named").globalFrame
        host.tap(at: CGPoint(x: named.minX + 5, y: named.minY + 5))
        let globalY = Int(host.center(of: "global").y)
        #expect(log.entries == ["local 10,20", "global 200,\(globalY)",
                                "named \(Int(named.minX + 5 - stack.minX)),\(Int(named.minY + 5 - stack.minY))"])
    }
}
