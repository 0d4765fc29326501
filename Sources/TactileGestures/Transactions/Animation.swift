import Foundation

/// How a change of state animates over time (SwiftUI's `Animation`).
///
/// An animation is a value: a timing curve or a spring, with an optional delay, speed and
/// repetition. `fraction(at:)` gives the progress (0 at the start, 1 at rest; springs may overshoot)
/// `elapsed` seconds after the change; `isFinished(at:)` says when it has come to rest.
/// Defaults follow Apple's documentation; each number's source is in `AnimationDefaults`.
public struct Animation: Sendable, Equatable, CustomStringConvertible {
    package enum Curve: Sendable, Equatable {
        /// A cubic Bézier timing curve from (0,0) to (1,1) with control points c0 and c1.
        case bezier(c0x: Double, c0y: Double, c1x: Double, c1y: Double, duration: Double)
        /// A damped harmonic oscillator moving a unit displacement to rest.
        case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    }

    package var curve: Curve
    package var delay: Double = 0
    package var speed: Double = 1
    /// nil: runs once. Otherwise the number of runs; `Int.max` repeats forever.
    package var repeatCount: Int? = nil
    package var autoreverses = true
    package var name: String

    package init(curve: Curve, name: String) {
        self.curve = curve
        self.name = name
    }

    public var description: String {
        var text = name
        if delay != 0 { text += ".delay(\(delay))" }
        if speed != 1 { text += ".speed(\(speed))" }
        if let repeatCount { text += repeatCount == .max ? ".repeatForever" : ".repeatCount(\(repeatCount))" }
        return text
    }

    // MARK: Timing curves

    public static let `default` = Animation.easeInOut(duration: AnimationDefaults.duration).named("default")
    public static let linear = Animation.linear(duration: AnimationDefaults.duration)
    public static let easeIn = Animation.easeIn(duration: AnimationDefaults.duration)
    public static let easeOut = Animation.easeOut(duration: AnimationDefaults.duration)
    public static let easeInOut = Animation.easeInOut(duration: AnimationDefaults.duration)

