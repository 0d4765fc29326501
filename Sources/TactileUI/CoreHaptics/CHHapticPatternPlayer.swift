import Foundation
import Synchronization

/// Plays one pattern on its engine (CoreHaptics' `CHHapticPatternPlayer`).
public protocol CHHapticPatternPlayer: AnyObject {
    /// Starts the pattern at `time` (`CHHapticTimeImmediate`: now).
    func start(atTime time: TimeInterval) throws
    /// Stops it at `time`.
    func stop(atTime time: TimeInterval) throws
    /// Changes the playing pattern's parameters from `time` on.
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    /// Stops it at once, dropping what was scheduled.
    func cancel() throws
    /// Whether its events are muted.
    var isMuted: Bool { get set }
}

/// A player that can also pause, resume, seek and loop (CoreHaptics' `CHHapticAdvancedPatternPlayer`).
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    func pause(atTime time: TimeInterval) throws
    func resume(atTime time: TimeInterval) throws
    func seek(toOffset offsetTime: TimeInterval) throws
    var loopEnabled: Bool { get set }
    var loopEnd: TimeInterval { get set }
    var playbackRate: Float { get set }
    /// Called when the pattern finishes playing; here, when it is stopped or cancelled.
    var completionHandler: (@Sendable ((any Error)?) -> Void)? { get set }
}

/// Tactile's player: starting records its pattern on the engine's host (`CHHapticEngine`);
/// stopping, pausing, seeking and dynamic parameters are accepted and change nothing recorded —
/// a played pattern is recorded whole, at its start.
final class HapticPatternPlayer: CHHapticAdvancedPatternPlayer, Sendable {
    private struct State {
        var isMuted = false
        var loopEnabled = false
        var loopEnd: TimeInterval = 0
        var playbackRate: Float = 1
        var completionHandler: (@Sendable ((any Error)?) -> Void)?
    }

    private let engine: CHHapticEngine
    private let pattern: CHHapticPattern
    private let state = Mutex(State())

    init(engine: CHHapticEngine, pattern: CHHapticPattern) {
        self.engine = engine
        self.pattern = pattern
    }

    func start(atTime time: TimeInterval) throws { try engine.play(pattern, at: time) }
    func stop(atTime time: TimeInterval) throws { finish() }
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {}
    func cancel() throws { finish() }
    func pause(atTime time: TimeInterval) throws {}
    func resume(atTime time: TimeInterval) throws {}
    func seek(toOffset offsetTime: TimeInterval) throws {}

    private func finish() { state.withLock { $0.completionHandler }?(nil) }

    var isMuted: Bool {
        get { state.withLock { $0.isMuted } }
        set { state.withLock { $0.isMuted = newValue } }
    }
    var loopEnabled: Bool {
        get { state.withLock { $0.loopEnabled } }
        set { state.withLock { $0.loopEnabled = newValue } }
    }
    var loopEnd: TimeInterval {
        get { state.withLock { $0.loopEnd } }
        set { state.withLock { $0.loopEnd = newValue } }
    }
    var playbackRate: Float {
        get { state.withLock { $0.playbackRate } }
        set { state.withLock { $0.playbackRate = newValue } }
    }
    var completionHandler: (@Sendable ((any Error)?) -> Void)? {
        get { state.withLock { $0.completionHandler } }
        set { state.withLock { $0.completionHandler = newValue } }
    }
}

/// A pattern the hosted code played with CoreHaptics, recorded by the host rather than felt
/// (`ViewHost.playedHapticPatterns`): the pattern and the time its player was started at.
public struct PlayedHapticPattern: Sendable {
    public let pattern: CHHapticPattern
    /// The time given to `start(atTime:)` (`CHHapticTimeImmediate`, 0, for now).
    public let startTime: TimeInterval
}
