import Foundation
import Testing
import TactileTesting

/// iOS 18's arbitration between a scroll view's pan and the gestures of its content (S-90,
/// FB14688465; S-60, S-65), through the whole host.
@MainActor
@Suite("ScrollView arbitration with content gestures (S-90 iOS 18, S-60, S-65)")
struct ScrollArbitrationTests {
    @Test("S-65 in a scroll view: a tap on a Button fires it")
    func tapOnButtonFires() {
        let taps = Taps()
        let host = scrollHost(ScrollRows { index in Button("Row \(index)") { taps.fired.append(index) } })
        host.tap(on: "row-2")
        #expect(taps.fired == [2])
    }

    @Test("a drag that starts on a Button scrolls and does not fire it (UIScrollView cancels content touches)")
    func dragOnButtonScrolls() {
        let taps = Taps()
        let host = scrollHost(ScrollRows { index in Button("Row \(index)") { taps.fired.append(index) } })
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 60), duration: 0.3)
        host.advance(by: 2)
        #expect(taps.fired.isEmpty)
        #expect(host.scrollOffset > 0)
    }

    @Test("S-90 iOS 18: a child .gesture(DragGesture()) takes the drag and the content does not scroll")
    func childGestureBlocksScrolling() {
        let log = Log()
        let host = scrollHost(ScrollRows { _ in
            Color.blue.gesture(DragGesture().onChanged { _ in log("changed") }.onEnded { _ in log("ended") })
        })
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), duration: 0.3)
        host.advance(by: 2)
        #expect(host.scrollOffset == 0)
        #expect(log.entries.first == "changed")
        #expect(log.entries.last == "ended")
    }

    @Test("S-90 iOS 18: a child .simultaneousGesture(DragGesture()) runs and the content scrolls")
    func simultaneousGestureScrolls() {
        let log = Log()
        let host = scrollHost(ScrollRows { _ in
            Color.blue.simultaneousGesture(DragGesture().onChanged { _ in log("changed") }.onEnded { _ in log("ended") })
        })
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), duration: 0.3, lift: false)
        #expect(host.scrollOffset > 150)
        #expect(log.entries.contains("changed"))
        host.touchUp(at: CGPoint(x: 200, y: 100))
        #expect(log.entries.last == "ended")
    }

    /// A row swiped sideways: the drag begins past the scroll's slop, so the pan decides first.
    struct SwipeRows: View {
        let log: Log
        var body: some View {
            ScrollRows { index in
                Color.blue.gesture(DragGesture(minimumDistance: 20).onChanged { _ in log("swipe \(index)") })
            }
        }
    }

    @Test("a horizontal DragGesture owns horizontal drags: the pan refuses them at its slop")
    func horizontalDragOwnsHorizontal() {
        let log = Log()
        let host = scrollHost(SwipeRows(log: log))
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.3)
        host.advance(by: 2)
        #expect(log.entries.contains("swipe 2"))
        #expect(host.scrollOffset == 0)
    }

    @Test("a horizontal DragGesture leaves vertical drags to the scroll: the pan claims them at its slop")
    func horizontalDragLeavesVertical() {
        let log = Log()
        let host = scrollHost(SwipeRows(log: log))
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), duration: 0.3)
        #expect(log.entries.isEmpty)
        #expect(host.scrollOffset > 150)
    }

    @Test("a default DragGesture reaches its 10 pt with the pan: the tie goes to the content (iOS 18)")
    func tieGoesToContent() {
        let log = Log()
        let host = scrollHost(ScrollRows { _ in Color.blue.gesture(DragGesture().onChanged { _ in log("drag") }) })
        host.touchDown(at: CGPoint(x: 200, y: 200))
        host.step(to: CGPoint(x: 200, y: 190))
        host.step(to: CGPoint(x: 200, y: 150))
        #expect(log.entries.count == 2)
        #expect(host.scrollOffset == 0)
        host.touchUp(at: CGPoint(x: 200, y: 150))
    }

    @Test("a long press inside that turns active first keeps the touch: moving then does not scroll")
    func longPressClaims() {
        let log = Log()
        let host = scrollHost(ScrollRows { _ in
            Color.blue.onLongPressGesture(minimumDuration: 0.3, maximumDistance: 100) { log("long") }
        })
        host.touchDown(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.4)
        host.step(to: CGPoint(x: 200, y: 150))
        host.touchUp(at: CGPoint(x: 200, y: 150))
        #expect(log.entries == ["long"])
        #expect(host.scrollOffset == 0)
    }

    @Test("a vertical scroll view inside a horizontal one: each takes the drags along its own axis")
    func nestedScrollViews() {
        let host = scrollHost(ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { page in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<30, id: \.self) { index in
                                Color.blue.frame(height: 40).accessibilityIdentifier("p\(page)-\(index)")
                            }
                        }
                    }
                    .frame(width: 400)
                }
            }
        })
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), duration: 0.3, lift: false)
        let vertical = -host.view("p0-0").globalFrame.minY
        #expect(vertical > 150)
        #expect(host.view("p0-0").globalFrame.minX == 0)
        host.touchUp(at: CGPoint(x: 200, y: 100))
        host.advance(by: 5)
        host.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.3, lift: false)
        #expect(host.view("p0-0").globalFrame.minX < -150)
        host.touchUp(at: CGPoint(x: 100, y: 200))
    }
}
