import Foundation

extension ViewNode {
    /// Where this view's content is drawn on the canvas, as UI tests on iOS report an element's
    /// frame: the box of the node after the render effects of the modifiers it wraps.
    ///
    /// A node's own offset, scale or rotation applies to its children, not to its `globalFrame`;
    /// so the frame is that of the deepest node reached through single children that fill their
    /// parent exactly (effect and attribute wrappers). `Circle().offset(o).accessibilityIdentifier("ball")`
    /// is found at the circle's drawn place; a padding or a frame of another size stops the walk,
    /// so a padded view keeps its padded box.
    package var drawnFrame: CGRect {
        var node = self
        while node.children.count == 1, let child = node.children.first, child.frame.isSameBox(as: node.bounds) {
            node = child
        }
        return node.globalFrame
    }
}

extension CGRect {
    /// Equal to within a thousandth of a point (layout arithmetic may round differently).
    fileprivate func isSameBox(as other: CGRect) -> Bool {
        abs(minX - other.minX) < 0.001 && abs(minY - other.minY) < 0.001
            && abs(width - other.width) < 0.001 && abs(height - other.height) < 0.001
    }
}
