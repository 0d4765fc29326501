import Testing
import TactileFuzzing
import TactileTesting

/// The model is the fuzzer's oracle; it must itself be right about the input contract.
@Suite("Touch stream model")
struct TouchStreamModelTests {
    @Test("S-01 the model refuses what the contract refuses, in batch order")
    func contract() {
        var model = TouchStreamModel(touchLimit: 2)
        let down = Touch(id: 1, phase: .began, location: .zero, timestamp: 0)
        #expect(model.expectedError(for: [down]) == nil)
        model.commit([down])
        #expect(model.expectedError(for: [down]) == .duplicateTouchDown(1))
        #expect(model.expectedError(for: [Touch(id: 2, phase: .moved, location: .zero, timestamp: 0)]) == .unknownTouch(2, .moved))
        #expect(model.expectedError(for: [Touch(id: 1, phase: .moved, location: .zero, timestamp: .infinity)]) == .nonFiniteTimestamp(1))
        let two = Touch(id: 2, phase: .began, location: .zero, timestamp: 0), three = Touch(id: 3, phase: .began, location: .zero, timestamp: 0)
        #expect(model.expectedError(for: [two, three]) == .tooManyTouches(3, limit: 2))
        #expect(model.expectedError(for: [two, Touch(id: 2, phase: .moved, location: .zero, timestamp: 0)]) == .unknownTouch(2, .moved))
        model.commit([Touch(id: 1, phase: .ended, location: .zero, timestamp: 0)])
        #expect(model.down.isEmpty)
    }

    @Test("The same seed gives the same steps; another seed, others")
    func seededStream() {
        let a = TouchStepStream(seed: 3, count: 50).map(\.description)
        #expect(a == TouchStepStream(seed: 3, count: 50).map(\.description))
        #expect(a != TouchStepStream(seed: 4, count: 50).map(\.description))
    }
}
