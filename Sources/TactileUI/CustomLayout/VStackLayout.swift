import Foundation

/// A vertical stack as a `Layout` (SwiftUI's `VStackLayout`): `VStackLayout { … }` lays out as
/// `VStack { … }`, and it can be switched with other layouts behind `AnyLayout`.
public struct VStackLayout: Layout, BuiltInLayout {
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews; nil means `LayoutDefaults.stackSpacing`.
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    package var stackBehavior: any NodeBehavior {
        StackBehavior(axis: .vertical, alignment: alignment.fraction, spacing: spacing ?? LayoutDefaults.stackSpacing,
                                     customAlignment: alignment.custom)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stackSize(proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeStack(in: bounds, subviews: subviews)
    }
}
