/// What the gesture engine needs to decide whether a point hits a node.
///
/// Invariants: `allowsHitTesting == false` or `isEnabled == false` excludes the node's whole
/// subtree; a `contentShape` replaces the node's own drawn outline (and its subtree's) for hit
/// testing; `isClearColor` marks `Color.clear`, which SwiftUI does not hit-test.
package struct HitTestingAttributes {
    package var allowsHitTesting = true
    package var isEnabled = true
    /// The shape from `.contentShape(_:)`, in the node's local coordinates once resolved.
    package var contentShape: (any Shape)? {
        didSet { hasContentShape = contentShape != nil }
    }
    /// `contentShape != nil`, kept with it: asked for every node of every pass, and comparing the
    /// optional existential with nil copies it and destroys the copy.
    package private(set) var hasContentShape = false
    /// Whether `contentShape` was given with `eoFill: true`.
    package var contentShapeEvenOdd = false
    package var isClearColor = false

    package init() {}
}
