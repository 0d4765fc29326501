/// What a fuzz run did and found.
public struct FuzzReport: Sendable, CustomStringConvertible {
    /// Script steps played.
    public var steps = 0
    /// Touch changes sent (accepted or refused).
    public var events = 0
    /// Batches the engine refused, every one with the error the input contract requires.
    public var refusedBatches = 0
    /// Invariant checks made.
    public var checks = 0
    /// Every failed check, with the step it failed at (capped at `violationLimit`).
    public var violations: [String] = []
    /// A digest of the trace (FNV-1a over every entry's description): equal streams, equal digests.
    public var traceDigest: UInt64 = 0xcbf2_9ce4_8422_2325

    public static let violationLimit = 50

    public init() {}

    /// Counts a check; records a violation when `holds` is false.
    public mutating func check(_ holds: Bool, _ message: @autoclosure () -> String) {
        checks += 1
        if !holds, violations.count < Self.violationLimit { violations.append(message()) }
    }

    /// Folds `text` into the trace digest.
    public mutating func digest(_ text: String) {
        for byte in text.utf8 {
            traceDigest ^= UInt64(byte)
            traceDigest &*= 0x0000_0100_0000_01b3
        }
    }

    /// Adds another run's counts (digests are combined in order).
    public mutating func merge(_ other: FuzzReport) {
        steps += other.steps
        events += other.events
        refusedBatches += other.refusedBatches
        checks += other.checks
        violations += other.violations.prefix(Self.violationLimit - min(violations.count, Self.violationLimit))
        digest(String(other.traceDigest, radix: 16))
    }

    public var description: String {
        "\(steps) steps, \(events) events, \(refusedBatches) refused batches, \(checks) checks, \(violations.count) violations"
    }
}
