import Foundation

/// SwiftUI's `PeriodicTimelineSchedule` (`.periodic(from:by:)`): entries at `startDate` and
/// every `interval` seconds after it.
///
/// Invariant: the first entry of `entries(from:mode:)` is the latest `startDate + k·interval`
/// at or before the date asked from (or `startDate`, when that is later), so the view shows the
/// period it is in.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval.isFinite, interval > 0 else { return Entries(upcoming: self.startDate, interval: 0) }
        let periods = (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down)
        let first = periods > 0 ? self.startDate.addingTimeInterval(periods * interval) : self.startDate
        return Entries(upcoming: first, interval: interval)
    }

    /// Every `interval` seconds from the first entry; just the first when `interval` is not positive.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval

        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = interval > 0 ? date.addingTimeInterval(interval) : nil
            return date
        }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule that updates at `startDate` and every `interval` seconds after it.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
