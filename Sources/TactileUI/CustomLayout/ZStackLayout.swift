import Foundation

/// An overlaying stack as a `Layout` (SwiftUI's `ZStackLayout`): `ZStackLayout { … }` lays out as
/// `ZStack { … }`, and it can be switched with other layouts behind `AnyLayout`.
public struct ZStackLayout: Layout, BuiltInLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    package var stackBehavior: any NodeBehavior { ZStackBehavior(alignment: alignment) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stackSize(proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeStack(in: bounds, subviews: subviews)
    }
}
