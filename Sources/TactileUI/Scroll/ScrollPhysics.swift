import Foundation
import TactileGestures

/// Scroll physics as pure functions of time (docs/ARCHITECTURE-HOST.md, "Scrolling"), after
/// UIScrollView, with Flutter's scroll simulations as the model for a virtual clock: a motion is
/// computed once, at release, and sampled at any time — the same inputs give the same offsets.
///
/// Offsets are in points along one axis; `0…maximum` are the resting bounds.
package enum ScrollPhysics {
    /// UIScrollView's rubber band: how far the content shows past an edge for a finger
    /// `overscroll` points past it, in a viewport `dimension` long:
    /// `(1 − 1 / (x·c / d + 1))·d`. Invariant: 0 for 0, increasing, always below `d`.
    package static func rubberBand(_ overscroll: Double, dimension: Double, coefficient: Double) -> Double {
        guard overscroll > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (overscroll * coefficient / dimension + 1)) * dimension
    }

    /// The finger overscroll that `rubberBand` shows as `shown` (its inverse, for a pan that
    /// catches a bouncing view).
    package static func overscroll(showing shown: Double, dimension: Double, coefficient: Double) -> Double {
        guard shown > 0, dimension > 0, coefficient > 0 else { return 0 }
        let fraction = min(shown / dimension, 0.999_999)
        return dimension / coefficient * (1 / (1 - fraction) - 1)
    }

    /// `offset` as shown while a finger holds it: itself inside the bounds, rubber-banded beyond.
    package static func shown(_ offset: Double, maximum: Double, dimension: Double, coefficient: Double) -> Double {
        if offset < 0 { return -rubberBand(-offset, dimension: dimension, coefficient: coefficient) }
        if offset > maximum { return maximum + rubberBand(offset - maximum, dimension: dimension, coefficient: coefficient) }
        return offset
    }

    /// The finger offset that `shown` displays as `displayed`.
    package static func unshown(_ displayed: Double, maximum: Double, dimension: Double, coefficient: Double) -> Double {
        if displayed < 0 { return -overscroll(showing: -displayed, dimension: dimension, coefficient: coefficient) }
        if displayed > maximum { return maximum + overscroll(showing: displayed - maximum, dimension: dimension, coefficient: coefficient) }
        return displayed
    }
}

/// One axis's motion after a release: a deceleration (`v(t) = v₀·r^(1000 t)`), then — if it
/// reaches an edge, or starts beyond one — a critically damped spring back to the edge.
///
/// Invariants: `position(at: 0)` is the release offset; the motion is continuous; after
/// `duration` the position no longer changes and lies within the bounds (or at the resting
/// point of the deceleration, which is within them).
package struct ScrollAxisMotion: Equatable, Sendable {
    private let start: Double
    private let velocity: Double
    /// 1000·ln(rate): the exponent of the deceleration, per second (negative).
    private let decay: Double
    private let decelerationDuration: Double
    private let spring: Spring?
    /// When the axis is at rest.
    package let duration: Double

    /// The critically damped return to `edge`, starting `displacement` past it at `velocity`.
    struct Spring: Equatable, Sendable {
        let edge: Double
        let displacement: Double
        let velocity: Double
        let omega: Double
        let duration: Double

        func position(at s: Double) -> Double {
            guard s < duration else { return edge }
            return edge + (displacement + (velocity + omega * displacement) * s) * exp(-omega * s)
        }

        func speed(at s: Double) -> Double {
            exp(-omega * s) * (velocity - omega * (velocity + omega * displacement) * s)
        }
    }

    /// The motion of an axis released at `offset` with `velocity` (points per second, in offset
    /// space), within `0…maximum`; nil when it is already at rest.
    package init?(releasedAt offset: Double, velocity: Double, maximum: Double, configuration: ScrollConfiguration) {
        let decay = 1000 * log(configuration.decelerationRate)
        let resting = configuration.restingSpeed
        self.start = offset
        self.decay = decay
        let omega = configuration.bounceStiffness.squareRoot()
        if offset < 0 || offset > maximum {
            let edge = offset < 0 ? 0.0 : maximum
            let spring = Self.spring(edge: edge, displacement: offset - edge, velocity: velocity, omega: omega, configuration: configuration)
            self.velocity = 0
            decelerationDuration = 0
            self.spring = spring
            duration = spring.duration
            return
        }
        guard abs(velocity) > resting, decay < 0 else { return nil }
        self.velocity = velocity
        let restTime = log(resting / abs(velocity)) / decay
        let travel = velocity / decay * (exp(decay * restTime) - 1)
        let end = offset + travel
        if end >= 0 && end <= maximum {
            decelerationDuration = restTime
            spring = nil
            duration = restTime
            return
        }
        // It reaches the edge first: from there it bounces (UIScrollView runs past the edge and back).
        let edge = end < 0 ? 0.0 : maximum
        let argument = 1 + (edge - offset) * decay / velocity
        let reach = argument > 0 ? log(argument) / decay : restTime
        decelerationDuration = max(0, reach)
        let spring = Self.spring(edge: edge, displacement: 0, velocity: velocity * exp(decay * decelerationDuration),
                                 omega: omega, configuration: configuration)
        self.spring = spring
        duration = decelerationDuration + spring.duration
    }

    private static func spring(edge: Double, displacement: Double, velocity: Double, omega: Double,
                               configuration: ScrollConfiguration) -> Spring {
        var spring = Spring(edge: edge, displacement: displacement, velocity: velocity, omega: omega, duration: .infinity)
        // Settling time: the first sample (at 240 Hz, at most 10 s) where the spring is close
        // to its edge and slow; found by stepping, so it is the same on every machine.
        var s = 0.0
        let step = 1.0 / 240
        while s < 10 {
            s += step
            if abs(spring.position(at: s) - edge) < configuration.restingDistance && abs(spring.speed(at: s)) < configuration.restingSpeed { break }
        }
        spring = Spring(edge: edge, displacement: displacement, velocity: velocity, omega: omega, duration: s)
        return spring
    }

    /// The offset `elapsed` seconds after the release.
    package func position(at elapsed: Double) -> Double {
        let t = max(0, elapsed)
        if t < decelerationDuration || spring == nil {
            let d = min(t, decelerationDuration)
            return start + velocity / decay * (exp(decay * d) - 1)
        }
        return spring!.position(at: t - decelerationDuration)
    }
}
