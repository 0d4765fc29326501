import Foundation

/// Why the engine refused a touch change. Bad input is reported as a value and dropped; the
/// engine's state is unchanged by a refused change and it goes on with the next one.
public enum TouchEventError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The location has a NaN or infinite coordinate.
    case nonFiniteLocation(TouchID, x: Double, y: Double)
    /// The timestamp is NaN or infinite.
    case nonFiniteTimestamp(TouchID)
    /// A move, lift or cancel for a touch that is not down.
    case unknownTouch(TouchID, TouchPhase)
    /// A touch-down for an id that is already down.
    case duplicateTouchDown(TouchID)
    /// A touch-down beyond the configured number of simultaneous touches.
    case tooManyTouches(TouchID, limit: Int)

    public var description: String {
        switch self {
        case .nonFiniteLocation(let id, let x, let y):
            "\(id): location (\(x), \(y)) is not finite; the change was ignored"
        case .nonFiniteTimestamp(let id):
            "\(id): the timestamp is not finite; the change was ignored"
        case .unknownTouch(let id, let phase):
            "\(id) \(phase), but that touch is not down; the change was ignored"
        case .duplicateTouchDown(let id):
            "\(id) began again while already down; the change was ignored"
        case .tooManyTouches(let id, let limit):
            "\(id) began while \(limit) touches are already down; the change was ignored"
        }
    }
}
