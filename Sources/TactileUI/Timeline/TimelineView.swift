import Foundation

/// SwiftUI's `TimelineView`: a view whose content is rebuilt at the dates of a schedule, each
/// time with the date it stands for (`Context.date`).
///
/// On the host, time is the host's virtual clock (docs/ARCHITECTURE-HOST.md, "Timelines"): the
/// content's date is `TimerDefaults.hostTimeOrigin` plus the host time, and the schedule's
/// updates are timers on the host's clock (`HostTimers`), armed while the view is on screen
/// (from its `onAppear` to its `onDisappear`), so a test moves them with `advance(by:)`.
///
/// Invariants: the content is built with the schedule's latest entry at or before the host's
/// current date — the current date itself for `.animation`, and before a schedule's first entry
/// — whenever the view is evaluated; the view is evaluated again at every later entry while it
/// is on screen (every frame the host renders, for `.animation`).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (Context) -> Content

    private init(storing schedule: Schedule, content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// What the content is built with (SwiftUI declares it so: a type that does not depend on
    /// the view's generic parameters, so the content closure's type can be inferred).
    public typealias Context = TimelineViewDefaultContext
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
    /// A view that builds `content` at each entry of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.init(storing: schedule, content: content)
    }

    public var body: some View {
        TimelineBody(schedule: schedule, content: content)
    }
}

/// The timeline's state: the driver that arms its timers and the count of updates it caused
/// (written by each timer, so the body runs again).
struct TimelineBody<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @State private var updates = 0
    @State private var driver = TimelineDriver<Schedule>()

    var body: some View {
        _ = updates
        let driver = driver
        driver.schedule = schedule
        driver.bump = $updates
        let context = TimelineViewDefaultContext(date: driver.currentDate(), cadence: .live,
                                               invalidate: { [weak driver] in driver?.bump?.wrappedValue &+= 1 })
        return content(context)
            .onAppear { driver.start() }
            .onDisappear { driver.stop() }
    }
}

/// What a `TimelineView` builds its content with (SwiftUI's `TimelineViewDefaultContext`,
/// `TimelineView.Context`): the date of the update and how often updates come.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineViewDefaultContext {
    /// How often a timeline view updates (SwiftUI's `TimelineView.Context.Cadence`); the
    /// host always updates at `.live`.
    public enum Cadence: Comparable, Sendable {
        case live
        case seconds
        case minutes
    }

    /// The date of the schedule's entry this update stands for.
    public let date: Date
    /// How often the view updates now: always `.live` on the host (no low-frequency mode).
    public let cadence: Cadence

    /// Asks for the content to be built again at the next update, whatever the schedule
    /// says: the host evaluates the view at its next update.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor public func invalidateTimelineContent() { invalidate() }

    let invalidate: @MainActor () -> Void

    init(date: Date, cadence: Cadence, invalidate: @escaping @MainActor () -> Void) {
        self.date = date
        self.cadence = cadence
        self.invalidate = invalidate
    }
}
