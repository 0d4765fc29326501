import Foundation

/// A type that defines the scroll behavior of a scrollable view (SwiftUI's
/// `ScrollTargetBehavior`): when a scroll ends, the scroll view asks it where to come to rest.
///
/// Tactile's scroll view (docs/ARCHITECTURE-HOST.md, "Scrolling"): at the release of its pan (or
/// when a touch that stopped it lifts) it computes the original target — where the deceleration
/// would come to rest, the release offset plus `v / (1000·|ln rate|)` per axis, clamped to the
/// content — lets the behavior update it, and animates to the updated target (clamped) with
/// `ControlDefaults.scrollTargetSettleAnimation` on the virtual clock.
@MainActor @preconcurrency
public protocol ScrollTargetBehavior {
    /// Updates the proposed target that a scrollable view should scroll to.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// A type defining the target in which a scroll view should try and scroll to (SwiftUI's
/// `ScrollTarget`): the rectangle of content the viewport should show.
public struct ScrollTarget: Sendable {
    /// The rect that a scrollable view should try and have contained.
    public var rect: CGRect
    /// The anchor to which the rect should be aligned within the visible region of the
    /// scrollable view (nil: top leading).
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// The context in which a scroll target behavior updates its scroll target (SwiftUI's
/// `ScrollTargetBehaviorContext`).
public struct ScrollTargetBehaviorContext: Sendable {
    /// The original target when the scroll gesture began (where the deceleration would rest).
    public var originalTarget: ScrollTarget
    /// The velocity, in points per second, at which the scrollable view would scroll towards the
    /// target (in content-offset space: positive moves towards the content's end).
    public var velocity: CGVector
    /// The size of the content of the scrollable view.
    public var contentSize: CGSize
    /// The size of the container of the scrollable view (its viewport).
    public var containerSize: CGSize
    /// The axes in which the scrollable view is scrollable.
    public var axes: Axis.Set
    /// Where the content was when the finger lifted (Tactile: for limiting a flick).
    package var releaseOffset: CGPoint
    /// The frames, in content coordinates, of the views of the `scrollTargetLayout()` container.
    package var targetRects: [CGRect]
}

/// The scroll behavior that aligns scroll targets to container-based geometry (SwiftUI's
/// `PagingScrollTargetBehavior`, `.paging`): pages are the viewport's size.
///
/// On each scrolled axis the target is the page nearest the original target, but at most one
/// page boundary from where the finger lifted: a slow drag past half a page turns the page, a
/// short slow one springs back, and a flick moves to the next page in its direction, never
/// further (as UIScrollView's `isPagingEnabled`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        func snap(_ original: CGFloat, release: CGFloat, page: CGFloat) -> CGFloat {
            guard page > 0 else { return original }
            let nearest = (original / page).rounded()
            let lower = (release / page).rounded(.down), upper = (release / page).rounded(.up)
            return min(max(nearest, lower), upper) * page
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = snap(target.rect.minX, release: context.releaseOffset.x, page: context.containerSize.width)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = snap(target.rect.minY, release: context.releaseOffset.y, page: context.containerSize.height)
        }
        target.anchor = nil
    }
}

