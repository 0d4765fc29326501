import Foundation
import Testing
import TactileTesting

/// Scroll indicators as UIScrollView draws them on an iPhone (iOS 18) and SwiftUI's visibility
/// rules (`scrollIndicators(_:axes:)`, `ScrollView(showsIndicators:)`, iOS 17's
/// `scrollIndicatorsFlash`): shown while scrolling, faded after rest on the host's clock, never hit.
/// Numbers from `ScrollConfiguration` (3 pt thick, 3 pt inset, 0.5 s delay, 0.3 s fade).
@MainActor
@Suite("Scroll indicators: drawn while scrolling, faded at rest, flashed (UIScrollView, SwiftUI iOS 17)")
struct ScrollIndicatorTests {
    static let configuration = ScrollConfiguration.standard

    /// The drawn items of the indicators, with their canvas frames and opacities.
    struct Indicator {
        var frame: CGRect
        var opacity: Double
        var fill: ResolvedColor?
    }

    static func indicators<V: View>(_ host: ViewHost<V>, _ slot: String = "verticalScrollIndicator") -> [Indicator] {
        let list = host.displayList()
        #expect(list == host.displayListDrawnWhole(), "the incremental list is the whole list")
        return list.items.compactMap { item in
            guard item.identity.description.hasSuffix(slot), case .path(let path, let fill, _, _) = item.content else { return nil }
            return Indicator(frame: path.boundingRect.applying(item.transform), opacity: item.opacity, fill: fill)
        }
    }

    /// A 400 × 400 vertical scroll view over 100 rows of 40 pt: content 4,000 pt.
    static func rows() -> ScrollRows<Color> { ScrollRows { _ in Color.blue } }

    /// Finger 0 down at (200, 300), then up by `distance` (past the 10 pt slop) in 5 pt frames,
    /// held there.
    static func pan<V: View>(_ host: ViewHost<V>, by distance: CGFloat, from start: CGPoint = CGPoint(x: 200, y: 300)) {
        host.touchDown(at: start)
        var moved: CGFloat = 0
        while moved < distance {
            moved = min(distance, moved + 5)
            host.step(to: CGPoint(x: start.x, y: start.y - moved))
        }
    }

    /// Holds the finger still for a quarter second, then lifts it: no fling, rest at the lift.
    static func lift<V: View>(_ host: ViewHost<V>, at point: CGPoint) {
        for _ in 0..<15 { host.step(to: point) }
        host.touchUp(at: point)
    }

    @Test("no indicator is drawn at rest before any scroll")
    func noneAtRest() {
        let host = scrollHost(Self.rows())
        #expect(Self.indicators(host).isEmpty)
        host.advance(by: 1)
        #expect(Self.indicators(host).isEmpty)
        #expect(!host.svg().contains("fill-opacity=\"0.35\""), "no translucent capsule in the SVG")
    }

    @Test("a drag shows the vertical indicator at the trailing edge, 3 pt thick, its length the track's viewport/content")
    func dragShowsIndicator() throws {
        let host = scrollHost(Self.rows())
        Self.pan(host, by: 60)
        let found = Self.indicators(host)
        try #require(found.count == 1)
        let indicator = found[0]
        let c = Self.configuration
        #expect(indicator.frame.width == c.indicatorThickness)
        #expect(abs(indicator.frame.maxX - (400 - c.indicatorInset)) < 0.001, "inset from the trailing edge")
        let track = 400 - 2 * c.indicatorInset
        #expect(abs(indicator.frame.height - track * 400 / 4000) < 0.001, "viewport/content of the track: \(indicator.frame)")
        #expect(indicator.opacity == 1)
        #expect(indicator.fill == ResolvedColor(red: 0, green: 0, blue: 0, opacity: c.indicatorOpacity), "black at 35 %")
        #expect(Self.indicators(host, "horizontalScrollIndicator").isEmpty, "a vertical scroll view has no horizontal one")
        host.touchUp(at: CGPoint(x: 200, y: 240))
    }

    @Test("its position follows the offset: offset / maximum offset of the track's free length")
    func positionFollowsOffset() throws {
        let host = scrollHost(Self.rows())
        let c = Self.configuration
        let track = 400 - 2 * c.indicatorInset
        let length = track * 400 / 4000
        Self.pan(host, by: 60)
        let offset = host.scrollOffset
        #expect(offset > 40)
        let first = try #require(Self.indicators(host).first)
        #expect(abs(first.frame.minY - (c.indicatorInset + offset / 3600 * (track - length))) < 0.001, "\(first.frame)")
        host.step(to: CGPoint(x: 200, y: 140))
        #expect(abs(host.scrollOffset - (offset + 100)) < 0.001)
        let second = try #require(Self.indicators(host).first)
        #expect(abs(second.frame.minY - (c.indicatorInset + (offset + 100) / 3600 * (track - length))) < 0.001, "\(second.frame)")
        host.touchUp(at: CGPoint(x: 200, y: 140))
    }

