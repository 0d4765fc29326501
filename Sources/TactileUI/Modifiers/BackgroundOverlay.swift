import Foundation

/// A view layered behind (`background`) or in front of (`overlay`) its content: the node is the
/// content's size; the secondary view is offered that size and aligned by `alignment`.
/// Invariant: `children` are in drawing order, and `contentIndex` says which one is the content.
///
/// With `ignoresSafeAreaEdges` (a shape-style background or overlay), each secondary layer
/// extends into the safe area on those edges where the content reaches it, as a view under
/// `ignoresSafeArea(edges:)` does (`SafeAreaFrame.ignoringFrame`).
package struct SecondaryLayerBehavior: NodeBehavior {
    package let alignment: Alignment
    package let contentIndex: Int
    package var ignoresSafeAreaEdges: Edge.Set = []

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        guard children.indices.contains(contentIndex) else { return .zero }
        return layout.size(of: children[contentIndex], proposal: proposal)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        children.enumerated().map { index, child in
            if index != contentIndex, !ignoresSafeAreaEdges.isEmpty, child.safeArea != nil {
                return SafeAreaFrame.ignoringFrame(of: child, in: size, edges: ignoresSafeAreaEdges, layout: layout)
            }
            let childSize = index == contentIndex ? size : layout.size(of: child, proposal: ProposedViewSize(size))
            return CGRect(origin: alignment.origin(of: childSize, in: size), size: childSize)
        }
    }
}

package struct SecondaryLayerModifier<Layer: View>: PrimitiveModifier {
    let layer: Layer
    let alignment: Alignment
    let isBackground: Bool
    var ignoresSafeAreaEdges: Edge.Set = []

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        context.wrapping(content(context.child(.content))) { wrapperContext, child in
            let layerContext = wrapperContext.child(.slot(isBackground ? "background" : "overlay"))
            var layers = layerContext.nodes(for: layer)
            if layers.count > 1 { layers = [layerContext.node(ZStackBehavior(alignment: alignment), children: layers)] }
            let children = isBackground ? layers + [child] : [child] + layers
            let behavior = SecondaryLayerBehavior(alignment: alignment, contentIndex: isBackground ? layers.count : 0,
                                                  ignoresSafeAreaEdges: ignoresSafeAreaEdges)
            return wrapperContext.node(behavior, children: children)
        }
    }
}

extension View {
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        background(content(), alignment: alignment)
    }

    /// Layers `background` behind this view. Disfavoured, as in SwiftUI: a value that is both a
    /// view and a shape style (`Color.yellow`, a gradient) takes `background(_:ignoresSafeAreaEdges:)`,
    /// so `.background(Color.yellow)` is not ambiguous.
    @_disfavoredOverload
    public consuming func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(layer: background, alignment: alignment, isBackground: true))
    }

    /// The content over a rectangle filled with `style` (SwiftUI's `background(_:ignoresSafeAreaEdges:)`):
    /// on `edges` where the content reaches the safe area's boundary, the fill extends to the
    /// screen's edge (a bar's background under the status bar or the home indicator).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryLayerModifier(layer: Rectangle().fill(style), alignment: .center, isBackground: true,
                                        ignoresSafeAreaEdges: edges))
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        overlay(content(), alignment: alignment)
    }

    /// Overlays `overlay`; an optional overlay that is nil adds nothing. Disfavoured like
    /// `background(_:alignment:)`, so `.overlay(Color.red)` takes the shape-style form.
    @_disfavoredOverload
    public consuming func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(layer: overlay, alignment: alignment, isBackground: false))
    }

    /// A rectangle filled with `style` over the content, extending into the safe area on `edges`
    /// as `background(_:ignoresSafeAreaEdges:)` does.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryLayerModifier(layer: Rectangle().fill(style), alignment: .center, isBackground: false,
                                        ignoresSafeAreaEdges: edges))
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style, style: fillStyle))
    }

    /// A border of `width` drawn inside the view's bounds with `content`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(InsetRectangle(inset: width / 2).stroke(content, lineWidth: width))
    }
}

/// The rectangle a border strokes: inset by half the line width so the stroke stays inside.
package struct InsetRectangle: Shape {
    let inset: CGFloat
    package func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: min(inset, rect.width / 2), dy: min(inset, rect.height / 2)))
    }
}
