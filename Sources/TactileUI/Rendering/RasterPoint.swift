import Foundation

/// A point in device pixels (y down), as the rasterizer computes with it.
package struct RasterPoint: Equatable, Sendable {
    package var x: Double, y: Double
    package init(x: Double, y: Double) { self.x = x; self.y = y }
}
