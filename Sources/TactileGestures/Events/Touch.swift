import Foundation

/// Identifies one finger (or pointer) for as long as it is down. S-01.
public struct TouchID: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public init(integerLiteral value: Int) { rawValue = value }
    public static func < (lhs: TouchID, rhs: TouchID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "touch \(rawValue)" }
}

/// Where a touch is in its life. S-01.
public enum TouchPhase: String, Sendable, Hashable, Codable, CustomStringConvertible {
    case began, moved, ended, cancelled
    public var description: String { rawValue }
    /// Ended or cancelled: the finger is gone.
    public var isFinal: Bool { self == .ended || self == .cancelled }
}

/// One change of one touch: its id, phase, location in global (root canvas) coordinates and the
/// time of the change in seconds on the host clock. S-01.
public struct Touch: Sendable, Equatable, CustomStringConvertible {
    public var id: TouchID
    public var phase: TouchPhase
    public var location: CGPoint
    public var timestamp: Double

    public init(id: TouchID, phase: TouchPhase, location: CGPoint, timestamp: Double) {
        self.id = id
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }

    public var description: String {
        "\(id) \(phase) at (\(location.x), \(location.y)) t=\(timestamp)"
    }
}
