import Foundation
import Synchronization

/// What the device's haptic hardware can do (CoreHaptics' `CHHapticDeviceCapability`).
public protocol CHHapticDeviceCapability {
    /// Whether the device plays haptic patterns.
    var supportsHaptics: Bool { get }
    /// Whether it plays the audio events of a pattern.
    var supportsAudio: Bool { get }
}

/// The engine playing haptic patterns (CoreHaptics' `CHHapticEngine`, iOS 13), on the host's
/// device: what its players start is recorded, not felt (`ViewHost.playedHapticPatterns`).
///
/// Invariants: the hardware supports haptics on an iPhone and not on an iPad, as Apple's devices
/// do (the host's device, as `UIDevice.userInterfaceIdiom` tells them apart); audio events are
/// supported on both.
/// An engine is stopped until `start()`; a player started while its engine is stopped throws
/// `CHHapticError.Code.engineNotRunning`, as CoreHaptics does, and records nothing. The engine
/// never stops or resets by itself, so `stoppedHandler` and `resetHandler` are called only by
/// `stop(completionHandler:)` (the stopped handler is not: CoreHaptics calls it for stops the
/// system makes, not the app's). Made outside any host, it plays for no host and records nothing.
public final class CHHapticEngine: Sendable {
    /// Why the engine stopped (CoreHaptics' `CHHapticEngine.StoppedReason`).
    public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1, applicationSuspended, idleTimeout, notifyWhenFinished, engineDestroyed,
             gameControllerDisconnect
        case systemError = -1
    }

    private struct State {
        var isRunning = false
        var isAutoShutdownEnabled = false
        var playsHapticsOnly = false
        var isMutedForAudio = false
        var isMutedForHaptics = false
        var stoppedHandler: @Sendable (StoppedReason) -> Void = { _ in }
        var resetHandler: @Sendable () -> Void = {}
    }

    private let state = Mutex(State())
    /// The host the engine plays for: the one running code when it was made.
    let system: HostSystem?

    /// The capabilities of the host's device (see the type's invariants).
    public static func capabilitiesForHardware() -> any CHHapticDeviceCapability {
        // An iPad is a device whose model is "iPad", as `UIDevice.userInterfaceIdiom` reads it.
        HardwareCapability(supportsHaptics: HostSystem.currentDevice.model != "iPad", supportsAudio: true)
    }

    /// An engine for the host's device. It throws `.notSupported` where the hardware has no
    /// haptics: Tactile's choice, as what CoreHaptics does there is not documented (apps check
    /// `supportsHaptics` first).
    public init() throws {
        guard Self.capabilitiesForHardware().supportsHaptics else { throw CHHapticError(.notSupported) }
        system = HostSystem.current
    }

    /// Whether the engine is running (between `start()` and `stop(completionHandler:)`).
    public var isRunning: Bool { state.withLock { $0.isRunning } }

    /// Starts the engine (synchronously here: nothing needs to spin up).
    public func start() throws { state.withLock { $0.isRunning = true } }

    /// Starts the engine and calls `completionHandler` with no error.
    public func start(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        state.withLock { $0.isRunning = true }
        completionHandler?(nil)
    }

    /// Stops the engine and calls `completionHandler` with no error.
    public func stop(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        state.withLock { $0.isRunning = false }
        completionHandler?(nil)
    }

    /// Whether the engine stops itself when idle. Accepted; the engine here never stops by itself.
    public var isAutoShutdownEnabled: Bool {
        get { state.withLock { $0.isAutoShutdownEnabled } }
        set { state.withLock { $0.isAutoShutdownEnabled = newValue } }
    }

    /// Whether the engine ignores audio events. Kept; played patterns are recorded whole.
    public var playsHapticsOnly: Bool {
        get { state.withLock { $0.playsHapticsOnly } }
        set { state.withLock { $0.playsHapticsOnly = newValue } }
    }

    /// Whether audio events are muted. Kept.
    public var isMutedForAudio: Bool {
        get { state.withLock { $0.isMutedForAudio } }
        set { state.withLock { $0.isMutedForAudio = newValue } }
    }

    /// Whether haptic events are muted. Kept.
    public var isMutedForHaptics: Bool {
        get { state.withLock { $0.isMutedForHaptics } }
        set { state.withLock { $0.isMutedForHaptics = newValue } }
    }

    /// Called when the system stops the engine — never here (see the type's invariants).
    public var stoppedHandler: @Sendable (StoppedReason) -> Void {
        get { state.withLock { $0.stoppedHandler } }
        set { state.withLock { $0.stoppedHandler = newValue } }
    }

    /// Called after the system resets the engine — never here.
    public var resetHandler: @Sendable () -> Void {
        get { state.withLock { $0.resetHandler } }
        set { state.withLock { $0.resetHandler = newValue } }
    }

    /// A player of `pattern`.
    public func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer {
        HapticPatternPlayer(engine: self, pattern: pattern)
    }

    /// A player of `pattern` that can also pause, loop and seek.
    public func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer {
        HapticPatternPlayer(engine: self, pattern: pattern)
    }

    /// Records `pattern` as played at `time` (the player's start time), or throws when stopped.
    func play(_ pattern: CHHapticPattern, at time: TimeInterval) throws {
        guard isRunning else { throw CHHapticError(.engineNotRunning) }
        system?.recordHapticPattern(PlayedHapticPattern(pattern: pattern, startTime: time))
    }
}

private struct HardwareCapability: CHHapticDeviceCapability {
    let supportsHaptics: Bool
    let supportsAudio: Bool
}
