import Foundation

/// A container whose size views below it can be sized relative to (`containerRelativeFrame`): the
/// nearest scroll view's visible size, else the window — on a host with a device the device's
/// safe region, on a bare canvas the canvas — as SwiftUI documents the "nearest container" of
/// `containerRelativeFrame(_:alignment:)` (its size less the safe-area insets and content margins
/// applied to it).
///
/// Invariant: every size a reader answered was computed with the container's current `size`. A
/// reader's answer depends on the container's size, which its proposal does not carry, so the
/// container remembers the nodes that read it; when its size changes, the cached sizes of each
/// reader and of its ancestors up to the container's node are dropped and those nodes placed
/// again, so the next query answers for the new size (`LayoutEngine.size(of:proposal:)` caches
/// per proposal only).
@MainActor
package final class RelativeFrameContainer {
    /// The size views below are sized relative to; nil until a layout set it.
    package private(set) var size: CGSize?
    /// The nodes that read `size` since it last changed (weak: a node leaves the tree freely).
    private var readers: [ObjectIdentifier: WeakReader] = [:]

    private struct WeakReader {
        weak var node: ViewNode?
    }

    package init() {}

    /// Notes that `node`'s layout used `size`.
    package func noteRead(by node: ViewNode) {
        readers[ObjectIdentifier(node)] = WeakReader(node: node)
    }

    /// Sets the size for the layout about to run below `containerNode` (nil: the window, above
    /// every root). A change invalidates what its readers answered (see the type's invariant).
    package func update(_ newSize: CGSize, below containerNode: ViewNode?, layout: LayoutEngine) {
        guard newSize != size else { return }
        size = newSize
        let stale = readers.values.compactMap(\.node)
        readers.removeAll()
        for reader in stale where !reader.isDetached {
            var node: ViewNode? = reader
            while let current = node, current !== containerNode {
                current.sizeCache.removeAll()
                current.needsPlacement = true
                node = current.parent
            }
            layout.markAncestorsForPlacement(of: reader)
        }
    }
}

extension LayoutEngine {
    /// The size of `node`'s nearest container (`RelativeFrameContainer`): its nearest enclosing scroll
    /// view's, else the window's; `node` is noted as a reader of it.
    package func containerSize(for node: ViewNode) -> CGSize {
        var ancestor = node.parent
        while let current = ancestor {
            if current.behaviorType == ObjectIdentifier(ScrollViewBehavior.self),
               let scroll = current.presentedBehavior as? ScrollViewBehavior, let size = scroll.state.layoutContainer.size {
                scroll.state.layoutContainer.noteRead(by: node)
                return size
            }
            ancestor = current.parent
        }
        windowContainer.noteRead(by: node)
        return windowContainer.size ?? .zero
    }
}
