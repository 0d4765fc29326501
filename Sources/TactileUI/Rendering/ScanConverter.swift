import Foundation

/// Turns closed polygons into per-pixel coverage.
///
/// Each pixel row is sampled along `RasterConfiguration.subscanlines` horizontal lines at the
/// centres of equal bands; on each line the crossings of the polygon's edges, sorted by x and
/// walked with the fill rule, give inside spans, and a span adds its exact horizontal extent to
/// the pixels it touches (a span from x = 2.25 to 4.5 adds 0.75 to pixel 2, 1 to pixel 3 and 0.5
/// to pixel 4), weighted 1/subscanlines. So a rectangle on whole pixels covers them exactly,
/// and coverage is a signed-area-free sum that both fill rules share.
///
/// Invariants: every polygon is closed implicitly (its last point joins its first); horizontal
/// edges add nothing; coverage is clamped to 0…1; the result lies within `clip`. Deterministic:
/// the same polygons give the same floats (edges are visited in a fixed order, and ties among
/// crossings keep that order).
package enum ScanConverter {
    private struct Edge {
        var top: Double, bottom: Double
        var xAtTop: Double, slope: Double
        var direction: Int
    }

    package static func coverage(of polygons: [[RasterPoint]], rule: RasterFillRule, clip: PixelBounds,
                                 configuration: RasterConfiguration = .standard) -> CoverageMask {
        var edges: [Edge] = []
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for polygon in polygons where polygon.count >= 2 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[index == polygon.count - 1 ? 0 : index + 1]
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                minX = min(minX, a.x); maxX = max(maxX, a.x); minY = min(minY, a.y); maxY = max(maxY, a.y)
                guard a.y != b.y else { continue }
                let (upper, lower, direction) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                edges.append(Edge(top: upper.y, bottom: lower.y, xAtTop: upper.x,
                                  slope: (lower.x - upper.x) / (lower.y - upper.y), direction: direction))
            }
        }
        guard !edges.isEmpty, minX.isFinite, maxY.isFinite else { return .empty }
        // Whole pixels that can be touched, within the clip (guarding against huge coordinates).
        let limit = Double(Int32.max / 2)
        let shapeBounds = PixelBounds(minX: Int(max(-limit, min(limit, minX)).rounded(.down)),
                                      minY: Int(max(-limit, min(limit, minY)).rounded(.down)),
                                      maxX: Int(max(-limit, min(limit, maxX)).rounded(.up)),
                                      maxY: Int(max(-limit, min(limit, maxY)).rounded(.up)))
        let bounds = shapeBounds.intersection(clip)
        guard !bounds.isEmpty else { return .empty }

        // Edges by their top, index breaking ties, so the order never depends on the sort.
        let order = edges.indices.sorted { edges[$0].top != edges[$1].top ? edges[$0].top < edges[$1].top : $0 < $1 }
        let width = bounds.width
        var values = [Float](repeating: 0, count: width * bounds.height)
        var partial = [Double](repeating: 0, count: width + 1)
        var steps = [Double](repeating: 0, count: width + 1)
        var active: [Int] = []
        var crossings: [(x: Double, direction: Int)] = []
        var next = 0
        let samples = max(1, configuration.subscanlines)
        let weight = 1 / Double(samples)
        let left = Double(bounds.minX), right = Double(bounds.maxX)

        for row in bounds.minY..<bounds.maxY {
            let rowTop = Double(row), rowBottom = Double(row + 1)
            while next < order.count, edges[order[next]].top < rowBottom {
                active.append(order[next])
                next += 1
            }
            active.removeAll { edges[$0].bottom <= rowTop }
            if active.isEmpty {
                if next == order.count { break }
                continue
            }
            var touched = false
            for sample in 0..<samples {
                let y = rowTop + (Double(sample) + 0.5) * weight
                crossings.removeAll(keepingCapacity: true)
                for index in active {
                    let edge = edges[index]
                    guard edge.top <= y, y < edge.bottom else { continue }
                    let x = edge.xAtTop + (y - edge.top) * edge.slope
                    // Insertion keeps crossings sorted; equal x keeps edge order.
                    var position = crossings.count
                    while position > 0, crossings[position - 1].x > x { position -= 1 }
                    crossings.insert((x, edge.direction), at: position)
                }
                var winding = 0
                var spanStart = 0.0
                for crossing in crossings {
                    let wasInside = rule == .nonZero ? winding != 0 : winding & 1 != 0
                    winding += crossing.direction
                    let isInside = rule == .nonZero ? winding != 0 : winding & 1 != 0
                    if !wasInside, isInside {
                        spanStart = crossing.x
                    } else if wasInside, !isInside {
                        let a = max(left, min(right, spanStart)) - left
                        let b = max(left, min(right, crossing.x)) - left
                        guard b > a else { continue }
                        touched = true
                        let first = min(width - 1, Int(a)), last = Int(b)
                        if first == last || last >= width && first == width - 1 {
                            partial[first] += (b - a) * weight
                        } else {
                            partial[first] += (Double(first + 1) - a) * weight
                            steps[first + 1] += weight
                            steps[min(width, last)] -= weight
                            if last < width { partial[last] += (b - Double(last)) * weight }
                        }
                    }
                }
            }
            guard touched else { continue }
            var run = 0.0
            let base = (row - bounds.minY) * width
            for x in 0..<width {
                run += steps[x]
                let value = run + partial[x]
                values[base + x] = Float(min(1, max(0, value)))
                partial[x] = 0
                steps[x] = 0
            }
            steps[width] = 0
            partial[width] = 0
        }
        return CoverageMask(bounds: bounds, values: values)
    }
}
