import Foundation
import Tactile
import TactileUI

/// A mouse wheel or trackpad scroll (the protocol's `wheel` message): it scrolls the scroll view
/// under the pointer by the wheel's delta, as a wheel or two-finger trackpad scroll does on
/// iPadOS — the content moves, no touch exists, so no gesture sees it (UIScrollView scrolls
/// itself for indirect scroll events; its pan recognizer does not begin).
///
/// - The scroll view: the innermost one whose drawn frame holds the point and that can move
///   along the delta (scrolls that axis and is not already at that edge); nested scroll views
///   pass what they cannot take outward, as on iPadOS.
/// - The offset moves by the delta at once (`dx`, `dy` as the DOM's `WheelEvent.deltaX/Y`:
///   positive scrolls toward the end), clamped to the content: a wheel does not rubber-band past
///   an edge in Tactile (iPadOS bounces a trackpad scroll a little; a deliberate difference).
///   A motion in flight (deceleration, `scrollTo`) stops.
/// - The scroll is written into the trace as a `note` of the scroll view's pan (`ScrollView pan`),
///   so the lab's timeline shows it on the scroll lane.
@MainActor
enum LabWheelScroll {
    /// The trace name of a scroll view's pan (`ScrollPanNode`'s label).
    static let laneName = "ScrollView pan"

    /// Scrolls the scroll view under `point` by `delta` at the host's current time; true when one moved.
    @discardableResult
    static func scroll(_ host: GestureHost, at point: CGPoint, by delta: CGSize) -> Bool {
        host.graph.update()
        var best: (state: ScrollState, depth: Int)?
        for state in host.graph.scrolls.states.values {
            guard let node = state.node, !node.isDetached, node.globalFrame.contains(point), canMove(state, by: delta) else { continue }
            let depth = self.depth(of: node)
            if best == nil || depth > best!.depth { best = (state, depth) }
        }
        guard let state = best?.state else { return false }
        let offset = state.offset
        let target = CGPoint(x: state.axes.contains(.horizontal) ? offset.x + delta.width : offset.x,
                             y: state.axes.contains(.vertical) ? offset.y + delta.height : offset.y)
        state.scroll(to: target, animation: nil)
        let moved = state.offset
        host.trace?.recordNote(time: host.now, gesture: laneName,
                               note: "wheel \(format(delta.width)),\(format(delta.height)) → offset \(format(moved.x)),\(format(moved.y))")
        host.graph.update()
        return true
    }

    /// Whether `state` can take some of `delta`: it scrolls an axis the delta moves along, and is
    /// not already at that edge.
    private static func canMove(_ state: ScrollState, by delta: CGSize) -> Bool {
        let maximum = state.maximumOffset
        let offset = state.offset
        if state.axes.contains(.horizontal), delta.width != 0,
           (delta.width > 0 && offset.x < maximum.x) || (delta.width < 0 && offset.x > 0) { return true }
        if state.axes.contains(.vertical), delta.height != 0,
           (delta.height > 0 && offset.y < maximum.y) || (delta.height < 0 && offset.y > 0) { return true }
        return false
    }

    private static func depth(of node: ViewNode) -> Int {
        var depth = 0
        var current = node.parent
        while let parent = current {
            depth += 1
            current = parent.parent
        }
        return depth
    }

    private static func format(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
}