    public static func linear(duration: Double) -> Animation {
        timing(0, 0, 1, 1, duration: duration, name: "linear(duration: \(duration))")
    }
    public static func easeIn(duration: Double) -> Animation {
        timing(0.42, 0, 1, 1, duration: duration, name: "easeIn(duration: \(duration))")
    }
    public static func easeOut(duration: Double) -> Animation {
        timing(0, 0, 0.58, 1, duration: duration, name: "easeOut(duration: \(duration))")
    }
    public static func easeInOut(duration: Double) -> Animation {
        timing(0.42, 0, 0.58, 1, duration: duration, name: "easeInOut(duration: \(duration))")
    }
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        timing(c0x, c0y, c1x, c1y, duration: duration, name: "timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), duration: \(duration))")
    }

    private static func timing(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double, name: String) -> Animation {
        Animation(curve: .bezier(c0x: c0x, c0y: c0y, c1x: c1x, c1y: c1y, duration: max(0, duration)), name: name)
    }

    // MARK: Springs

    /// A spring with the given response (period of the undamped oscillation, seconds) and
    /// damping fraction (1 = critically damped). `blendDuration` is accepted for source
    /// compatibility; Tactile does not blend springs (see docs/COMPATIBILITY.md).
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        springFrom(response: response, dampingFraction: dampingFraction,
                   name: "spring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    /// A spring of perceptual `duration` and `bounce` (-1…1; 0 = no bounce) (iOS 17).
    /// Disfavoured so that `.spring()`, which matches both forms, is the response spring that
    /// code written before iOS 17 meant (our choice: SwiftUI's resolution is not documented).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        springFrom(response: duration, dampingFraction: dampingFraction(bounce: bounce),
                   name: "spring(duration: \(duration), bounce: \(bounce))")
    }

    /// The default spring: `spring(response: 0.55, dampingFraction: 0.825)`.
    public static let spring = Animation.spring(response: 0.55, dampingFraction: 0.825).named("spring")
    /// A spring with no bounce (iOS 17: duration 0.5, bounce 0).
    public static let smooth = Animation.smooth(duration: 0.5).named("smooth")
    /// A spring with a small bounce (iOS 17: duration 0.5, bounce 0.15).
    public static let snappy = Animation.snappy(duration: 0.5).named("snappy")
    /// A spring with a visible bounce (iOS 17: duration 0.5, bounce 0.3).
    public static let bouncy = Animation.bouncy(duration: 0.5).named("bouncy")

    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0 + extraBounce).named("smooth(duration: \(duration), extraBounce: \(extraBounce))")
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce).named("snappy(duration: \(duration), extraBounce: \(extraBounce))")
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce).named("bouncy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
            .named("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
    }
    public static let interactiveSpring = Animation.interactiveSpring()
    /// The interactive spring by perceptual duration (iOS 17): the response form's bounce, 0.14
    /// (1 − its damping fraction 0.86), plus `extraBounce`. Disfavoured so that
    /// `.interactiveSpring()` stays the response form code written before iOS 17 meant.
    @_disfavoredOverload
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.14 + extraBounce, blendDuration: blendDuration)
            .named("interactiveSpring(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// A spring given by its physical parameters; `initialVelocity` is in units of the change per second.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(curve: .spring(mass: max(mass, .ulpOfOne), stiffness: max(stiffness, .ulpOfOne), damping: max(damping, 0), initialVelocity: initialVelocity),
                  name: "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))")
    }
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        var animation = spring(duration: duration, bounce: bounce)
        if case .spring(let m, let k, let c, _) = animation.curve { animation.curve = .spring(mass: m, stiffness: k, damping: c, initialVelocity: initialVelocity) }
        return animation.named("interpolatingSpring(duration: \(duration), bounce: \(bounce))")
    }
    public static let interpolatingSpring = Animation.interpolatingSpring(duration: 0.5, bounce: 0)

    private static func dampingFraction(bounce: Double) -> Double {
        bounce >= 0 ? 1 - min(bounce, 1) : 1 / (1 + max(bounce, -0.99))
    }

    private static func springFrom(response: Double, dampingFraction: Double, name: String) -> Animation {
        let response = max(response, 0.001)
        let stiffness = pow(2 * .pi / response, 2)
        let damping = 4 * .pi * max(dampingFraction, 0) / response
        return Animation(curve: .spring(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: 0), name: name)
    }

    // MARK: Modifiers

    public func delay(_ delay: Double) -> Animation { var copy = self; copy.delay += delay; return copy }
    public func speed(_ speed: Double) -> Animation { var copy = self; copy.speed *= max(speed, .ulpOfOne); return copy }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self; copy.repeatCount = max(1, repeatCount); copy.autoreverses = autoreverses; return copy
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self; copy.repeatCount = .max; copy.autoreverses = autoreverses; return copy
    }

    package func named(_ name: String) -> Animation { var copy = self; copy.name = name; return copy }

    // MARK: Evaluation

    /// The length of one run of the curve, in seconds, before speed and delay.
    package var baseDuration: Double {
        switch curve {
        case .bezier(_, _, _, _, let duration): duration
        case .spring: SpringSolver(curve: curve).settlingDuration
        }
    }

    /// Total time from the change to rest, including delay, speed and repeats (`.infinity` when forever).
    package var totalDuration: Double {
        let run = baseDuration / speed
        guard let repeatCount else { return delay + run }
        return repeatCount == .max ? .infinity : delay + run * Double(repeatCount)
    }

    /// Progress of the change `elapsed` seconds after it was made: 0 before the start, 1 at rest.
    package func fraction(at elapsed: Double) -> Double {
        let local = (elapsed - delay) * speed
        guard local > 0 else { return 0 }
        let run = baseDuration
        guard run > 0 else { return 1 }
        let runs = Double(repeatCount ?? 1)
        if local >= run * runs { return autoreverses && repeatCount != nil && Int(runs) % 2 == 0 ? 0 : 1 }
        let index = (local / run).rounded(.down)
        var t = local - index * run
        if autoreverses && repeatCount != nil && Int(index) % 2 == 1 { t = run - t }
        return curveFraction(at: t)
    }

    package func isFinished(at elapsed: Double) -> Bool { elapsed >= totalDuration }

    private func curveFraction(at t: Double) -> Double {
        switch curve {
        case .bezier(let c0x, let c0y, let c1x, let c1y, let duration):
            return CubicBezier(c0x: c0x, c0y: c0y, c1x: c1x, c1y: c1y).y(atX: min(1, t / duration))
        case .spring:
            return 1 - SpringSolver(curve: curve).displacement(at: t)
        }
    }
}

