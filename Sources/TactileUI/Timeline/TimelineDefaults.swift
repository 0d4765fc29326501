import Foundation
import TactileGestures

/// Every number a `TimelineView` on the host's clock uses, with where it comes from. Tags as in
/// `GestureConfiguration`: [doc] Apple documentation, [ours] Tactile's choice where Apple gives none.
public enum TimelineDefaults {
    /// [doc] `.animation` without a minimum interval updates "as often as the display refreshes":
    /// on the host a frame is one refresh of a 60 Hz iPhone display, the frame `settle()` and
    /// `advance(until:)` step by (`TouchScriptConfiguration.frameRate`). The host also renders a
    /// frame at every update at a new time, and the timeline updates at each of those too.
    public static let animationFrameInterval: Double = 1 / TouchScriptConfiguration.standard.frameRate
    /// [ours] How many entries of a schedule a timeline view reads past to find the current and
    /// the next one before it gives up (a schedule of dates far in the past at a tiny interval):
    /// far more than any real schedule crosses between two updates, few enough to stay instant.
    public static let maximumEntriesRead = 100_000
}
