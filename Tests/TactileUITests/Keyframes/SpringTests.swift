import Foundation
import PropertyBased
import Testing
@testable import TactileUI

/// `Spring` (SwiftUI, iOS 17): its conversions between forms, as Apple's documentation gives them,
/// and its closed-form motion.
@MainActor
@Suite("Spring")
struct SpringTests {
    static func near(_ value: Double, _ expected: Double, _ tolerance: Double = 0.05) -> Bool { abs(value - expected) < tolerance }

    @Test("Spring(duration: 0.5, bounce: 0.3) has the mass, stiffness and damping Apple documents: 1, 157.9, 17.6")
    func durationBounceForm() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(Self.near(spring.stiffness, 157.9))
        #expect(Self.near(spring.damping, 17.6))
    }

    @Test("Spring(mass: 1, stiffness: 100, damping: 10) has Apple's documented duration 0.63 and bounce 0.5")
    func physicalForm() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(Self.near(spring.duration, 0.63, 0.005))
        #expect(Self.near(spring.bounce, 0.5, 1e-9))
        #expect(spring.response == spring.duration)
    }

    @Test("damping above critical is lowered to it unless over-damping is allowed, and then bounce is negative")
    func overDamping() {
        #expect(Self.near(Spring(stiffness: 100, damping: 50).dampingRatio, 1, 1e-9))
        let over = Spring(stiffness: 100, damping: 40, allowOverDamping: true)
        #expect(Self.near(over.dampingRatio, 2, 1e-9))
        #expect(Self.near(over.bounce, -0.5, 1e-9))
        #expect(Self.near(Spring(duration: 0.5, bounce: -0.5).dampingRatio, 2, 1e-9))
    }

    @Test("a spring starts at zero, ends at its target, and settles by its settling duration")
    func motion() {
        let spring = Spring.bouncy
        #expect(spring.value(target: 1.0, time: 0) == 0)
        #expect(spring.velocity(target: 1.0, time: 0) == 0)
        let settled = spring.settlingDuration
        #expect(settled > 0.5 && settled < 3, "\(settled)")
        #expect(abs(spring.value(target: 1.0, time: settled + 0.1) - 1) < 0.001)
        #expect(spring.value(target: 1.0, time: 0.3) > 1, "a bouncy spring overshoots")
        #expect((0...100).allSatisfy { Spring.smooth.value(target: 1.0, time: Double($0) / 50) <= 1 + 1e-9 },
                "a spring without bounce never overshoots")
    }

    @Test("Spring(settlingDuration:dampingRatio:) settles in about the duration asked for")
    func settlingForm() {
        let spring = Spring(settlingDuration: 1.2, dampingRatio: 0.8)
        #expect(Self.near(spring.settlingDuration, 1.2, 0.02), "\(spring.settlingDuration)")
        #expect(Self.near(spring.dampingRatio, 0.8, 1e-9))
    }

    @Test("the velocity is the derivative of the value, for any spring, target and initial velocity")
    func velocityIsTheDerivative() async {
        let input = zip(Gen.double(in: 0.1...2), Gen.double(in: -0.9...0.9), Gen.double(in: -50...50), Gen.double(in: -20...20),
                        Gen.double(in: 0...2))
        await propertyCheck(count: 300, input: input) { duration, bounce, target, start, time in
            let spring = Spring(duration: duration, bounce: bounce)
            // A central difference around `at` (never before time 0): its error grows with the step
            // squared, so a stiff spring's curvature cannot push it past the bar as a forward
            // difference's (which grows with the step) did, one run in many.
            let step = 1e-6
            let at = time + step
            let slope = (spring.value(target: target, initialVelocity: start, time: at + step)
                - spring.value(target: target, initialVelocity: start, time: at - step)) / (2 * step)
            let velocity = spring.velocity(target: target, initialVelocity: start, time: at)
            #expect(abs(slope - velocity) < 1e-3 * max(1, abs(velocity)), "\(spring) \(target) \(start) \(at)")
        }
    }

    @Test("update(value:velocity:target:deltaTime:) in steps follows the closed form")
    func updateInSteps() {
        let spring = Spring.snappy
        var value = 0.0, velocity = 0.0
        for _ in 0..<30 { spring.update(value: &value, velocity: &velocity, target: 10, deltaTime: 1.0 / 60) }
        #expect(abs(value - spring.value(target: 10.0, time: 0.5)) < 1e-9)
        #expect(abs(velocity - spring.velocity(target: 10.0, time: 0.5)) < 1e-9)
    }

    @Test("an Animation made from a Spring moves as the spring does")
    func animationFromSpring() {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        let animation = Animation.spring(spring)
        for time in [0.05, 0.1, 0.2, 0.4] {
            #expect(abs(animation.fraction(at: time) - spring.value(target: 1.0, time: time)) < 1e-9)
        }
    }
}
