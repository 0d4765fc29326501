import Foundation

/// What is under a canvas point, as the lab's selectable mode maps it to source: the deepest view
/// hit there (the hit test touches use, `HitTester`), its structural position from the root, and
/// the composite views and canvas frames along the way.
///
/// Invariants: `components` are the hit node's identity, outermost first; every composite's
/// `depth` and every frame's `depth` is a prefix length of `components` (the composite's body is
/// at `components[depth] == .body`; the framed node's identity is `components[..<depth]`); both
/// lists are ordered from the root down.
package struct ViewSelection {
    /// A composite view on the path: its identity is the first `depth` components.
    package struct Composite: Equatable {
        package var depth: Int
        /// `String(describing:)` of the view type (`ContentView`, `Row<Int>`).
        package var typeName: String
    }

    /// A node of the hit path: its identity is the first `depth` components.
    package struct Framed: Equatable {
        package var depth: Int
        /// Its bounds on the canvas (`ViewNode.globalFrame`).
        package var frame: CGRect
        /// Whether the node carries gestures (`.gesture`, `.onTapGesture`…).
        package var hasGestures: Bool
    }

    package var components: [ViewIdentity.Component]
    package var composites: [Composite]
    package var path: [Framed]

    /// The hit node's frame on the canvas.
    package var frame: CGRect { path.last?.frame ?? .zero }

    /// The frame of the outermost node of the path whose identity is at least `depth` components
    /// long: the node a statement of source at that depth made (its outermost modifier's, when that
    /// makes a node), around the one hit.
    package func frame(atDepth depth: Int) -> CGRect {
        path.first { $0.depth >= depth }?.frame ?? frame
    }
}

extension GestureHost {
    /// The selection at canvas point `point`, or nil when no view is hit there.
    package func selection(at point: CGPoint) -> ViewSelection? {
        hitTester.path(at: point, in: graph.roots).flatMap(selection(of:))
    }

    /// The selection of a hit path (root first) — the one the last touch-down hit, `lastHitPath`,
    /// or a part of it: its last node is the one selected. Nil for an empty path.
    package func selection(of nodes: [ViewNode]) -> ViewSelection? {
        guard let hit = nodes.last else { return nil }
        let components = hit.identity.components
        var composites: [ViewSelection.Composite] = []
        var prefix = ViewIdentity.root
        for (depth, component) in components.enumerated() {
            if component == .body, let name = graph.record(at: prefix)?.body.compositeViewTypeName {
                composites.append(ViewSelection.Composite(depth: depth, typeName: name))
            }
            prefix = prefix.appending(component)
        }
        let path = nodes.map {
            ViewSelection.Framed(depth: $0.identity.components.count, frame: $0.globalFrame, hasGestures: !$0.gestures.isEmpty)
        }
        return ViewSelection(components: components, composites: composites, path: path)
    }

    /// The selections of the views on the last touch-down's path that carry gestures, innermost
    /// first: the views whose gestures an attempt that touch started composes (S-60).
    package func gestureViewSelections() -> [ViewSelection] {
        lastHitPath.indices.reversed().compactMap { index in
            lastHitPath[index].gestures.isEmpty ? nil : selection(of: Array(lastHitPath[...index]))
        }
    }
}
