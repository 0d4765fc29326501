import Foundation

extension View {
    /// Positions the view within an invisible frame the size of the nearest container along
    /// `axes` (SwiftUI's `containerRelativeFrame(_:alignment:)`, iOS 17).
    ///
    /// The nearest container is the nearest enclosing `ScrollView` — its visible size less its
    /// content margins — else the window: the device's safe region, or the whole canvas on a host
    /// without a safe area (`RelativeFrameContainer`). Along `axes` the view is proposed the container's
    /// length and is exactly that long; along the other axis the proposal passes through and the
    /// view keeps its content's length, as `frame(width:height:alignment:)` with one dimension.
    public consuming func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(frame: ContainerRelativeFrameBehavior(axes: axes, alignment: alignment, length: .container)))
    }

    /// Sizes the view to `span` of `count` equal columns (rows) of the nearest container, with
    /// `spacing` between them (SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`,
    /// iOS 17): along each of `axes` the length is
    /// `(container − spacing·(count − 1)) / count · span + spacing·(span − 1)`, as SwiftUI
    /// documents it. The container is the one `containerRelativeFrame(_:alignment:)` uses.
    /// A `count` below 1 is taken as 1.
    public consuming func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                                 alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(frame: ContainerRelativeFrameBehavior(
            axes: axes, alignment: alignment, length: .grid(count: max(1, count), span: span, spacing: spacing))))
    }

    /// Sizes the view along each of `axes` to what `length` returns for the nearest container's
    /// length along that axis (SwiftUI's `containerRelativeFrame(_:alignment:_:)`, iOS 17); the
    /// container is the one `containerRelativeFrame(_:alignment:)` uses. `length` runs during
    /// layout, on the main actor, each time the view is measured.
    public consuming func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                                 _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(frame: ContainerRelativeFrameBehavior(axes: axes, alignment: alignment, length: .custom(length))))
    }
}

/// `containerRelativeFrame`'s modifier: a node with `ContainerRelativeFrameBehavior`.
package struct ContainerRelativeFrameModifier: WrappingModifier {
    let frame: ContainerRelativeFrameBehavior
    package var behavior: any NodeBehavior { frame }
}

/// A frame whose dimensions along `axes` come from the nearest container's size
/// (`LayoutEngine.containerSize(for:)`): laid out as `FrameBehavior` with those dimensions, the
/// others left to the content.
package struct ContainerRelativeFrameBehavior: NodeBehavior {
    package enum Length {
        /// The container's length.
        case container
        /// `span` of `count` columns with `spacing` between them.
        case grid(count: Int, span: Int, spacing: CGFloat)
        /// The app's function of the container's length and the axis.
        case custom((CGFloat, Axis) -> CGFloat)
    }

    let axes: Axis.Set
    let alignment: Alignment
    let length: Length

    /// The length along `axis` for a container `containerLength` long.
    package func length(along axis: Axis, in containerLength: CGFloat) -> CGFloat {
        switch length {
        case .container:
            return containerLength
        case .grid(let count, let span, let spacing):
            let column = (containerLength - spacing * CGFloat(count - 1)) / CGFloat(count)
            return max(0, column * CGFloat(span) + spacing * CGFloat(span - 1))
        case .custom(let function):
            return max(0, function(containerLength, axis))
        }
    }

    /// The fixed frame this node is for its container's current size.
    private func fixedFrame(children: [ViewNode], layout: LayoutEngine) -> FrameBehavior {
        guard let node = children.first?.parent, !axes.isEmpty else { return FrameBehavior(width: nil, height: nil, alignment: alignment) }
        let container = layout.containerSize(for: node)
        return FrameBehavior(width: axes.contains(.horizontal) ? length(along: .horizontal, in: container.width) : nil,
                             height: axes.contains(.vertical) ? length(along: .vertical, in: container.height) : nil,
                             alignment: alignment)
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        fixedFrame(children: children, layout: layout).sizeThatFits(proposal, children: children, layout: layout)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        fixedFrame(children: children, layout: layout).placeChildren(children, in: size, layout: layout)
    }

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        guard let previous = previous as? ContainerRelativeFrameBehavior, previous.axes == axes,
              previous.alignment == alignment else { return .none }
        switch (previous.length, length) {
        case (.container, .container): return .sizesAndPlacement
        case let (.grid(count, span, spacing), .grid(newCount, newSpan, newSpacing)):
            return count == newCount && span == newSpan && spacing == newSpacing ? .sizesAndPlacement : .none
        default: return .none
        }
    }
}
