import Testing
import TactileGestures

private let epsilon = GestureConfiguration.standard.velocitySampleEpsilon
private let weight = GestureConfiguration.standard.newestVelocitySegmentWeight

private func estimator(_ samples: [(Double, Double)]) -> VelocityEstimator {
    var estimator = VelocityEstimator()
    for (value, time) in samples { estimator.add(SIMD2(value, -2 * value), at: time, epsilon: epsilon, stillness: .infinity) }
    return estimator
}

@Suite("VelocityEstimator (S-33)")
struct VelocityEstimatorTests {
    @Test("S-33 1@1 s, 2@2 s, 4@3 s give 0.25 × 2 + 0.75 × 1 = 1.25 /s, on each axis")
    func threeSamples() {
        let velocity = estimator([(1, 1), (2, 2), (4, 3)]).velocity(newestSegmentWeight: weight)
        #expect(velocity == SIMD2(1.25, -2.5))
    }

    @Test("S-33 the weight of the newest segment is a parameter (0.5 averages the two slopes)")
    func weightIsAParameter() {
        let velocity = estimator([(1, 1), (2, 2), (4, 3)]).velocity(newestSegmentWeight: 0.5)
        #expect(velocity.x == 1.5)
    }

    @Test("S-33 with no sample or one sample the velocity is zero")
    func fewerThanTwoSamples() {
        #expect(VelocityEstimator().velocity(newestSegmentWeight: weight) == .zero)
        #expect(estimator([(5, 1)]).velocity(newestSegmentWeight: weight) == .zero)
        #expect(estimator([(5, 1)]).count == 1)
    }

    @Test("S-33 with two samples the velocity is their slope")
    func twoSamples() {
        let velocity = estimator([(10, 0.5), (40, 0.75)]).velocity(newestSegmentWeight: weight)
        #expect(velocity == SIMD2(120, -240))
    }

    @Test("S-33 only the last three samples are kept")
    func keepsLastThree() {
        let estimator = estimator([(1000, 0), (1, 1), (2, 2), (4, 3)])
        #expect(estimator.count == 3)
        #expect(estimator.velocity(newestSegmentWeight: weight).x == 1.25)
    }

    @Test("S-33 a sample less than the epsilon after the newest replaces it")
    func closeSampleReplacesNewest() {
        let estimator = estimator([(0, 0), (10, 1), (12, 1 + epsilon / 2)])
        #expect(estimator.count == 2)
        let velocity = estimator.velocity(newestSegmentWeight: weight)
        #expect(abs(velocity.x - 12 / (1 + epsilon / 2)) < 1e-9)
    }

    @Test("S-33 a sample at least the epsilon after the newest is a new sample")
    func sampleAtEpsilonIsNew() {
        let estimator = estimator([(0, 0), (10, 1), (12, 1 + 2 * epsilon)])
        #expect(estimator.count == 3)
    }

    @Test("S-33 a sample older than the newest is dropped")
    func olderSampleDropped() {
        let estimator = estimator([(0, 0), (10, 1), (500, 0.5)])
        #expect(estimator.count == 2)
        #expect(estimator.velocity(newestSegmentWeight: weight).x == 10)
    }
}

@Suite("VelocityEstimator stillness (UIKit's pan: a rested finger has no velocity)")
struct VelocityEstimatorStillnessTests {
    private let stillness = GestureConfiguration.standard.velocityStillnessInterval

    private func estimator(_ samples: [(Double, Double)]) -> VelocityEstimator {
        var estimator = VelocityEstimator()
        for (value, time) in samples { estimator.add(SIMD2(value, 0), at: time, epsilon: epsilon, stillness: stillness) }
        return estimator
    }

    @Test("a sample at the newest's place the stillness interval after it restarts the estimate: zero velocity")
    func restRestarts() {
        let rested = estimator([(0, 0), (10, 0.016), (20, 0.032), (20, 0.032 + stillness)])
        #expect(rested.count == 1)
        #expect(rested.velocity(newestSegmentWeight: weight) == .zero)
    }

    @Test("a sample just inside the stillness interval keeps the history")
    func shortPauseKeeps() {
        let paused = estimator([(0, 0), (10, 0.016), (20, 0.032), (20, 0.032 + stillness * 0.9)])
        #expect(paused.count == 3)
        #expect(paused.velocity(newestSegmentWeight: weight).x > 0)
    }

    @Test("after a rest, the next moves estimate from the rest on")
    func movesAfterRest() {
        let resumed = estimator([(0, 0), (100, 0.016), (100, 0.2), (101, 0.216)])
        #expect(abs(resumed.velocity(newestSegmentWeight: weight).x - 1 / 0.016) < 1e-6)
    }

    @Test("a late sample that moved is no rest: S-33's rule holds (1@1 s, 2@2 s, 4@3 s → 1.25 /s)")
    func lateMovingSampleKeepsHistory() {
        let late = estimator([(1, 1), (2, 2), (4, 3)])
        #expect(late.count == 3)
        #expect(late.velocity(newestSegmentWeight: weight).x == 1.25)
    }
}
