import Foundation

/// A horizontal stack as a `Layout` (SwiftUI's `HStackLayout`): `HStackLayout { … }` lays out as
/// `HStack { … }`, and it can be switched with other layouts behind `AnyLayout`.
public struct HStackLayout: Layout, BuiltInLayout {
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews; nil means `LayoutDefaults.stackSpacing`.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    package var stackBehavior: any NodeBehavior {
        StackBehavior(axis: .horizontal, alignment: alignment.fraction, spacing: spacing ?? LayoutDefaults.stackSpacing,
                                     customAlignment: alignment.custom)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stackSize(proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeStack(in: bounds, subviews: subviews)
    }
}
