import Foundation
import TactileUI

/// Finders: elements of the accessibility tree by label, value, identifier, trait, type and
/// text (`AccessibilityElementPredicate`), as `XCUIElementQuery` finds them. A found element is a
/// `TouchTarget`: every script aimed `on:` a view can be aimed at it.
extension ViewHost {
    /// The elements, laid out now, that meet every one of `predicates` (none: every element), in
    /// reading order. The candidates are `accessibilityElements` plus each `ScrollView` as a
    /// container element (type `.scrollView`), listed before the first element inside it.
    ///
    /// ```swift
    /// let toggle = try host.elements(matching: .type(.toggle), .label("Wi-Fi")).only
    /// host.tap(on: toggle)
    /// ```
    public func elements(matching predicates: AccessibilityElementPredicate...) -> AccessibilityElementQuery {
        AccessibilityElementQuery(predicates: predicates, candidates: queryCandidates())
    }

    /// The accessibility elements, with each visible scroll view inserted before its content:
    /// both are ordered by their views' places in a pre-order walk of the tree (the reading order
    /// `AccessibilityTree` keeps: source order, parents before children).
    private func queryCandidates() -> [AccessibilityElementSnapshot] {
        host.graph.update()
        var order: [ObjectIdentifier: Int] = [:]
        var scrollViews: [ViewNode] = []
        func walk(_ node: ViewNode, hidden: Bool) {
            order[ObjectIdentifier(node)] = order.count
            let hidden = hidden || node.accessibility.isHidden == true
            if !hidden, node.behavior is ScrollViewBehavior { scrollViews.append(node) }
            for child in node.shownChildren { walk(child, hidden: hidden) }
        }
        for root in host.graph.roots { walk(root, hidden: false) }
        func place(_ node: ViewNode) -> Int { order[ObjectIdentifier(node)] ?? Int.max }
        var result: [AccessibilityElementSnapshot] = []
        var pending = scrollViews[...]
        for element in AccessibilityTree.elements(of: host.graph.roots) {
            while let scrollView = pending.first, place(scrollView) <= place(element.node) {
                result.append(AccessibilityElementSnapshot(scrollView: scrollView))
                pending = pending.dropFirst()
            }
            result.append(AccessibilityElementSnapshot(element))
        }
        return result + pending.map(AccessibilityElementSnapshot.init(scrollView:))
    }
}