/// Where Animation's default numbers come from.
package enum AnimationDefaults {
    /// Apple's documentation: the default duration of `linear`, `easeIn`, `easeOut`, `easeInOut` and `default` is 0.35 s.
    package static let duration = 0.35
    /// A spring has settled when its displacement and velocity are below these (fraction of the change).
    package static let springRestDisplacement = 0.001
    package static let springRestVelocity = 0.01
}

/// A unit cubic Bézier from (0,0) to (1,1): solves x(s) = x for s, returns y(s) (`y(atX:)`) or
/// the slope dy/dx there (`slope(atX:)`). Outside 0…1 the curve continues as its end tangents
/// would not: x is clamped (an animation's progress never leaves 0…1).
package struct CubicBezier: Sendable, Hashable {
    package let c0x: Double, c0y: Double, c1x: Double, c1y: Double

    package init(c0x: Double, c0y: Double, c1x: Double, c1y: Double) {
        (self.c0x, self.c0y, self.c1x, self.c1y) = (c0x, c0y, c1x, c1y)
    }

    private func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    private func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    package func y(atX x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        return coordinate(parameter(atX: x), c0y, c1y)
    }

    /// dy/dx at `x` (clamped to 0…1); where x stands still (dx/ds = 0) the slope of y alone.
    package func slope(atX x: Double) -> Double {
        let s = parameter(atX: min(max(x, 0), 1))
        let dx = slope(s, c0x, c1x), dy = slope(s, c0y, c1y)
        return abs(dx) < 1e-9 ? dy : dy / dx
    }

    /// The curve parameter s in 0…1 where x(s) = x.
    private func parameter(atX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {  // Newton's method, then bisection if the slope vanishes.
            let error = coordinate(s, c0x, c1x) - x
            if abs(error) < 1e-7 { return s }
            let derivative = slope(s, c0x, c1x)
            if abs(derivative) < 1e-6 { break }
            s -= error / derivative
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<50 {
            let value = coordinate(s, c0x, c1x)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}

/// The closed-form solution of a damped spring released from displacement 1 toward 0.
struct SpringSolver {
    let omega0: Double, zeta: Double, velocity: Double

    init(curve: Animation.Curve) {
        guard case .spring(let mass, let stiffness, let damping, let initialVelocity) = curve else {
            omega0 = 1; zeta = 1; velocity = 0; return
        }
        omega0 = (stiffness / mass).squareRoot()
        zeta = damping / (2 * (stiffness * mass).squareRoot())
        velocity = -initialVelocity  // velocity toward the target lowers the displacement
    }

    /// Remaining displacement (1 at t = 0, 0 at rest).
    func displacement(at t: Double) -> Double {
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega0 * t)
            return envelope * (cos(omegaD * t) + (zeta * omega0 + velocity) / omegaD * sin(omegaD * t))
        } else if zeta == 1 {
            return (1 + (velocity + omega0) * t) * exp(-omega0 * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - root), r2 = -omega0 * (zeta + root)
            let a = (velocity - r2) / (r1 - r2)
            return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
        }
    }

    /// The first time after which the spring stays at rest (sampled every millisecond, capped at 10 s).
    var settlingDuration: Double {
        let step = 0.001
        var lastMoving = 0.0
        var t = 0.0
        var previous = displacement(at: 0)
        while t < 10 {
            t += step
            let current = displacement(at: t)
            let speed = abs(current - previous) / step
            if abs(current) > AnimationDefaults.springRestDisplacement || speed > AnimationDefaults.springRestVelocity { lastMoving = t }
            previous = current
            if t - lastMoving > 0.25 { break }
        }
        return lastMoving
    }
}
