import Foundation
import Testing
import TactileSnapshotTesting

/// A card that follows a drag and, released, springs back to the middle.
private struct SpringBackCard: View {
    @State private var offset = CGSize.zero

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(.orange)
            .frame(width: 60, height: 40)
            .offset(offset)
            .accessibilityIdentifier("card")
            .gesture(
                DragGesture()
                    .onChanged { offset = $0.translation }
                    .onEnded { _ in withAnimation(.spring(duration: 0.4, bounce: 0.3)) { offset = .zero } }
            )
            .frame(width: 200, height: 120)
    }
}

@MainActor
@Suite("Animation strips: a gesture's animation over virtual time as one labelled picture")
struct AnimationStripSnapshotTests {
    /// The card dragged 70 pt right and released: the spring starts now.
    private func releasedHost() -> ViewHost<SpringBackCard> {
        let host = ViewHost(SpringBackCard(), canvasSize: CGSize(width: 200, height: 120))
        host.drag(on: "card", by: CGSize(width: 70, height: 0))
        return host
    }

    @Test("a drag released into a spring, every 50 ms for 0.5 s, matches the committed SVG strip")
    func releasedDragSpringsBackAsSVG() {
        assertSnapshot(of: releasedHost(), as: .frames(every: 0.05, for: 0.5), named: "spring-back")
    }

    @Test("the same strip as PNG matches the committed image")
    func releasedDragSpringsBackAsPNG() {
        assertSnapshot(of: releasedHost(), as: .frames(every: 0.05, for: 0.5, scale: 1), named: "spring-back")
    }

    @Test("a strip has ⌊duration ÷ interval⌋ + 1 frames, each labelled with its time, and leaves the clock at the last")
    func framesAreCountedLabelledAndTimed() {
        let host = releasedHost()
        let start = host.now
        let strip = host.animationStrip(every: 0.05, for: 0.5)
        #expect(strip.times.count == 11)
        #expect(strip.times.last.map { abs($0 - 0.5) < 1e-9 } == true)
        #expect(abs(host.now - (start + 0.5)) < 1e-9)
        let svg = strip.svg()
        for label in [">0 ms<", ">50 ms<", ">250 ms<", ">500 ms<"] { #expect(svg.contains(label), "\(label)") }
        #expect(!svg.contains(">550 ms<"))
    }

    @Test("the card moves between frames while the spring runs, and the same script draws the same bytes")
    func stripIsDeterministicAndShowsMotion() throws {
        let first = releasedHost().animationStrip(every: 0.05, for: 0.5)
        let second = releasedHost().animationStrip(every: 0.05, for: 0.5)
        #expect(first.svg() == second.svg())
        #expect(try first.png() == second.png())
        let host = releasedHost()
        let released = try #require(host.view(withIdentifier: "card")).globalFrame.minX
        _ = host.animationStrip(every: 0.05, for: 0.1)
        let later = try #require(host.view(withIdentifier: "card")).globalFrame.minX
        #expect(later < released, "the spring pulls the card back toward the middle")
    }
}
