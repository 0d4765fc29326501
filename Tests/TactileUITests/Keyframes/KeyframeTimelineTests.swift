import Foundation
import PropertyBased
import Testing
@testable import TactileUI

/// `KeyframeTimeline`, `KeyframeTrack` and the keyframe types (SwiftUI, iOS 17): tracks start
/// together from the initial value, keyframes play in order, each from where the last left the
/// value, and a track holds its last value.
@MainActor
@Suite("Keyframe timelines")
struct KeyframeTimelineTests {
    struct Values {
        var x: CGFloat = 0
        var scale = 1.0
        var angle = Angle.zero
        var offset = CGSize.zero
    }

    static func near(_ value: Double, _ expected: Double, _ tolerance: Double = 1e-6) -> Bool { abs(value - expected) < tolerance }

    @Test("linear keyframes reach each value at the end of their duration, in order, and the track holds its last value")
    func linearKeyframesInOrder() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.x) {
                LinearKeyframe(100, duration: 1)
                LinearKeyframe(40, duration: 2)
            }
        }
        #expect(timeline.duration == 3)
        #expect(Self.near(timeline.value(time: -1).x, 0), "before the start: the initial value")
        #expect(Self.near(timeline.value(time: 0.5).x, 50))
        #expect(Self.near(timeline.value(time: 1).x, 100))
        #expect(Self.near(timeline.value(time: 2).x, 70))
        #expect(Self.near(timeline.value(time: 10).x, 40), "after the end: the last keyframe's value")
        #expect(Self.near(timeline.value(progress: 0.5).x, 85), "progress 0.5 is time 1.5, a quarter of the way from 100 to 40")
        #expect(timeline.value(time: 2).scale == 1, "a property no track animates keeps its initial value")
    }

    @Test("a linear keyframe's timing curve paces it")
    func timingCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1, timingCurve: .easeIn)
        }
        #expect(Self.near(timeline.value(time: 0.25), 10 * UnitCurve.easeIn.value(at: 0.25)))
    }

    @Test("tracks play together, the timeline lasts as long as the longest, and a later track of a property wins")
    func tracksTogether() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) { LinearKeyframe(3.0, duration: 2) }
            KeyframeTrack(\.angle) { LinearKeyframe(.degrees(90), duration: 1) }
            KeyframeTrack(\.x) { LinearKeyframe(10, duration: 1) }
            KeyframeTrack(\.x) { LinearKeyframe(-10, duration: 1) }
        }
        #expect(timeline.duration == 2)
        let middle = timeline.value(time: 0.5)
        #expect(Self.near(middle.scale, 1.5))
        #expect(Self.near(middle.angle.degrees, 45))
        #expect(Self.near(middle.x, -5))
    }

    @Test("a move keyframe jumps at once and the next keyframe starts from it")
    func moveKeyframe() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.offset) {
                MoveKeyframe(CGSize(width: 50, height: 0))
                LinearKeyframe(CGSize(width: 50, height: 100), duration: 1)
            }
        }
        #expect(timeline.value(time: 0).offset == CGSize(width: 50, height: 0))
        #expect(timeline.value(time: 0.5).offset == CGSize(width: 50, height: 50))
    }

    @Test("cubic keyframes pass through every keyframe at its time, without a kink at the joins")
    func cubicKeyframesAreSmooth() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(30.0, duration: 0.4)
            CubicKeyframe(-20.0, duration: 0.6)
            CubicKeyframe(5.0, duration: 0.5)
        }
        #expect(Self.near(timeline.value(time: 0.4), 30))
        #expect(Self.near(timeline.value(time: 1.0), -20))
        #expect(Self.near(timeline.value(time: 1.5), 5))
        for joint in [0.4, 1.0] {
            let step = 1e-5
            let before = (timeline.value(time: joint) - timeline.value(time: joint - step)) / step
            let after = (timeline.value(time: joint + step) - timeline.value(time: joint)) / step
            #expect(abs(before - after) < 0.01 * max(1, abs(before)), "the slope is continuous at \(joint): \(before) vs \(after)")
        }
        let end = 1.5 - 1e-6
        #expect(abs((timeline.value(time: end) - timeline.value(time: end - 1e-6)) / 1e-6) < 0.01, "the last keyframe comes to rest")
    }

    @Test("a cubic keyframe's given velocities are its slopes at its ends")
    func cubicVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1, startVelocity: 40, endVelocity: -5)
        }
        let step = 1e-6
        #expect(abs((timeline.value(time: step) - timeline.value(time: 0)) / step - 40) < 0.01)
        #expect(abs((timeline.value(time: 1) - timeline.value(time: 1 - step)) / step + 5) < 0.01)
    }

    @Test("a spring keyframe lasts its spring's settling duration unless given one, and ends at its target")
    func springKeyframe() {
        let spring = Spring.bouncy
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, spring: spring)
        }
        #expect(timeline.duration == spring.settlingDuration)
        #expect(Self.near(timeline.value(time: 0.2), spring.value(target: 1.0, time: 0.2)))
        #expect(abs(timeline.value(time: timeline.duration) - 1) < 0.002)
    }

    @Test("a spring keyframe cut short hands the next keyframe the value it reached, with no jump")
    func shortSpringKeyframeIsContinuous() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
            LinearKeyframe(0.0, duration: 1)
        }
        let reached = Spring.bouncy.value(target: 20.0, time: 0.15)
        #expect(reached < 20, "the spring has not got there yet")
        #expect(Self.near(timeline.value(time: 0.15), reached))
        #expect(Self.near(timeline.value(time: 0.15 - 1e-9), reached, 1e-4))
        #expect(Self.near(timeline.value(time: 0.65), reached / 2))
    }

    @Test("keyframes written without a track animate the whole value; if and for in the builders choose and repeat keyframes")
    func builders() {
        let bounce = true
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            if bounce {
                LinearKeyframe(10.0, duration: 1)
            } else {
                MoveKeyframe(-1.0)
            }
            for step in 1...3 {
                LinearKeyframe(10.0 + Double(step), duration: 1)
            }
        }
        #expect(timeline.duration == 4)
        #expect(Self.near(timeline.value(time: 1), 10))
        #expect(Self.near(timeline.value(time: 3.5), 12.5))
        let tracks = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.x) {
                for _ in 0..<2 { LinearKeyframe(5, duration: 0.5) }
                if !bounce { MoveKeyframe(0) } else { LinearKeyframe(0, duration: 0.5) }
            }
        }
        #expect(tracks.duration == 1.5)
    }

    @Test("any linear track's value stays between its keyframes' values")
    func linearStaysWithinItsKeyframes() async {
        let input = zip(Gen.double(in: -100...100), Gen.double(in: -100...100), Gen.double(in: 0...3))
        await propertyCheck(count: 200, input: input) { first, second, time in
            let timeline = KeyframeTimeline(initialValue: 0.0) {
                LinearKeyframe(first, duration: 1)
                LinearKeyframe(second, duration: 1)
            }
            let value = timeline.value(time: time)
            #expect(value >= min(0, first, second) - 1e-9 && value <= max(0, first, second) + 1e-9)
        }
    }
}
