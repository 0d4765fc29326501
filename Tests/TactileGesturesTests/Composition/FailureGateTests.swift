import Testing
import TactileGestures
import TactileTesting

private let here = CGPoint(x: 100, y: 100)

/// The S-68 gate on its own: a gesture wrapped in `FailureGatedGesture` holds its end until every
/// gesture recorded in its `FailureRequirement` has failed, and fails when one of them succeeds.
/// (The host uses it between views; here both sides run simultaneously in one driver.)
@Suite("S-68 failure gate")
struct FailureGateTests {
    /// A double tap recorded in `requirement`, simultaneously with a single tap gated on it.
    private func gatedSingle(_ requirement: FailureRequirement, _ log: @escaping (String) -> Void) -> some Gesture {
        FailureRecordingGesture(TapGesture(count: 2).onEnded { log("double") }, recordingIn: requirement)
            .simultaneously(with: FailureGatedGesture(TapGesture().onEnded { log("single") },
                                                      waitingForFailureOf: [requirement]))
    }

    @Test("S-68: the single tap waits for the double tap to fail, then ends at that moment (0.35 s after the lift)")
    func singleWaitsForDoubleToFail() {
        var log: [String] = []
        let driver = GestureDriver(gatedSingle(FailureRequirement()) { log.append($0) })
        driver.tap(at: here)
        let lift = driver.now
        driver.advance(by: 0.34)
        #expect(log.isEmpty, "held while the double tap may still come")
        driver.advance(by: 0.02)
        #expect(log == ["single"])
        let ended = driver.trace.callbacks.last?.time ?? -1
        #expect(abs(ended - (lift + 0.35)) < 1e-9)
    }

    @Test("S-68: when the double tap succeeds, the gated single tap fails without onEnded")
    func gatedFailsWhenRequirementSucceeds() {
        var log: [String] = []
        let driver = GestureDriver(gatedSingle(FailureRequirement()) { log.append($0) })
        driver.tap(count: 2, at: here)
        driver.advance(by: 2)
        #expect(log == ["double"])
        #expect(driver.phase?.kind == .ended)
    }

    @Test("a gate with nothing recorded is open: the gated tap ends at the lift")
    func emptyRequirementIsOpen() {
        var log: [String] = []
        let requirement = FailureRequirement()
        let driver = GestureDriver(FailureGatedGesture(TapGesture().onEnded { log.append("single") },
                                                       waitingForFailureOf: [requirement]))
        driver.tap(at: here)
        #expect(log == ["single"])
    }

    @Test("S-68: a gate on two requirements opens only when both have failed")
    func waitsForEveryRequirement() {
        var log: [String] = []
        let double = FailureRequirement(), triple = FailureRequirement()
        let gesture = FailureRecordingGesture(TapGesture(count: 2), recordingIn: double)
            .simultaneously(with: FailureRecordingGesture(LongPressGesture(minimumDuration: 1), recordingIn: triple))
            .simultaneously(with: FailureGatedGesture(TapGesture().onEnded { log.append("single") },
                                                      waitingForFailureOf: [double, triple]))
        let driver = GestureDriver(gesture)
        driver.touchDown(at: here)
        driver.advance(by: 0.05)
        driver.touchUp(at: here)
        driver.advance(by: 0.5)
        #expect(log == ["single"], "the double tap failed after 0.35 s; the long press failed at the lift")
    }
}
