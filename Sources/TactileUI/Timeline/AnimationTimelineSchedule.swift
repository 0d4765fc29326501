import Foundation

/// SwiftUI's `AnimationTimelineSchedule` (`.animation`, `.animation(minimumInterval:paused:)`):
/// a timeline that updates at every frame, or at most every `minimumInterval` seconds.
///
/// On the host (docs/COMPATIBILITY.md): without a minimum interval the view updates at every
/// frame the host renders — every update at a new time, and every `TimelineDefaults.animationFrameInterval`
/// in between — so `settle()` never ends while it is on screen; a paused schedule never updates.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The shortest time between two updates; nil for every frame.
    package let minimumInterval: Double?
    /// Whether the timeline stands still.
    package let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The interval between entries: `minimumInterval`, else one frame.
    package var interval: Double {
        guard let minimumInterval, minimumInterval.isFinite, minimumInterval > 0 else { return TimelineDefaults.animationFrameInterval }
        return max(minimumInterval, TimelineDefaults.animationFrameInterval)
    }

    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: start, interval: interval, paused: paused)
    }

    /// `start`, then every interval; only `start` when paused.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: Double
        let paused: Bool

        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = paused ? nil : date.addingTimeInterval(interval)
            return date
        }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule that updates at every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A schedule that updates at every frame, at most every `minimumInterval` seconds, or not
    /// at all while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
