import Foundation
import SnapshotTesting
import TactileTesting

/// Image snapshot strategies for `ViewHost`, as an iOS developer writes them:
///
/// ```swift
/// assertSnapshot(of: host, as: .png)
/// assertSnapshot(of: host, as: .image(precision: 0.99, perceptualPrecision: 0.98, scale: 2))
/// ```
///
/// The frame is drawn in process by Tactile's rasterizer (`ViewHost.png(scale:)`), stored as
/// `__Snapshots__/<File>/<test>.<n or name>.png`, and compared by decoded pixels with
/// `Diffing.tactileImage(precision:perceptualPrecision:)` — `precision` and `perceptualPrecision`
/// mean what they mean on iOS. The same invariants as `.svg`: the host is read as the test left
/// it (no clock, no touches), on the main actor.
///
/// A frame that cannot be drawn (a scale that is not a positive finite number) is stored as the
/// text of the error, which never decodes as a PNG, so the assertion fails with that text.
extension Snapshotting where Value: ViewHostSnapshotSource, Format == Data {
    /// The current frame at scale 1, matched pixel for pixel (`.image()`).
    public static var png: Snapshotting { .image() }

    /// The current frame at `scale` pixels per point (SwiftUI's `displayScale`), matched when at
    /// least `precision` of its pixels each differ from the reference's by at most
    /// `1 − perceptualPrecision` (as a fraction of the ΔE scale, `ImageComparison`).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .tactileImage(precision: precision, perceptualPrecision: perceptualPrecision)) { (host: Value) in
            MainActor.assumeIsolated {
                do { return try host.png(scale: scale) } catch { return Data("not an image: \(error)".utf8) }
            }
        }
    }
}

extension Diffing where Value == Data {
    /// PNG files compared by their decoded pixels (`ImageComparison`); on failure the message
    /// gives the fraction of matching pixels and the largest colour difference, and the
    /// attachments are the reference, the new image and their difference (also written to the
    /// artifacts directory, whose path the message names, since Linux test runs show no
    /// attachments).
    public static func tactileImage(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, current in
            guard reference != current else { return nil }
            let comparison = ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
            guard let failure = comparison.compare(reference: reference, current: current) else { return nil }
            var attachments: [DiffAttachment] = [.data(reference, name: "reference.png"), .data(current, name: "failure.png")]
            var message = failure.message
            if let difference = failure.difference {
                attachments.append(.data(difference, name: "difference.png"))
                if let url = ImageComparison.writeDifference(difference) { message += "\nDifference image: \(url.path)" }
            }
            return (message, attachments)
        }
    }
}