/// The scroll behavior that aligns scroll targets to view-based geometry (SwiftUI's
/// `ViewAlignedScrollTargetBehavior`, `.viewAligned`), with `scrollTargetLayout()` marking the
/// layout whose views are targets.
///
/// On each scrolled axis the target is the leading (top) edge of the view nearest the original
/// target. With a limit (`.always`, and `.automatic` on a horizontal axis, as on a compact iPhone)
/// it is at most one view from where the finger lifted: the edges just before and just after
/// the release offset bound it.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// A type that defines the amount of views that can be scrolled at a time.
    public struct LimitBehavior: Sendable, Equatable {
        enum Kind: Sendable, Equatable { case automatic, always, never }
        let kind: Kind
        /// The automatic limit behavior: limited on a horizontal axis, not on a vertical one.
        public static var automatic: LimitBehavior { LimitBehavior(kind: .automatic) }
        /// The always limit behavior: one view at a time.
        public static var always: LimitBehavior { LimitBehavior(kind: .always) }
        /// The never limit behavior.
        public static var never: LimitBehavior { LimitBehavior(kind: .never) }
    }

    let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard !context.targetRects.isEmpty else { return }
        func snap(_ original: CGFloat, release: CGFloat, edges: [CGFloat], limited: Bool) -> CGFloat {
            var candidates = edges
            if limited {
                let before = edges.filter { $0 <= release + 0.001 }.max()
                let after = edges.filter { $0 >= release - 0.001 }.min()
                candidates = [before, after].compactMap { $0 }
            }
            return candidates.min { abs($0 - original) < abs($1 - original) } ?? original
        }
        let limited = { (horizontal: Bool) in
            limitBehavior.kind == .always || (limitBehavior.kind == .automatic && horizontal)
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = snap(target.rect.minX, release: context.releaseOffset.x,
                                        edges: context.targetRects.map(\.minX), limited: limited(true))
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = snap(target.rect.minY, release: context.releaseOffset.y,
                                        edges: context.targetRects.map(\.minY), limited: limited(false))
        }
        target.anchor = nil
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to container-based geometry.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to view-based geometry.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// The scroll behavior that aligns scroll targets to view-based geometry.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// The behavior `scrollTargetBehavior(_:)` set, in the environment. Unchecked `Sendable`: the
/// behavior is only used on the main actor (its protocol is main-actor isolated).
struct ScrollTargetBehaviorBox: @unchecked Sendable {
    let behavior: any ScrollTargetBehavior
}

private struct ScrollTargetBehaviorKey: EnvironmentKey {
    static let defaultValue: ScrollTargetBehaviorBox? = nil
}

extension EnvironmentValues {
    var scrollTargetBehavior: ScrollTargetBehaviorBox? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets the scroll behavior of views scrollable in the provided axes.
    public consuming func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.scrollTargetBehavior, value: ScrollTargetBehaviorBox(behavior: behavior)))
    }

    /// Configures the outermost layout as a scroll target layout: its views are the targets of
    /// `.viewAligned`.
    public consuming func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}

/// `scrollTargetLayout()`: wraps the layout in a node whose child's children are the targets.
package struct ScrollTargetLayoutModifier: WrappingModifier {
    let isEnabled: Bool
    package var behavior: any NodeBehavior { isEnabled ? ScrollTargetLayoutBehavior() : PassthroughBehavior() }
}

/// Marks a scroll target layout; lays out like a passthrough node.
package struct ScrollTargetLayoutBehavior: NodeBehavior {}

extension ScrollState {
    /// The frames, in the scrollable region's coordinates (the content's, moved by the margins),
    /// of the views of the first scroll target layout in this scroll view (not in a nested one).
    func targetRects() -> [CGRect] { targetViews().map(\.rect) }

    /// The views of the first scroll target layout in this scroll view, with their frames in the
    /// scrollable region's coordinates (the content's, moved by the margins).
    func targetViews() -> [(node: ViewNode, rect: CGRect)] {
        guard let node, let content = node.children.first, let toContent = content.inverseTransform else { return [] }
        func find(_ current: ViewNode) -> ViewNode? {
            if current.behavior is ScrollTargetLayoutBehavior { return current }
            if current.behavior is ScrollViewBehavior, current !== node { return nil }
            for child in current.children { if let found = find(child) { return found } }
            return nil
        }
        guard let marker = find(content) else { return [] }
        let layout = marker.children.count == 1 ? marker.children[0] : marker
        let margin = (x: contentInsets.leading, y: contentInsets.top)
        return layout.children.map { ($0, $0.bounds.applying($0.transform).applying(toContent).offsetBy(dx: margin.x, dy: margin.y)) }
    }
}
