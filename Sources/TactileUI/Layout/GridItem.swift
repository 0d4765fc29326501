import Foundation

/// A description of one column of a `LazyVGrid` or one row of a `LazyHGrid` (SwiftUI's `GridItem`).
public struct GridItem: Sendable {
    /// How a grid item sizes its track.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// An equal share of the space left, clamped to `minimum…maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` (and at most `maximum`) as fit in this item's share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after this item's track (before the next); nil is `LayoutDefaults.stackSpacing`.
    public var spacing: CGFloat?
    /// How a cell's content sits in its cell; nil is the grid's alignment across the flow,
    /// centred along it.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
