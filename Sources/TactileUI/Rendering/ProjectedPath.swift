import Foundation

/// A path mapped through a perspective projection: curves are flattened first (within the
/// rasterizer's tolerance, in the path's own units), then every point is mapped — straight lines
/// stay straight under a projection, so the polygon is exact up to that tolerance.
///
/// Invariant: a point at or behind the eye (weight ≤ 0) is clamped just in front of it, so the
/// outline stays finite (SwiftUI's default perspective never puts a view's plane behind the eye
/// for angles below 90°).
package enum ProjectedPath {
    package static func path(_ path: Path, through projection: ProjectionTransform,
                             configuration: RasterConfiguration = RasterConfiguration()) -> Path {
        let contours = PathFlattener.contours(of: path, transform: .identity, tolerance: configuration.flatteningTolerance,
                                              maximumSegments: configuration.maximumCurveSegments)
        var result = Path()
        for contour in contours {
            guard let first = contour.points.first else { continue }
            result.move(to: map(first, projection))
            for point in contour.points.dropFirst() { result.addLine(to: map(point, projection)) }
            if contour.isClosed { result.closeSubpath() }
        }
        return result
    }

    /// Smallest weight a mapped point keeps (in front of the eye).
    private static let minimumWeight: CGFloat = 1e-3

    private static func map(_ point: RasterPoint, _ m: ProjectionTransform) -> CGPoint {
        let x = CGFloat(point.x), y = CGFloat(point.y)
        let w = max(minimumWeight, x * m.m13 + y * m.m23 + m.m33)
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
    }
}
