import Foundation
import SnapshotTesting
import TactileTesting

/// Snapshot strategies for `ViewHost`, so a test writes what an iOS developer writes:
///
/// ```swift
/// let host = ViewHost(CardView())
/// host.drag(on: "card", by: CGSize(width: 120, height: 0))
/// assertSnapshot(of: host, as: .svg)
/// ```
///
/// Invariants:
/// - A strategy reads the host as it is when `assertSnapshot` runs: it neither advances the
///   clock nor sends touches, so the snapshot is of the frame the test's script left.
/// - References are text, diffed line by line, and deterministic: the same frame gives the same
///   bytes on every run and machine (no timestamps, no wall clock, fixed number formatting).
/// - `ViewHost` is main-actor isolated and swift-snapshot-testing's closures are not; the
///   strategies run the host's reads with `MainActor.assumeIsolated`, so `assertSnapshot` must be
///   called on the main actor (a `@MainActor` test). Anywhere else it stops with a precondition
///   failure naming the main actor — a test bug, reported at the call.
///
/// The image strategies (`.png`, `.image(precision:perceptualPrecision:scale:)`) are in
/// `ViewHostImageSnapshotting.swift`.
extension Snapshotting where Value: ViewHostSnapshotSource, Format == String {
    /// The current frame as SVG (`ViewHost.svg()`), stored as `<test>.<n>.svg` and diffed as lines.
    public static var svg: Snapshotting {
        SimplySnapshotting<String>(pathExtension: "svg", diffing: .lines).pullback { (host: Value) in
            MainActor.assumeIsolated { host.svg() }
        }
    }

    /// The accessibility tree: one line per element in VoiceOver's reading order — what it says
    /// (`spokenText`), the identifier when there is one, and where the element is drawn.
    /// Stored as `<test>.<n>.txt`.
    public static var accessibilityTree: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (host: Value) in
            MainActor.assumeIsolated { AccessibilityTreeDump.text(of: host.accessibilityElements) }
        }
    }
}

/// The text of the `.accessibilityTree` strategy.
enum AccessibilityTreeDump {
    /// One line per element, `"<spoken text>" #<identifier> @ x,y w×h`, in the given order; an
    /// empty tree is the single line `(no accessibility elements)` so that the reference file is
    /// never empty.
    static func text(of elements: [AccessibilityElementSnapshot]) -> String {
        guard !elements.isEmpty else { return "(no accessibility elements)\n" }
        return elements.map { element in
            var line = "\"\(element.spokenText)\""
            if let identifier = element.identifier, !identifier.isEmpty { line += " #\(identifier)" }
            let frame = element.frame
            line += " @ \(number(frame.minX)),\(number(frame.minY)) \(number(frame.width))×\(number(frame.height))"
            return line
        }.joined(separator: "\n") + "\n"
    }

    /// Whole numbers without a fraction, others to two decimals: stable across platforms, unlike
    /// `CGRect.description`.
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        if rounded.magnitude < 1e15, rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(format: "%.2f", rounded)
    }
}
