import PropertyBased
import Testing
import TactileFuzzing
import TactileTesting

/// Bounded fuzzing of the engine: adversarial streams on every composite gesture of the zoo.
/// The long run is `tactile-fuzz` (docs/RELIABILITY.md).
@Suite("Engine under adversarial touch streams")
@MainActor
struct EngineFuzzTests {
    @Test("S-01 S-50 S-71 hostile streams: bad input refused as a value, invariants hold", arguments: GestureZoo.names)
    func invariantsHold(_ name: String) async {
        await propertyCheck(count: 40, input: TouchStep.adversarialScript) { script in
            let report = EngineFuzzing.run(gestureNamed: name, steps: script)
            #expect(report.violations.isEmpty, "\(report.violations.joined(separator: "\n"))")
            #expect(report.checks > 0)
        }
    }

    @Test("A long seeded stream keeps every invariant across history clearing", arguments: GestureZoo.names)
    func longSeededStream(_ name: String) {
        let report = EngineFuzzing.run(gestureNamed: name, steps: TouchStepStream(seed: 6, count: 3_000), historyWindow: 250)
        #expect(report.violations.isEmpty, "\(report.violations.joined(separator: "\n"))")
        #expect(report.refusedBatches > 0, "the stream must contain bad input")
        #expect(report.events > 3_000)
    }

    @Test("Lesson 1: identical hostile streams give identical traces", arguments: GestureZoo.names)
    func deterministic(_ name: String) {
        let first = EngineFuzzing.run(gestureNamed: name, steps: TouchStepStream(seed: 11, count: 1_000))
        let second = EngineFuzzing.run(gestureNamed: name, steps: TouchStepStream(seed: 11, count: 1_000))
        let other = EngineFuzzing.run(gestureNamed: name, steps: TouchStepStream(seed: 12, count: 1_000))
        #expect(first.traceDigest == second.traceDigest)
        #expect(first.traceDigest != other.traceDigest, "the digest must depend on the stream")
    }

    @Test("Twenty simultaneous touches are taken, the twenty-first is refused")
    func twentyTouches() {
        let crowd = TouchStep(kind: .crowd, finger: 19, x: 10, y: 10, delay: 0)
        let beyond = TouchStep(kind: .raw, finger: 20, x: 10, y: 10, delay: 0.01, phase: .began)
        let report = EngineFuzzing.run(gestureNamed: "magnify with rotate", steps: [crowd, beyond])
        #expect(report.violations.isEmpty, "\(report.violations)")
        #expect(report.refusedBatches == 1)
        #expect(report.events == 20 + 1 + 20)  // the crowd, the refused 21st, the final lift
    }
}
