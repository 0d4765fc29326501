import Foundation

/// SwiftUI's `EveryMinuteTimelineSchedule` (`.everyMinute`): an entry at the start of every
/// minute, the first being the start of the minute the date asked from is in.
///
/// Minutes are counted from Foundation's reference date (a whole minute, UTC), so they start at
/// the same instants as the minutes of every clock whose time zone is a whole number of minutes off UTC.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute))
    }

    /// The start of every minute from the first.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(60) }
            return upcoming
        }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule that updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
