import Foundation

/// `ignoresSafeArea(_:edges:)`: the node is its content's size for the proposal (its parent
/// sees it as not ignoring anything); when placed, each edge in `edges` that reaches the safe
/// region's boundary moves out to the container's (the canvas for the device's insets), and the
/// content is proposed and given that larger frame (`SafeAreaFrame.expansion(of:edges:)`), so it
/// draws, hits and measures there, as in SwiftUI. Only `.container` regions are ignored: the
/// host shows no keyboard.
package struct IgnoresSafeAreaBehavior: NodeBehavior {
    let edges: Edge.Set

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        (previous as? IgnoresSafeAreaBehavior)?.edges == edges ? .sizesAndPlacement : .none
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        var frames: [CGRect] = []
        frames.reserveCapacity(children.count)
        for child in children { frames.append(SafeAreaFrame.ignoringFrame(of: child, in: size, edges: edges, layout: layout)) }
        return frames
    }
}

@usableFromInline package struct IgnoresSafeAreaModifier: WrappingModifier {
    let edges: Edge.Set

    /// Never evaluated (`PrimitiveModifier`); declared here so inlinable code may name the type.
    @usableFromInline package func body(content: Content) -> Content { content }

    @usableFromInline package init(regions: SafeAreaRegions, edges: Edge.Set) {
        self.edges = regions.contains(.container) ? edges : []
    }
    package var behavior: any NodeBehavior { IgnoresSafeAreaBehavior(edges: edges) }
}

extension View {
    /// Expands the view out of its safe area on `edges` (SwiftUI's `ignoresSafeArea(_:edges:)`):
    /// an edge of the view that reaches the safe area's boundary is moved to the boundary of the
    /// region around it — the screen's edge for the device's insets.
    @inlinable public consuming func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas (deprecated in
    /// SwiftUI for `ignoresSafeArea(_:edges:)`, which it is).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @inlinable public consuming func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: .container, edges: edges))
    }
}
