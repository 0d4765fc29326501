import Foundation

/// The safe area a node is laid out in, in *layout space*: the canvas's coordinates reached by
/// adding up frame origins from the root (`ViewNode.layoutOrigin`), so render effects (offset,
/// scale, rotation) do not move it, as in SwiftUI, where they do not change layout.
///
/// `safe` is the region content keeps to; `container` is the region around it that a view
/// ignoring the safe area may reach (the canvas for the device's insets; a `safeAreaInset`'s or
/// `safeAreaPadding`'s frame for the insets they add). The host gives the root its device's
/// (`LayoutEngine.canvasSafeArea`); a node passes its own to its children, except where a
/// modifier changes it for its content. Nil on a node: no safe area anywhere (a bare canvas),
/// so every inset is zero. Immutable, so a subtree shares one instance.
@MainActor
package final class SafeAreaFrame {
    package let safe: CGRect
    package let container: CGRect

    package init(safe: CGRect, container: CGRect) {
        self.safe = safe
        self.container = container
    }

    /// The safe-area insets of a view whose layout frame is `frame`: for each edge that reaches
    /// the safe region's boundary (or lies beyond it), the depth of the unsafe band there, from
    /// the safe edge to the container's; zero at an edge inside the safe region. So a view laid
    /// out at the root reports the device's insets, and so does one that ignores them (SwiftUI's
    /// `GeometryProxy.safeAreaInsets`).
    package func insets(of frame: CGRect) -> EdgeInsets {
        let tolerance = SafeAreaDefaults.edgeTolerance
        return EdgeInsets(top: frame.minY <= safe.minY + tolerance ? max(0, safe.minY - container.minY) : 0,
                          leading: frame.minX <= safe.minX + tolerance ? max(0, safe.minX - container.minX) : 0,
                          bottom: frame.maxY >= safe.maxY - tolerance ? max(0, container.maxY - safe.maxY) : 0,
                          trailing: frame.maxX >= safe.maxX - tolerance ? max(0, container.maxX - safe.maxX) : 0)
    }

    /// How far a view with layout frame `frame` extends on each edge in `edges` when it ignores
    /// the safe area: an edge that reaches the safe region's boundary moves out to the
    /// container's; other edges stay (SwiftUI's `ignoresSafeArea`).
    package func expansion(of frame: CGRect, edges: Edge.Set) -> EdgeInsets {
        let tolerance = SafeAreaDefaults.edgeTolerance
        var result = EdgeInsets()
        if edges.contains(.top), frame.minY <= safe.minY + tolerance { result.top = max(0, frame.minY - container.minY) }
        if edges.contains(.leading), frame.minX <= safe.minX + tolerance { result.leading = max(0, frame.minX - container.minX) }
        if edges.contains(.bottom), frame.maxY >= safe.maxY - tolerance { result.bottom = max(0, container.maxY - frame.maxY) }
        if edges.contains(.trailing), frame.maxX >= safe.maxX - tolerance { result.trailing = max(0, container.maxX - frame.maxX) }
        return result
    }

    /// The frame a child of size `size`'s node should give a view that ignores the safe area on
    /// `edges`, in the node's coordinates: the node's bounds grown by `expansion`, the child
    /// proposed that size and centred in it. The node's bounds when it has no safe area.
    static func ignoringFrame(of child: ViewNode, in size: CGSize, edges: Edge.Set, layout: LayoutEngine) -> CGRect {
        var region = CGRect(origin: .zero, size: size)
        if !edges.isEmpty, let safeArea = child.safeArea, let node = child.parent {
            let grow = safeArea.expansion(of: CGRect(origin: node.layoutOrigin, size: size), edges: edges)
            region = CGRect(x: -grow.leading, y: -grow.top, width: size.width + grow.horizontal, height: size.height + grow.vertical)
        }
        let childSize = layout.size(of: child, proposal: ProposedViewSize(region.size))
        let origin = Alignment.center.origin(of: childSize, in: region.size)
        return CGRect(x: region.minX + origin.x, y: region.minY + origin.y, width: childSize.width, height: childSize.height)
    }

    /// The safe area for content of a node at layout frame `frame` whose edges are moved inward by
    /// `insets` (`safeAreaInset`, `safeAreaPadding`): `base`'s safe region with each inset edge
    /// at least `insets` inside `frame`, in the same container. With no base, the container is
    /// `frame` itself (the added insets are the only safe area).
    static func adding(_ insets: EdgeInsets, to base: SafeAreaFrame?, frame: CGRect) -> SafeAreaFrame {
        let safe = base?.safe ?? frame
        let container = base?.container ?? frame
        let minX = insets.leading > 0 ? max(safe.minX, frame.minX) + insets.leading : safe.minX
        let minY = insets.top > 0 ? max(safe.minY, frame.minY) + insets.top : safe.minY
        let maxX = insets.trailing > 0 ? min(safe.maxX, frame.maxX) - insets.trailing : safe.maxX
        let maxY = insets.bottom > 0 ? min(safe.maxY, frame.maxY) - insets.bottom : safe.maxY
        return SafeAreaFrame(safe: CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY)),
                             container: container)
    }
}

/// The numbers of safe-area layout.
public enum SafeAreaDefaults {
    /// How close (in points) a view's edge must come to the safe region's boundary to count as
    /// reaching it: absorbs floating-point error of laid-out frames (Tactile's choice; a layout's
    /// error is far below a thousandth of a point).
    public static let edgeTolerance: CGFloat = 0.001
    /// `safeAreaInset(edge:…, spacing: nil, …)`: the system spacing between adjacent views,
    /// 8 points (`LayoutDefaults.stackSpacing`; Apple does not document this modifier's default).
    public static let insetSpacing: CGFloat = LayoutDefaults.stackSpacing
}
