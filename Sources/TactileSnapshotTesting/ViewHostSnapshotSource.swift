import Foundation
import TactileTesting

/// What the snapshot strategies read from a hosted view: its current frame as SVG and as PNG,
/// its accessibility elements in VoiceOver's reading order, and its frames over virtual time. `ViewHost` is the one conformer; the
/// protocol exists because `Snapshotting<ViewHost<Content>, String>` cannot carry a static member
/// generic over `Content`, while `Snapshotting where Value: ViewHostSnapshotSource` can.
/// `Sendable` (as every main-actor class is) so that a strategy's nonisolated closure may hand the
/// host to `MainActor.assumeIsolated`.
@MainActor
public protocol ViewHostSnapshotSource: AnyObject, Sendable {
    /// The current frame as SVG (`ViewHost.svg()`): the same bytes for the same frame, every run.
    func svg() -> String
    /// The current frame as PNG (`ViewHost.png(scale:)`): the same bytes for the same frame, every run.
    func png(scale: CGFloat) throws -> Data
    /// The accessibility elements, in reading order (`ViewHost.accessibilityElements`).
    var accessibilityElements: [AccessibilityElementSnapshot] { get }
    /// The frames from now over `duration` seconds, every `interval`, in one picture
    /// (`ViewHost.animationStrip(every:for:configuration:)`): advances the clock.
    func animationStrip(every interval: Double, for duration: Double, configuration: AnimationStripConfiguration) -> AnimationStrip
}

extension ViewHost: ViewHostSnapshotSource {}
