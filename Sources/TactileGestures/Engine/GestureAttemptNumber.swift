/// The number of an attempt: the first attempt a session starts is #1, the next #2, and so on.
///
/// Several attempts run at once when touches land on views that share no gesture
/// (docs/ARCHITECTURE.md, "Attempts"); the trace, the lab's timeline and touch recordings name the
/// attempt of every entry with it. Numbers follow the order attempts start in, so the same touch
/// stream numbers its attempts the same way every time.
public struct GestureAttemptNumber: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#1`, `#2`…
    public var description: String { "#\(rawValue)" }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
