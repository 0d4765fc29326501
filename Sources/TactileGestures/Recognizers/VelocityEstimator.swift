/// SwiftUI's 3-sample velocity estimator (S-33), as a fixed-size value: no allocation per sample,
/// with UIKit's stillness: a finger that rested where it was has no velocity from before the rest.
///
/// Keeps the last three samples (value, time). With two samples the velocity is their slope; with
/// three it is `w × v(s2→s3) + (1 − w) × v(s1→s2)` with `w = 0.25` by default
/// (1@1 s, 2@2 s, 4@3 s → 1.25/s). A sample older than the newest is dropped; one less than an
/// epsilon after the newest replaces it.
///
/// Stillness: a sample at the same place as the newest one and at least `stillness` seconds after
/// it (no movement in between: the finger rested) starts the history again, so the velocity is
/// zero until the next sample — a drag held still and then lifted reports zero velocity and does
/// not fling, as a UIKit pan's does (`GestureConfiguration.velocityStillnessInterval`). A sample
/// that moved keeps S-33's rule however late it comes. `.infinity` turns stillness off.
package struct VelocityEstimator: Sendable {
    private var values: (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>) = (.zero, .zero, .zero)
    private var times: (Double, Double, Double) = (0, 0, 0)
    package private(set) var count = 0

    package init() {}

    /// Adds a sample; see the type's rules for `epsilon` (a replacement) and `stillness` (a restart).
    package mutating func add(_ value: SIMD2<Double>, at time: Double, epsilon: Double, stillness: Double) {
        if count > 0 {
            let newestTime = newest.time
            if time < newestTime { return }
            if time - newestTime < epsilon {
                setNewest(value, time)
                return
            }
            if time - newestTime >= stillness, value == newest.value { count = 0 }
        }
        values = (values.1, values.2, value)
        times = (times.1, times.2, time)
        count = min(count + 1, 3)
    }

    private var newest: (value: SIMD2<Double>, time: Double) { (values.2, times.2) }

    private mutating func setNewest(_ value: SIMD2<Double>, _ time: Double) {
        values.2 = value
        times.2 = time
    }

    /// Units per second; zero with fewer than two samples.
    package func velocity(newestSegmentWeight weight: Double) -> SIMD2<Double> {
        switch count {
        case 0, 1: return .zero
        case 2: return slope(values.1, times.1, values.2, times.2)
        default:
            let older = slope(values.0, times.0, values.1, times.1)
            let newer = slope(values.1, times.1, values.2, times.2)
            return newer * weight + older * (1 - weight)
        }
    }

    private func slope(_ a: SIMD2<Double>, _ ta: Double, _ b: SIMD2<Double>, _ tb: Double) -> SIMD2<Double> {
        let dt = tb - ta
        return dt > 0 ? (b - a) / dt : .zero
    }
}
