import Foundation

/// Small vector helpers the recognizers share. Package-internal: not SwiftUI API.
extension CGPoint {
    package func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
    package static func - (lhs: CGPoint, rhs: CGPoint) -> CGSize {
        CGSize(width: lhs.x - rhs.x, height: lhs.y - rhs.y)
    }
    package static func + (lhs: CGPoint, rhs: CGSize) -> CGPoint {
        CGPoint(x: lhs.x + rhs.width, y: lhs.y + rhs.height)
    }
    package func midpoint(_ other: CGPoint) -> CGPoint { CGPoint(x: (x + other.x) / 2, y: (y + other.y) / 2) }
    package var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    package static func + (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }
    package static func * (lhs: CGSize, rhs: CGFloat) -> CGSize {
        CGSize(width: lhs.width * rhs, height: lhs.height * rhs)
    }
}
