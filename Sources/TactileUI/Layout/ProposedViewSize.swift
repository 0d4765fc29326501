import Foundation

/// A proposal for the size of a view (SwiftUI's `ProposedViewSize`): `nil` in a dimension asks
/// for the view's ideal size, `0` for its minimum and `.infinity` for its maximum.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` dimensions replaced by `size` (10×10 by default, as SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = LayoutDefaults.unspecifiedSize) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal's length along `axis`.
    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
