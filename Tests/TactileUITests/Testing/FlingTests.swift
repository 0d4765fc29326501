import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// What a `DragGesture` reported when it ended, kept by the view under test.
@MainActor
final class DragEnds {
    private(set) var values: [DragGesture.Value] = []
    func append(_ value: DragGesture.Value) { values.append(value) }
}

/// A tall panel with a DragGesture that keeps every ended value.
private struct FlingPanel: View {
    let ends: DragEnds
    var body: some View {
        Rectangle()
            .fill(.blue)
            .frame(width: 300, height: 600)
            .accessibilityIdentifier("panel")
            .gesture(DragGesture().onEnded { ends.append($0) })
    }
}

@MainActor
@Suite("Flings reach the velocity DragGesture reports")
struct FlingTests {
    private func length(_ size: CGSize) -> CGFloat { hypot(size.width, size.height) }

    @Test("S-32 S-33: fling(on:direction:velocity:) ends the drag with the requested velocity, within 5 %",
          arguments: [SwipeDirection.up, .down, .left, .right], [300.0, 1_000, 2_500, 8_000] as [CGFloat])
    func flingOnTargetReachesVelocity(direction: SwipeDirection, velocity: CGFloat) throws {
        let ends = DragEnds()
        let host = ViewHost(FlingPanel(ends: ends))
        host.fling(on: "panel", direction: direction, velocity: velocity, distance: 120)
        let end = try #require(ends.values.last)
        #expect(ends.values.count == 1)
        let expected = CGSize(width: direction.unitVector.dx * velocity, height: direction.unitVector.dy * velocity)
        let error = length(CGSize(width: end.velocity.width - expected.width, height: end.velocity.height - expected.height))
        #expect(error <= 0.05 * velocity, "reported \(end.velocity), asked \(expected)")
        #expect(abs(length(end.translation) - 120) < 0.001)
    }

    @Test("S-32: fling(from:by:velocity:) on a diagonal: velocity along the translation, predicted end 0.25 s ahead")
    func flingFromPointPredictsEnd() throws {
        let ends = DragEnds()
        let host = ViewHost(FlingPanel(ends: ends))
        let start = host.center(of: "panel")
        host.fling(from: start, by: CGSize(width: 90, height: -120), velocity: 1_500)
        let end = try #require(ends.values.last)
        // 150 pt at 1,500 pt/s: the unit vector (0.6, -0.8) times 1,500.
        #expect(abs(end.velocity.width - 900) <= 0.05 * 1_500)
        #expect(abs(end.velocity.height + 1_200) <= 0.05 * 1_500)
        let predicted = CGSize(width: end.translation.width + end.velocity.width * 0.25,
                               height: end.translation.height + end.velocity.height * 0.25)
        #expect(abs(end.predictedEndTranslation.width - predicted.width) < 0.001)
        #expect(abs(end.predictedEndTranslation.height - predicted.height) < 0.001)
        #expect(abs(end.predictedEndTranslation.height - (-120 - 300)) <= 0.05 * 300, "about 300 pt further up")
    }

    @Test("a fling sends a touch-down, ⌈distance ÷ velocity × 60⌉ moves evenly spaced in time, and a lift at the last move")
    func flingEventsAndTiming() {
        let log = TouchLog()
        log.fling(from: .zero, by: CGSize(width: 0, height: -200), velocity: 1_000)
        // 200 pt at 1,000 pt/s: 0.2 s, 12 moves at 60 Hz.
        #expect(log.phases == [.began] + Array(repeating: .moved, count: 12) + [.ended])
        #expect(abs(log.times[12] - 0.2) < 1e-12)
        #expect(log.times[13] == log.times[12])
        for (index, time) in log.times.dropFirst().prefix(12).enumerated() {
            #expect(abs(time - Double(index + 1) / 60) < 1e-12)
        }
    }

    @Test("a fast fling still moves at least three times, so the three-sample estimator sees two equal segments (S-33)")
    func fastFlingHasThreeMoves() {
        let log = TouchLog()
        log.fling(from: .zero, by: CGSize(width: 100, height: 0), velocity: 20_000)
        #expect(log.phases == [.began, .moved, .moved, .moved, .ended])
        #expect(abs(log.times[3] - 0.005) < 1e-12)
    }
}