    @Test("pulled past the top it shrinks by the overscroll (down to 7 pt), pinned to the top of its track")
    func rubberBandShrinks() throws {
        let host = scrollHost(Self.rows())
        host.touchDown(at: CGPoint(x: 200, y: 100))
        for y in stride(from: 110, through: 130, by: 5) { host.step(to: CGPoint(x: 200, y: CGFloat(y))) }
        let overscroll = -host.scrollOffset
        #expect(overscroll > 5 && overscroll < 30, "\(overscroll)")
        let indicator = try #require(Self.indicators(host).first)
        let c = Self.configuration
        let length = (400 - 2 * c.indicatorInset) * 400 / 4000
        #expect(abs(indicator.frame.height - max(c.indicatorMinimumRubberBandLength, length - overscroll)) < 0.001, "\(indicator.frame)")
        #expect(abs(indicator.frame.minY - c.indicatorInset) < 0.001)
        host.touchUp(at: CGPoint(x: 200, y: 130))
    }

    @Test("after the scroll rests it stays 0.5 s, fades over 0.3 s, and is gone after")
    func fadesAfterRest() throws {
        let host = scrollHost(Self.rows())
        Self.pan(host, by: 60)
        Self.lift(host, at: CGPoint(x: 200, y: 240))
        let rest = host.now
        host.advance(to: rest + 0.45)
        #expect(try #require(Self.indicators(host).first).opacity == 1, "still fully shown within the delay")
        host.advance(to: rest + 0.65)
        let fading = try #require(Self.indicators(host).first).opacity
        #expect(abs(fading - 0.5) < 0.1, "half faded half way through the fade: \(fading)")
        host.advance(to: rest + 0.85)
        #expect(Self.indicators(host).isEmpty, "gone after the delay and the fade")
    }

    @Test("settle waits for the fade and ends (no endless frames)")
    func settleEnds() async {
        let host = scrollHost(Self.rows())
        Self.pan(host, by: 60)
        Self.lift(host, at: CGPoint(x: 200, y: 240))
        let frames = await host.settle()
        #expect(frames >= 47 && frames <= 50, "delay + fade ≈ 48 frames: \(frames)")
        #expect(Self.indicators(host).isEmpty)
        #expect(await host.settle() == 0)
    }

