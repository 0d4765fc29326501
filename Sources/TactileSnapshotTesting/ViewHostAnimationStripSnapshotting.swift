import Foundation
import SnapshotTesting
import TactileTesting

/// Animation-strip strategies for `ViewHost`: a gesture's animation pinned as a golden, its
/// frames over virtual time drawn into one SVG or PNG (`ViewHost.animationStrip(every:for:)`):
///
/// ```swift
/// host.drag(on: "card", by: CGSize(width: 120, height: 0))        // released into a spring
/// assertSnapshot(of: host, as: .frames(every: 0.05, for: 0.5))    // 11 labelled frames, SVG
/// assertSnapshot(of: host, as: .frames(every: 0.05, for: 0.5, scale: 1))   // the same as PNG
/// ```
///
/// Invariants:
/// - Unlike `.svg` and `.png`, these strategies move the host's clock: by `duration`, one
///   `interval` at a time, as `animationStrip(every:for:)` does — the snapshot starts from the
///   frame the test's script left (a drag just released) and leaves the clock at its last frame.
/// - Deterministic: virtual time only; the same script gives the same bytes on every run.
/// - On the main actor, as the other strategies (`MainActor.assumeIsolated`).
extension Snapshotting where Value: ViewHostSnapshotSource, Format == String {
    /// The frames from now over `duration` seconds, every `interval`, each labelled with its time,
    /// as one SVG stored as `<test>.<n>.svg` and diffed as lines.
    public static func frames(every interval: Double, for duration: Double,
                              configuration: AnimationStripConfiguration = .standard) -> Snapshotting {
        SimplySnapshotting<String>(pathExtension: "svg", diffing: .lines).pullback { (host: Value) in
            MainActor.assumeIsolated { host.animationStrip(every: interval, for: duration, configuration: configuration).svg() }
        }
    }
}

extension Snapshotting where Value: ViewHostSnapshotSource, Format == Data {
    /// The frames from now over `duration` seconds, every `interval`, as one PNG at `scale`
    /// pixels per point, compared as `.image(precision:perceptualPrecision:scale:)` compares.
    /// A strip that cannot be drawn is stored as the text of the error, which never decodes as a PNG.
    public static func frames(every interval: Double, for duration: Double, scale: CGFloat,
                              precision: Float = 1, perceptualPrecision: Float = 1,
                              configuration: AnimationStripConfiguration = .standard) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .tactileImage(precision: precision, perceptualPrecision: perceptualPrecision)) { (host: Value) in
            MainActor.assumeIsolated {
                let strip = host.animationStrip(every: interval, for: duration, configuration: configuration)
                do { return try strip.png(scale: scale) } catch { return Data("not an image: \(error)".utf8) }
            }
        }
    }
}
