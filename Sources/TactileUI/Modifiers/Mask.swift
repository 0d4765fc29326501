import Foundation

/// Masks its content with a view: children are the content, then the mask (always last).
///
/// Layout: the node is the content's size; the mask is proposed that size and placed in it by
/// `alignment` (as SwiftUI's `mask(alignment:_:)` lays out its mask, like an overlay).
///
/// Drawing: the mask itself is not drawn (`ViewNode.drawnChildren` leaves it out); the content is
/// clipped to `MaskOutline.clip(of:relativeTo:)` of what the mask draws and its opacity
/// multiplied by the mask's (`DisplayListRenderer`).
///
/// Hit testing: the mask does not restrict the content's hit testing and is never hit itself
/// (its root node has `allowsHitTesting` off). This follows `clipShape` here (ClipShape.swift:
/// a clip does not restrict hit testing, docs/COMPATIBILITY.md) and SwiftUI, whose
/// documentation of `mask(alignment:_:)` describes drawing only ("Masks this view using the alpha
/// channel of the given view", developer.apple.com/documentation/swiftui/view/mask(alignment:_:));
/// a masked-out area of the content stays tappable, as a clipped-out one does — use
/// `contentShape(_:)` to change where a view is hit.
package struct MaskBehavior: NodeBehavior {
    package let alignment: Alignment

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        guard let content = children.first else { return .zero }
        return layout.size(of: content, proposal: proposal)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        children.enumerated().map { index, child in
            let childSize = index == children.count - 1 && children.count > 1
                ? layout.size(of: child, proposal: ProposedViewSize(size)) : size
            return CGRect(origin: alignment.origin(of: childSize, in: size), size: childSize)
        }
    }
}

/// `mask(alignment:_:)` and `mask(_:)`.
package struct MaskModifier<Mask: View>: PrimitiveModifier {
    let mask: Mask
    let alignment: Alignment

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        context.wrapping(content(context.child(.content))) { wrapperContext, child in
            let maskContext = wrapperContext.child(.slot("mask"))
            var masks = maskContext.nodes(for: mask)
            if masks.count != 1 { masks = [maskContext.node(ZStackBehavior(alignment: alignment), children: masks)] }
            masks[0].hitTesting.allowsHitTesting = false
            return wrapperContext.node(MaskBehavior(alignment: alignment), children: [child, masks[0]])
        }
    }
}

extension View {
    /// Masks this view using the alpha channel of the given view (SwiftUI's
    /// `mask(alignment:_:)`, iOS 15): the content is drawn only where `mask` draws, at the
    /// mask's opacity. The mask is proposed this view's size and placed by `alignment`; it does
    /// not change the layout nor hit testing (`MaskBehavior`). Tactile clips to the outlines the
    /// mask draws rather than blending its alpha per pixel (docs/COMPATIBILITY.md, `MaskOutline`).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks this view using the alpha channel of the given view (SwiftUI's deprecated
    /// `mask(_:)`): `mask(alignment: .center) { mask }`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}
