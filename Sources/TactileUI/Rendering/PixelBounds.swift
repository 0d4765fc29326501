import Foundation

/// A rectangle of whole device pixels, `minX..<maxX` by `minY..<maxY`.
package struct PixelBounds: Equatable, Sendable {
    package var minX: Int, minY: Int, maxX: Int, maxY: Int

    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    package static let empty = PixelBounds(minX: 0, minY: 0, maxX: 0, maxY: 0)
    package var isEmpty: Bool { maxX <= minX || maxY <= minY }
    package var width: Int { max(0, maxX - minX) }
    package var height: Int { max(0, maxY - minY) }

    package func intersection(_ other: PixelBounds) -> PixelBounds {
        let result = PixelBounds(minX: max(minX, other.minX), minY: max(minY, other.minY),
                                 maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return result.isEmpty ? .empty : result
    }

    package func union(_ other: PixelBounds) -> PixelBounds {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBounds(minX: min(minX, other.minX), minY: min(minY, other.minY),
                           maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    package func insetBy(_ amount: Int) -> PixelBounds {
        PixelBounds(minX: minX + amount, minY: minY + amount, maxX: maxX - amount, maxY: maxY - amount)
    }

    package func offsetBy(x: Int, y: Int) -> PixelBounds {
        PixelBounds(minX: minX + x, minY: minY + y, maxX: maxX + x, maxY: maxY + y)
    }
}