    @Test("a fling shows it while it decelerates")
    func flingShowsIt() throws {
        let host = scrollHost(Self.rows())
        host.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 150), duration: 0.1)
        host.advance(by: 1)
        let before = host.scrollOffset
        host.advance(by: 1.0 / 60)
        #expect(host.scrollOffset > before, "still decelerating")
        #expect(try #require(Self.indicators(host).first).opacity == 1)
    }

    @Test("showsIndicators: false, .scrollIndicators(.hidden) and .never draw none; .visible does")
    func hiddenDrawsNone() {
        func drawn<V: View>(_ view: V) -> Int {
            let host = scrollHost(view)
            Self.pan(host, by: 60)
            defer { host.touchUp(at: CGPoint(x: 200, y: 240)) }
            return Self.indicators(host).count
        }
        func list() -> TallList { TallList() }
        #expect(drawn(ScrollView(showsIndicators: false) { list() }) == 0)
        #expect(drawn(ScrollView { list() }.scrollIndicators(.hidden)) == 0)
        #expect(drawn(ScrollView { list() }.scrollIndicators(.never)) == 0)
        #expect(drawn(ScrollView { list() }.scrollIndicators(.visible)) == 1)
        #expect(drawn(ScrollView { list() }.scrollIndicators(.hidden, axes: .horizontal)) == 1, "only the axes given")
        #expect(drawn(ScrollView { list() }.scrollIndicators(.hidden, axes: .vertical)) == 0)
    }

    @Test("a horizontal scroll view draws a horizontal indicator inset from the bottom edge")
    func horizontal() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.blue.frame(width: 100) } }
        }
        let host = scrollHost(view)
        host.touchDown(at: CGPoint(x: 300, y: 200))
        for x in stride(from: 295, through: 240, by: -5) { host.step(to: CGPoint(x: CGFloat(x), y: 200)) }
        #expect(Self.indicators(host).isEmpty, "no vertical one")
        let indicator = try #require(Self.indicators(host, "horizontalScrollIndicator").first)
        let c = Self.configuration
        #expect(indicator.frame.height == c.indicatorThickness)
        #expect(abs(indicator.frame.maxY - (400 - c.indicatorInset)) < 0.001, "\(indicator.frame)")
        #expect(abs(indicator.frame.width - (400 - 2 * c.indicatorInset) * 400 / 2000) < 0.001, "\(indicator.frame)")
        #expect(indicator.frame.minX > c.indicatorInset, "moved with the offset")
        host.touchUp(at: CGPoint(x: 240, y: 200))
    }

    @Test("in the dark colour scheme it is white at the same opacity (the default style is light on dark)")
    func darkScheme() throws {
        let host = scrollHost(Self.rows().environment(\.colorScheme, .dark))
        Self.pan(host, by: 60)
        let indicator = try #require(Self.indicators(host).first)
        #expect(indicator.fill == ResolvedColor(red: 1, green: 1, blue: 1, opacity: Self.configuration.indicatorOpacity))
        host.touchUp(at: CGPoint(x: 200, y: 240))
    }

    @Test("content no longer than the viewport draws no indicator while dragged")
    func shortContent() {
        let host = scrollHost(ScrollRows(count: 5) { _ in Color.blue })
        Self.pan(host, by: 60)
        #expect(Self.indicators(host).isEmpty)
        host.touchUp(at: CGPoint(x: 200, y: 240))
    }

    @Test("scrollIndicatorsFlash(onAppear: true) shows it at launch, then fades it as after a scroll")
    func flashOnAppear() throws {
        let host = scrollHost(Self.rows().scrollIndicatorsFlash(onAppear: true))
        let start = host.now
        let indicator = try #require(Self.indicators(host).first)
        #expect(indicator.opacity == 1)
        #expect(abs(indicator.frame.minY - Self.configuration.indicatorInset) < 0.001, "at the top: offset 0")
        host.advance(to: start + 0.45)
        #expect(Self.indicators(host).first?.opacity == 1)
        host.advance(to: start + 0.9)
        #expect(Self.indicators(host).isEmpty)
        let off = scrollHost(Self.rows().scrollIndicatorsFlash(onAppear: false))
        #expect(Self.indicators(off).isEmpty, "onAppear: false flashes nothing")
    }

    @Test("scrollIndicatorsFlash(trigger:) flashes it when the value changes, not when it appears")
    func flashOnTrigger() throws {
        let host = ViewHost(FlashOnTrigger(), canvasSize: CGSize(width: 400, height: 400))
        #expect(Self.indicators(host).isEmpty, "the first value does not flash")
        host.tap(on: "flash")
        let indicator = try #require(Self.indicators(host).first)
        #expect(indicator.opacity == 1)
        host.advance(by: 1)
        #expect(Self.indicators(host).isEmpty, "faded")
    }

    @Test("the indicator is never hit: a tap where it is drawn reaches the content")
    func neverHit() throws {
        let taps = Taps()
        let host = scrollHost(ScrollRows { index in Color.blue.onTapGesture { taps.fired.append(index) } })
        Self.pan(host, by: 60)
        Self.lift(host, at: CGPoint(x: 200, y: 240))
        host.advance(by: 0.2)
        let indicator = try #require(Self.indicators(host).first)
        let point = CGPoint(x: indicator.frame.midX, y: indicator.frame.midY)
        let offset = host.scrollOffset
        host.tap(at: point)
        // The row under the point.
        #expect(taps.fired == [Int((point.y + offset) / 40)], "\(taps.fired)")
    }
}

/// 100 rows of 40 pt in a `VStack`: 4,000 pt.
private struct TallList: View {
    var body: some View {
        VStack(spacing: 0) { ForEach(0..<100, id: \.self) { _ in Color.blue.frame(height: 40) } }
    }
}

/// A button above a scroll view that flashes its indicators (`scrollIndicatorsFlash(trigger:)`).
private struct FlashOnTrigger: View {
    @State private var flashes = 0
    var body: some View {
        VStack(spacing: 0) {
            Button("flash") { flashes += 1 }.accessibilityIdentifier("flash")
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<100, id: \.self) { _ in Color.blue.frame(height: 40) } }
            }
            .scrollIndicatorsFlash(trigger: flashes)
        }
    }
}
