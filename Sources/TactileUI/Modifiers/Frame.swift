import Foundation

/// A fixed frame: offers the content the given dimensions (the proposal for the others), is
/// exactly the given dimensions (the content's for the others), and aligns the content inside.
/// Animatable data: `[width, height]`, NaN for a dimension left to the content.
package struct FrameBehavior: NodeBehavior {
    package var width: CGFloat?
    package var height: CGFloat?
    package let alignment: Alignment

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        guard let previous = sameKind(previous), previous.width == width, previous.height == height,
              previous.alignment == alignment else { return .none }
        return .sizesAndPlacement
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = childSize(proposal, children: children, layout: layout)
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let childSize = childSize(ProposedViewSize(size), children: children, layout: layout)
        return children.map { _ in CGRect(origin: alignment.origin(of: childSize, in: size), size: childSize) }
    }

    private func childSize(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        return children.first.map { layout.size(of: $0, proposal: childProposal) } ?? .zero
    }

    package var animatableData: AnimatableVector? { AnimatableVector([width.map(Double.init) ?? .nan, height.map(Double.init) ?? .nan]) }
    package func withAnimatableData(_ data: AnimatableVector) -> FrameBehavior {
        guard data.values.count == 2 else { return self }
        var copy = self
        copy.width = data.values[0].isNaN ? nil : max(0, data.values[0])
        copy.height = data.values[1].isNaN ? nil : max(0, data.values[1])
        return copy
    }
}

/// A flexible frame (SwiftUI's `_FlexFrameLayout`): the proposal, clamped to the min/max bounds
/// (the ideal size when unspecified), is offered to the content; the frame then takes the
/// content's size, raised to at least `min` but not past the proposal, and lowered to at most
/// `max` but not below the proposal — so `maxWidth: .infinity` takes all the width offered.
package struct FlexibleFrameBehavior: NodeBehavior {
    package let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    package let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    package let alignment: Alignment

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        guard let previous = previous as? FlexibleFrameBehavior, previous.minWidth == minWidth,
              previous.idealWidth == idealWidth, previous.maxWidth == maxWidth, previous.minHeight == minHeight,
              previous.idealHeight == idealHeight, previous.maxHeight == maxHeight,
              previous.alignment == alignment else { return .none }
        return .sizesAndPlacement
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let child = childSize(proposal, children: children, layout: layout)
        return CGSize(width: Self.resolve(child.width, proposal.width, minWidth, idealWidth, maxWidth),
                      height: Self.resolve(child.height, proposal.height, minHeight, idealHeight, maxHeight))
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let child = childSize(ProposedViewSize(size), children: children, layout: layout)
        return children.map { _ in CGRect(origin: alignment.origin(of: child, in: size), size: child) }
    }

    private func childSize(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let childProposal = ProposedViewSize(width: Self.clamp(proposal.width, minWidth, idealWidth, maxWidth),
                                             height: Self.clamp(proposal.height, minHeight, idealHeight, maxHeight))
        return children.first.map { layout.size(of: $0, proposal: childProposal) } ?? .zero
    }

    private static func clamp(_ proposed: CGFloat?, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat? {
        guard var value = proposed ?? ideal else { return nil }
        if let maximum { value = min(value, maximum) }
        if let minimum { value = max(value, minimum) }
        return value
    }

    private static func resolve(_ child: CGFloat, _ proposed: CGFloat?, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat {
        if proposed == nil, let ideal { return clamp(ideal, minimum, nil, maximum) ?? ideal }
        let offered = proposed ?? child
        var result = child
        if let minimum { result = max(minimum, min(result, offered)) }
        if let maximum { result = min(maximum, max(result, offered)) }
        if let minimum, result < minimum { result = minimum }
        return result
    }
}

@usableFromInline package struct FrameModifier: WrappingModifier {
    let frame: FrameBehavior
    package var behavior: any NodeBehavior { frame }
    /// Never evaluated (`PrimitiveModifier`); declared here so inlinable code may name the type.
    @usableFromInline package func body(content: Content) -> Content { content }

    /// `frame(width:height:alignment:)`'s modifier: negative dimensions are clamped to zero.
    @usableFromInline package init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        // Not `Optional.map`: its closure would check the main actor's executor on each call.
        var clampedWidth: CGFloat?
        if let width { clampedWidth = max(0, width) }
        var clampedHeight: CGFloat?
        if let height { clampedHeight = max(0, height) }
        frame = FrameBehavior(width: clampedWidth, height: clampedHeight, alignment: alignment)
    }
}

package struct FlexibleFrameModifier: WrappingModifier {
    let frame: FlexibleFrameBehavior
    package var behavior: any NodeBehavior { frame }
}

extension View {
    /// A frame of fixed width and/or height; nil dimensions take the content's.
    /// Inlinable, as SwiftUI's is (see `modifier(_:)`).
    @inlinable
    public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(width: width, height: height, alignment: alignment))
    }

    /// A frame with minimum, ideal and maximum dimensions (see `FlexibleFrameBehavior`).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FlexibleFrameModifier(frame: FlexibleFrameBehavior(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }
}
