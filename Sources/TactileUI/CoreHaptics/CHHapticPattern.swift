import Foundation

/// Haptic and audio events arranged in time (CoreHaptics' `CHHapticPattern`, iOS 13), which an
/// engine's players play.
///
/// Invariant: `duration` is when its last event ends — the largest `relativeTime + duration` of
/// its events, 0 with none — as CoreHaptics computes it.
public final class CHHapticPattern: Sendable {
    /// The events, as given.
    public let events: [CHHapticEvent]
    /// The dynamic parameters, as given.
    public let parameters: [CHHapticDynamicParameter]

    /// A pattern of `events` with `parameters` changing them as it plays. It throws for an event
    /// starting before the pattern (a negative `relativeTime`), as CoreHaptics refuses one.
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        guard events.allSatisfy({ $0.relativeTime >= 0 && $0.relativeTime.isFinite }) else {
            throw CHHapticError(.invalidEventTime)
        }
        self.events = events
        self.parameters = parameters
    }

    /// When the last event ends, in seconds.
    public var duration: TimeInterval { events.map { $0.relativeTime + $0.duration }.max() ?? 0 }
}

/// An error of the haptic engine (CoreHaptics' `CHHapticError`), with its code.
public struct CHHapticError: Error, Hashable, Sendable {
    /// The codes Tactile's engine gives, with the values of CoreHaptics' `CHHapticErrorCode` (its header).
    public enum Code: Int, Sendable {
        case engineNotRunning = -4805
        case invalidEventTime = -4822
        case notSupported = -4809
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// "As soon as possible", as a time to start or stop a player (CoreHaptics' `CHHapticTimeImmediate`).
public let CHHapticTimeImmediate: TimeInterval = 0
