import Foundation
import TactileGestures

/// A spring's motion as a value (SwiftUI's `Spring`, iOS 17): the parameters of a damped harmonic
/// oscillator of unit mass or more, convertible between their physical form (mass, stiffness,
/// damping), their perceptual form (duration, bounce) and their response form (response, damping
/// ratio), and the closed-form position and velocity of the spring over time.
///
/// Invariants, as Apple documents them: `Spring(duration: 0.5, bounce: 0.3)` has mass 1,
/// stiffness (2π / 0.5)² ≈ 157.9 and damping 4π·(1 − 0.3) / 0.5 ≈ 17.6;
/// `Spring(mass: 1, stiffness: 100, damping: 10)` has duration 2π/√100 ≈ 0.63 and bounce 0.5.
/// A positive bounce is 1 − the damping ratio; a negative one (an overdamped spring) is
/// 1 / the damping ratio − 1. `response` is `duration`. `settlingDuration` is the time after which
/// the spring moving a unit target from rest stays within `SpringDefaults.epsilon` of it.
/// `value`/`velocity` move from zero toward `target` (displacement `target` at time 0), so
/// `value(target: 1, time: 0)` is 0 and the value tends to `target`.
public struct Spring: Hashable, Sendable {
    /// The mass of the object attached to the spring.
    public let mass: Double
    /// The spring's stiffness (force per unit of displacement).
    public let stiffness: Double
    /// The drag (force per unit of velocity).
    public let damping: Double

    // MARK: Creating a spring

    /// A spring of perceptual `duration` and `bounce` (0: no bounce; up to 1: undamped; below 0:
    /// overdamped, flatter).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let duration = max(duration, SpringDefaults.shortestDuration)
        self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
    }

    /// A spring of the given period of undamped oscillation (`response`, seconds) and damping
    /// ratio (1: critically damped).
    public init(response: Double, dampingRatio: Double) {
        let response = max(response, SpringDefaults.shortestDuration)
        mass = 1
        stiffness = pow(2 * .pi / response, 2)
        damping = 4 * .pi * max(dampingRatio, 0) / response
    }

    /// A spring of the given physical parameters. Unless `allowOverDamping`, damping above the
    /// critical damping (2√(mass·stiffness)) is lowered to it.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = max(mass, .ulpOfOne), stiffness = max(stiffness, .ulpOfOne)
        let critical = 2 * (mass * stiffness).squareRoot()
        self.mass = mass
        self.stiffness = stiffness
        self.damping = allowOverDamping ? max(damping, 0) : min(max(damping, 0), critical)
    }

    /// A spring with `dampingRatio` that comes to rest, to within `epsilon` of a unit target,
    /// after about `settlingDuration` seconds.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // The settling time falls as the response shortens: bisect the response that gives it.
        let target = max(settlingDuration, SpringDefaults.shortestDuration)
        var low = SpringDefaults.shortestDuration, high = max(target * 4, 1)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            let settles = Spring(response: middle, dampingRatio: dampingRatio).settlingDuration(target: 1.0, epsilon: epsilon)
            if settles > target { high = middle } else { low = middle }
        }
        self.init(response: (low + high) / 2, dampingRatio: dampingRatio)
    }

    // MARK: Its parameters

    /// The perceptual duration: the period of the undamped oscillation, 2π√(mass / stiffness).
    public var duration: TimeInterval { 2 * .pi * (mass / stiffness).squareRoot() }
    /// The stiffness as an approximate duration in seconds: the same as `duration`.
    public var response: Double { duration }
    /// The damping as a fraction of the critical damping (1: critically damped).
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }
    /// How bouncy the spring is: 1 − the damping ratio, or 1 / the ratio − 1 when overdamped.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// The time the spring takes to come to rest moving a unit target from rest, to within
    /// `SpringDefaults.epsilon` (Apple: target 1.0, initial velocity 0, epsilon 0.001).
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, epsilon: SpringDefaults.epsilon) }

    /// The time the spring moving `target` (from zero, at `initialVelocity`) takes until its
    /// displacement and velocity stay within `epsilon`, sampled every `SpringDefaults.settlingStep`
    /// up to `SpringDefaults.longestSettlingDuration`.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let epsilon = max(epsilon, .ulpOfOne)
        let step = SpringDefaults.settlingStep
        var lastMoving = 0.0
        var time = 0.0
        while time < SpringDefaults.longestSettlingDuration {
            time += step
            let offset = value(target: target, initialVelocity: initialVelocity, time: time) - target
            let speed = velocity(target: target, initialVelocity: initialVelocity, time: time)
            if offset.magnitudeSquared.squareRoot() > epsilon || speed.magnitudeSquared.squareRoot() > epsilon { lastMoving = time }
            if time - lastMoving > SpringDefaults.restConfirmation { break }
        }
        return lastMoving
    }

    // MARK: Its motion

    /// The spring's value at `time`, moving from zero toward `target` at `initialVelocity`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let response = unitResponse(at: time)
        return target - target.scaled(by: response.displacement) + initialVelocity.scaled(by: response.impulse)
    }

    /// The spring's velocity at `time`, moving from zero toward `target` at `initialVelocity`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let response = unitResponse(at: time)
        return initialVelocity.scaled(by: response.impulseVelocity) - target.scaled(by: response.displacementVelocity)
    }

    /// Moves `value` and `velocity` `deltaTime` seconds on toward `target`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let remaining = target - value
        let moved = self.value(target: remaining, initialVelocity: velocity, time: deltaTime)
        velocity = self.velocity(target: remaining, initialVelocity: velocity, time: deltaTime)
        value += moved
    }

    /// The force the spring exerts on a mass at `position` moving at `velocity`, toward `target`.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// The value at `time` of an animatable value moving from `fromValue` to `toValue`.
    @MainActor
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = toValue
        result.animatableData = fromValue.animatableData
            + value(target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity at `time` of an animatable value moving from `fromValue` to `toValue`.
    @MainActor
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = toValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                         initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    // MARK: Presets

    /// A spring with no bounce (duration 0.5, bounce 0).
    public static var smooth: Spring { smooth() }
    /// A spring with a small bounce (duration 0.5, bounce 0.15).
    public static var snappy: Spring { snappy() }
    /// A spring with a visible bounce (duration 0.5, bounce 0.3).
    public static var bouncy: Spring { bouncy() }

    /// A smooth spring of `duration`, with `extraBounce` added to its bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: SpringDefaults.smoothBounce + extraBounce)
    }
    /// A snappy spring of `duration`, with `extraBounce` added to its bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: SpringDefaults.snappyBounce + extraBounce)
    }
    /// A bouncy spring of `duration`, with `extraBounce` added to its bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: SpringDefaults.bouncyBounce + extraBounce)
    }

    // MARK: The closed form

    /// The damping ratio of a bounce: 1 − bounce, or 1 / (1 + bounce) for a negative one.
    static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - min(bounce, 1) : 1 / (1 + max(bounce, -0.99))
    }

    /// The motion of a unit spring at `time`: `displacement` left of a unit displacement released
    /// at rest (1 at time 0), `impulse` the position of a spring at rest at its target kicked with
    /// a unit velocity (0 at time 0), and their derivatives.
    private func unitResponse(at time: Double) -> (displacement: Double, impulse: Double, displacementVelocity: Double, impulseVelocity: Double) {
        let t = max(time, 0)
        let omega = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        if abs(zeta - 1) < SpringDefaults.criticalTolerance {
            let decay = exp(-omega * t)
            return ((1 + omega * t) * decay, t * decay, -omega * omega * t * decay, (1 - omega * t) * decay)
        }
        if zeta < 1 {
            let sigma = zeta * omega, omegaD = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-sigma * t), c = cos(omegaD * t), s = sin(omegaD * t)
            return (decay * (c + sigma / omegaD * s), decay * s / omegaD,
                    -decay * s * omega * omega / omegaD, decay * (c - sigma / omegaD * s))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return ((r1 * e2 - r2 * e1) / (r1 - r2), (e1 - e2) / (r1 - r2),
                r1 * r2 * (e2 - e1) / (r1 - r2), (r1 * e1 - r2 * e2) / (r1 - r2))
    }
}

