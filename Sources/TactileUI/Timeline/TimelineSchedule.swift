import Foundation

/// SwiftUI's `TimelineSchedule`: the dates at which a `TimelineView` updates its content.
///
/// Invariant (as SwiftUI requires of a schedule): `entries(from:mode:)` is ordered, earliest
/// first; its first date may be before `startDate` (the entry already in effect then).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {
    /// The mode a timeline view asks for its entries in.
    typealias Mode = TimelineScheduleMode
    /// The sequence of dates the schedule gives.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates at which the view updates, from `startDate` on.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// SwiftUI's `TimelineScheduleMode`: whether the device updates at its normal rate or in a
/// low-frequency mode (an Always-On display). Tactile's host always asks for `.normal`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum TimelineScheduleMode: Sendable, Hashable {
    case normal
    case lowFrequency
}
