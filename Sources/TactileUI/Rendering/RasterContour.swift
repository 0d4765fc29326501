/// A run of connected points from one subpath, and whether the subpath was closed.
package struct RasterContour: Equatable, Sendable {
    package var points: [RasterPoint]
    package var isClosed: Bool
}