extension Animation {
    /// A spring animation of `spring` (SwiftUI's `spring(_:blendDuration:)`, iOS 17).
    /// `blendDuration` is accepted; Tactile does not blend springs (docs/COMPATIBILITY.md).
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        interpolatingSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
            .named("spring(Spring(duration: \(spring.duration), bounce: \(spring.bounce)))")
    }

    /// An interpolating spring animation of `spring` (SwiftUI's `interpolatingSpring(_:initialVelocity:)`, iOS 17).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity)
    }
}

/// Where `Spring`'s numbers come from. Tags: [doc] Apple documentation, [ours] Tactile's choice.
public enum SpringDefaults {
    /// [doc] `settlingDuration` uses "an epsilon of 0.001".
    public static let epsilon = 0.001
    /// [doc] `.smooth` has no bounce, `.snappy` a small one (0.15), `.bouncy` a visible one (0.3)
    /// (the bounces of the `Animation` presets of the same names).
    public static let smoothBounce = 0.0
    public static let snappyBounce = 0.15
    public static let bouncyBounce = 0.3
    /// [ours] The shortest duration or response a spring takes: shorter ones would divide by zero.
    public static let shortestDuration = 0.001
    /// [ours] The settling duration is sampled every millisecond, and the spring counts as at rest
    /// once it has stayed within epsilon for a quarter second (an oscillation crossing zero
    /// passes within epsilon briefly), up to 10 s (a spring slower than that is treated as settled then).
    public static let settlingStep = 0.001
    public static let restConfirmation = 0.25
    public static let longestSettlingDuration = 10.0
    /// [ours] A damping ratio this close to 1 uses the critically damped solution (the others divide by ~0).
    public static let criticalTolerance = 1e-9
}
