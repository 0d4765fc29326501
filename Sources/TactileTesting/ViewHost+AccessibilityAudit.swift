import Foundation
import TactileGestures
import TactileUI
import Testing

/// The accessibility audit (`XCUIApplication.performAccessibilityAudit(for:_:)`) on the laid-out
/// tree: what VoiceOver, Switch Control and a finger would find wrong, without a device.
extension ViewHost {
    /// `performAccessibilityAudit(for:configuration:sourceLocation:_:)` ignoring no issue: every
    /// issue found is recorded at the call and returned.
    @discardableResult
    public func performAccessibilityAudit(
        for auditTypes: AccessibilityAuditType = .all,
        configuration: AccessibilityAuditConfiguration = .standard,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [AccessibilityAuditIssue] {
        performAccessibilityAudit(for: auditTypes, configuration: configuration, sourceLocation: sourceLocation) { _ in false }
    }

    /// Audits the views as laid out now for the kinds in `auditTypes` and returns the issues
    /// `issueHandler` did not ignore, in reading order (by kind: `.hitRegion`,
    /// `.sufficientElementDescription`, `.trait`, `.action`, for each element). Each one is also
    /// recorded as a test issue at the call, as Xcode's audit fails the test; return true from
    /// `issueHandler` to ignore an issue (it is neither recorded nor returned).
    ///
    /// What is audited:
    /// - Interactive elements: buttons, toggles, sliders, steppers, links (by role or trait), and
    ///   the element each view with a gesture of its own (`gesture`, `onTapGesture`,
    ///   `onLongPressGesture`, …) forms — the nearest one around it, else the one inside it;
    ///   when it forms none, or several, the view itself (`AccessibilityAuditIssue.element`).
    ///   The gestures controls and containers add (a button's press, a scroll view's pan, a
    ///   navigation stack's edge swipe) are theirs, not the view's; views under
    ///   `accessibilityHidden(true)` are left out.
    /// - `.hitRegion`: an interactive element smaller than 44 × 44 pt
    ///   (`AccessibilityAuditConfiguration.minimumHitRegion`) on either side.
    /// - `.sufficientElementDescription`: an interactive element with no label (or an empty one).
    /// - `.trait`: a one-finger single tap (`TapGesture`, not a `SpatialTapGesture` reading the
    ///   location) on a view that takes no double tap, whose element has no `.isButton`, `.isLink`
    ///   or `.isToggle` trait and whose view has no accessibility action.
    /// - `.action`: a drag or long press on a view with no accessibility action (named or
    ///   default) and no adjustable action. Unlike tactile-lint, which reads the callbacks, the
    ///   audit cannot tell a drag that only moves the view; ignore such an issue in `issueHandler`.
    ///
    /// Reads the tree only: the clock does not move and no action runs.
    @discardableResult
    public func performAccessibilityAudit(
        for auditTypes: AccessibilityAuditType = .all,
        configuration: AccessibilityAuditConfiguration = .standard,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ issueHandler: (AccessibilityAuditIssue) throws -> Bool
    ) rethrows -> [AccessibilityAuditIssue] {
        var kept: [AccessibilityAuditIssue] = []
        for issue in accessibilityAuditIssues(for: auditTypes, configuration: configuration) {
            if try issueHandler(issue) { continue }
            Issue.record(Comment(rawValue: "Accessibility audit: \(issue)"), sourceLocation: sourceLocation)
            kept.append(issue)
        }
        return kept
    }

    /// Every issue of `auditTypes` in the tree, in reading order of the elements.
    private func accessibilityAuditIssues(for auditTypes: AccessibilityAuditType,
                                          configuration: AccessibilityAuditConfiguration) -> [AccessibilityAuditIssue] {
        host.graph.update()
        let elements = AccessibilityTree.elements(of: host.graph.roots)
        var targets = elements.map { AccessibilityAuditTarget(element: AccessibilityElementSnapshot($0)) }
        var targetIndex: [ObjectIdentifier: Int] = [:]
        for (index, element) in elements.enumerated() { targetIndex[ObjectIdentifier(element.node)] = index }
        for root in host.graph.roots {
            attachGestures(in: root, hidden: false, to: &targets, index: &targetIndex)
        }
        return targets.flatMap { $0.issues(for: auditTypes, configuration: configuration) }
    }

    /// Walks the tree and records each view's own gestures on the audit target it belongs to.
    private func attachGestures(in node: ViewNode, hidden: Bool, to targets: inout [AccessibilityAuditTarget],
                                index: inout [ObjectIdentifier: Int]) {
        let hidden = hidden || node.accessibility.isHidden == true
        guard !hidden else { return }
        let gestures = Self.ownGestures(of: node)
        if !gestures.isEmpty {
            let position = Self.target(of: node, in: &targets, index: &index)
            targets[position].gestures += gestures
            targets[position].hasAction = targets[position].hasAction || Self.hasAccessibilityAction(around: node)
            targets[position].innerTraits.formUnion(Self.innerTraits(of: node, targets: targets, index: index))
        }
        for child in node.shownChildren { attachGestures(in: child, hidden: hidden, to: &targets, index: &index) }
    }

    /// The gestures a view's own modifiers attach: those on a modifier's wrapping node (a
    /// `PassthroughBehavior`), less scroll pans. Controls and containers attach theirs to nodes
    /// of their own behaviours (a button's press is not stored on the node at all).
    private static func ownGestures(of node: ViewNode) -> [AuditedGesture] {
        guard node.behavior is PassthroughBehavior else { return [] }
        return node.gestures.compactMap { attachment in
            guard let attachment = attachment as? ViewGestureAttachment, attachment.priority != .scroll else { return nil }
            return AuditedGesture(attachment)
        }
    }

    /// The index of the audit target for a gesture on `node`: the element formed at `node` or
    /// the nearest one around it; else the only element inside it; else (none, or several) a
    /// target for the view itself, added once.
    private static func target(of node: ViewNode, in targets: inout [AccessibilityAuditTarget],
                               index: inout [ObjectIdentifier: Int]) -> Int {
        var current: ViewNode? = node
        while let candidate = current {
            if let found = index[ObjectIdentifier(candidate)] { return found }
            current = candidate.parent
        }
        let inner = node.subtree.compactMap { index[ObjectIdentifier($0)] }
        if inner.count == 1 { return inner[0] }
        let synthesized = AccessibilityAuditTarget(element: AccessibilityElementSnapshot(unreachable: node), isElement: false)
        targets.append(synthesized)
        index[ObjectIdentifier(node)] = targets.count - 1
        return targets.count - 1
    }

    /// Whether the view's modifiers (its chain of wrapping nodes, outward from `node`) or its
    /// content carry an accessibility action (`accessibilityAction`, named or default, or a zoom).
    private static func hasAccessibilityAction(around node: ViewNode) -> Bool {
        if node.subtree.contains(where: { !$0.accessibilityActions.isEmpty }) { return true }
        var current = node.parent
        while let candidate = current, candidate.behavior is PassthroughBehavior {
            if !candidate.accessibilityActions.isEmpty { return true }
            current = candidate.parent
        }
        return false
    }

    /// The traits of the elements inside `node` (a `.isButton` on one of its texts counts for the tap).
    private static func innerTraits(of node: ViewNode, targets: [AccessibilityAuditTarget], index: [ObjectIdentifier: Int]) -> AccessibilityTraits {
        node.subtree.compactMap { index[ObjectIdentifier($0)] }.reduce(into: AccessibilityTraits()) {
            $0.formUnion(targets[$1].element.traits)
        }
    }
}
