import Foundation

/// Insets from a rectangle's edges (UIKit's `UIEdgeInsets`): `top`, `left`, `bottom`, `right`, in
/// points, positive inward. UIKit code keeps paddings, content insets and safe areas in them.
///
/// Invariant: a plain value with UIKit's memberwise shape and overlay conformances — `Equatable`
/// (all four equal) and `Codable` as UIKit's Swift overlay encodes it (an unkeyed list `top`,
/// `left`, `bottom`, `right`); `left` and `right` are physical sides, not leading and trailing.
public struct UIEdgeInsets: Equatable, Codable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Insets of 0 on every side.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of 0 on every side (UIKit's `UIEdgeInsetsZero`).
    public static let zero = UIEdgeInsets()

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let top = try container.decode(CGFloat.self)
        let left = try container.decode(CGFloat.self)
        let bottom = try container.decode(CGFloat.self)
        let right = try container.decode(CGFloat.self)
        self.init(top: top, left: left, bottom: bottom, right: right)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in [top, left, bottom, right] { try container.encode(value) }
    }
}

extension CGRect {
    /// The rectangle moved in from each edge by `insets` (UIKit's `UIEdgeInsetsInsetRect`): the
    /// origin moved by `left` and `top`, the size shrunk by `left + right` and `top + bottom`.
    /// Negative insets grow it; the result is not standardized.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom))
    }
}
