import Foundation

/// How much of each pixel of `bounds` a shape covers, 0…1, row by row.
///
/// Invariant: `values.count == bounds.width × bounds.height`; pixels outside `bounds` are
/// uncovered.
package struct CoverageMask: Equatable, Sendable {
    package var bounds: PixelBounds
    package var values: [Float]

    package init(bounds: PixelBounds, values: [Float]) {
        self.bounds = bounds
        self.values = values
    }

    package static let empty = CoverageMask(bounds: .empty, values: [])

    /// The coverage of pixel `(x, y)` (device pixels), 0 outside.
    package func coverage(x: Int, y: Int) -> Float {
        guard x >= bounds.minX, x < bounds.maxX, y >= bounds.minY, y < bounds.maxY else { return 0 }
        return values[(y - bounds.minY) * bounds.width + (x - bounds.minX)]
    }

    /// The sum of all coverage: the shape's area in pixels.
    package var area: Double { values.reduce(0.0) { $0 + Double($1) } }

    /// Coverage of both shapes (the product per pixel), over the overlap of their bounds.
    package func intersecting(_ other: CoverageMask) -> CoverageMask {
        let overlap = bounds.intersection(other.bounds)
        guard !overlap.isEmpty else { return .empty }
        var values = [Float](repeating: 0, count: overlap.width * overlap.height)
        for y in overlap.minY..<overlap.maxY {
            for x in overlap.minX..<overlap.maxX {
                values[(y - overlap.minY) * overlap.width + (x - overlap.minX)] = coverage(x: x, y: y) * other.coverage(x: x, y: y)
            }
        }
        return CoverageMask(bounds: overlap, values: values)
    }

    /// The combined coverage of two shapes drawn one over the other (`a + b − a·b`), over the
    /// union of their bounds.
    package func union(_ other: CoverageMask) -> CoverageMask {
        if bounds.isEmpty { return other }
        if other.bounds.isEmpty { return self }
        let all = bounds.union(other.bounds)
        var values = [Float](repeating: 0, count: all.width * all.height)
        for y in all.minY..<all.maxY {
            for x in all.minX..<all.maxX {
                let a = coverage(x: x, y: y), b = other.coverage(x: x, y: y)
                values[(y - all.minY) * all.width + (x - all.minX)] = a + b - a * b
            }
        }
        return CoverageMask(bounds: all, values: values)
    }
}
