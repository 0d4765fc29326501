import Foundation
import TactileGestures

/// A scrollable view (SwiftUI's `ScrollView`): docs/ARCHITECTURE-HOST.md, "Scrolling".
///
/// Its pan is a gesture on its node, arbitrated with the content's gestures as iOS 18 does
/// (S-90): a child `.gesture(DragGesture())` takes the drag and the content does not scroll, a
/// child `.simultaneousGesture` runs while it scrolls, a `Button` scrolls when dragged and fires
/// when tapped. The offset is the view's `ScrollState`; physics run on the host's clock.
/// Its indicators (`ScrollIndicatorBehavior`) show while it scrolls and fade after it rests
/// (`ScrollIndicatorFade`), unless `showsIndicators` is false or `scrollIndicators(_:axes:)`
/// hides them.
public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of the
    /// content offset, in a way that's suitable for the platform.
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }
}

extension ScrollView: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let registry = context.pass.store.scrolls
        context.pass.markVisited(context.identity)
        let appears = registry.states[context.identity] == nil
        let state = registry.state(at: context.identity)
        state.axes = axes
        state.indicatorAxes = indicatorAxes(in: context.environment)
        let flash = context.environment.scrollIndicatorsFlashRequest
        if appears, flash.onAppear { state.flashIndicators() }
        state.evaluateFlashTriggers(flash.triggers)
        state.targetBehavior = context.environment.scrollTargetBehavior?.behavior
        state.horizontalBounce = context.environment.horizontalScrollBounceBehavior
        state.verticalBounce = context.environment.verticalScrollBounceBehavior
        state.defaultAnchor = context.environment.defaultScrollAnchor
        state.observers = context.environment.scrollObservers
        state.refresh = axes.contains(.vertical) ? context.environment.refresh.map {
            ScrollRefresh(action: $0, clock: context.pass.store.taskClock, timers: context.pass.store.timers)
        } : nil
        let transaction = context.pass.transaction
        state.positionEvaluated(context.environment.scrollPositionBinding,
                                animation: transaction.disablesAnimations ? nil : transaction.animation)
        var context = context
        if !state.observers.isEmpty || state.positionBinding != nil {
            // They watch or position this scroll view, not one nested in its content.
            context.environment.scrollObservers = ScrollObservers()
            context.environment.scrollPositionBinding = nil
        }
        let mainAxis: Axis = axes.contains(.vertical) || axes.isEmpty ? .vertical : .horizontal
        var children = context.stackContent(content, axis: mainAxis)
        if children.count != 1 {
            // Several views scroll as one stack, as in SwiftUI.
            let stack = StackBehavior(axis: mainAxis, alignment: 0.5, spacing: LayoutDefaults.stackSpacing)
            children = [context.child(.slot("scrollContent")).node(stack, children: children)]
        }
        if state.refresh != nil {
            // The pull-to-refresh control, in the band above the content (`ScrollViewBehavior`).
            children.append(context.child(.slot("refreshControl")).node(ActivitySpinnerBehavior()))
        }
        // The indicators, above the content (and the refresh control), horizontal first.
        let isLight = context.environment.colorScheme == .dark
        if state.indicatorAxes.contains(.horizontal) {
            children.append(Self.indicator(.horizontal, state: state, isLight: isLight, in: context.child(.slot("horizontalScrollIndicator"))))
        }
        if state.indicatorAxes.contains(.vertical) {
            children.append(Self.indicator(.vertical, state: state, isLight: isLight, in: context.child(.slot("verticalScrollIndicator"))))
        }
        let node = context.node(ScrollViewBehavior(axes: axes, state: state, clipsContent: !context.environment.isScrollClipDisabled,
                                                   margins: context.environment.scrollContentMargins,
                                                   hasRefreshControl: state.refresh != nil, indicatorAxes: state.indicatorAxes),
                                children: children)
        state.node = node
        // iOS 17's `.scrollView` coordinate space: the visible region of the nearest scroll view.
        node.coordinateSpaceName = NamedCoordinateSpace.scrollView.name
        if context.environment.isScrollEnabled && !axes.isEmpty {
            let pan = ScrollPanGesture(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
                                       onChanged: { state.panChanged($0.translation) },
                                       onFinished: { state.panFinished($0) },
                                       yieldsAtSlop: context.environment.yieldsDownwardDragAtTop && axes.contains(.vertical)
                                           ? { movement in movement.height > 0 && state.offset.y <= 0 } : nil)
            node.gestures.append(ViewGestureAttachment(pan, priority: .scroll, mask: .all))
        }
        return [node]
    }

    /// An indicator's node: never hit (a leaf is hit in its bounds otherwise), so a touch where
    /// it is drawn reaches the content below (UIKit's indicators take no touches).
    private static func indicator(_ axis: Axis, state: ScrollState, isLight: Bool, in context: EvaluationContext) -> ViewNode {
        let node = context.node(ScrollIndicatorBehavior(axis: axis, state: state, isLight: isLight))
        node.hitTesting.allowsHitTesting = false
        return node
    }

    /// The scrolled axes whose indicators may show: none when `showsIndicators` is false; on
    /// iOS `.hidden` hides them as `.never` does (SwiftUI: `.hidden` lets macOS show them when a
    /// mouse is connected), `.automatic` and `.visible` show them while scrolling.
    private func indicatorAxes(in environment: EnvironmentValues) -> Axis.Set {
        guard showsIndicators else { return [] }
        func shows(_ visibility: ScrollIndicatorVisibility) -> Bool { visibility != .hidden && visibility != .never }
        var result: Axis.Set = []
        if axes.contains(.horizontal), shows(environment.horizontalScrollIndicatorVisibility) { result.insert(.horizontal) }
        if axes.contains(.vertical), shows(environment.verticalScrollIndicatorVisibility) { result.insert(.vertical) }
        return result
    }
}

/// The layout, drawing and hit testing of a `ScrollView`.
///
/// - Size: what it is offered; its content's size along an axis offered nil or infinity.
/// - Content: proposed nil (its ideal size) along the scroll axes and the view's size less the
///   margins across them; placed at `margin - offset` along the scroll axes (top/leading when
///   shorter than the view) and centred between the margins across them. The scrollable size
///   (content plus margins) is recorded in the state (for clamping and physics).
/// - Margins (`contentMargins`) are the content insets of UIScrollView: scrolled through, so the
///   offset 0 shows the top margin.
/// - Clips drawing (unless `scrollClipDisabled`) and hit testing to its bounds.
package struct ScrollViewBehavior: NodeBehavior {
    package let axes: Axis.Set
    package let state: ScrollState
    /// Whether drawing is clipped to the bounds (`scrollClipDisabled(_:)` turns it off; hit
    /// testing stays clipped).
    package var clipsContent = true
    /// The content margins (`contentMargins`), zero by default.
    package var margins = EdgeInsets()
    /// Whether the children after the content start with the refresh control.
    package var hasRefreshControl = false
    /// The axes whose indicator nodes follow (horizontal first).
    package var indicatorAxes: Axis.Set = []

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width.map { max(0, $0 - margins.horizontal) },
                         height: axes.contains(.vertical) ? nil : proposal.height.map { max(0, $0 - margins.vertical) })
    }

    /// Sets the size the content is sized relative to (`RelativeFrameContainer`) for a view of
    /// `proposal`: the proposal less the margins; along an axis proposed nil or infinity, the
    /// enclosing container's length (the view's own would depend on its content).
    private func updateContainer(for proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) {
        guard let node = children.first?.parent else { return }
        var width = proposal.width ?? .infinity, height = proposal.height ?? .infinity
        if !width.isFinite || !height.isFinite {
            let outer = layout.containerSize(for: node)
            if !width.isFinite { width = outer.width }
            if !height.isFinite { height = outer.height }
        }
        let size = CGSize(width: max(0, width - margins.horizontal), height: max(0, height - margins.vertical))
        state.layoutContainer.update(size, below: node, layout: layout)
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        updateContainer(for: proposal, children: children, layout: layout)
        let content = children.first.map { layout.size(of: $0, proposal: contentProposal(proposal)) } ?? .zero
        func length(_ proposed: CGFloat?, _ content: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return content }
            return proposed
        }
        return CGSize(width: length(proposal.width, content.width + margins.horizontal),
                      height: length(proposal.height, content.height + margins.vertical))
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        guard let child = children.first else { return [] }
        updateContainer(for: ProposedViewSize(size), children: children, layout: layout)
        let content = layout.size(of: child, proposal: contentProposal(ProposedViewSize(size)))
        state.record(viewport: size, content: CGSize(width: content.width + margins.horizontal, height: content.height + margins.vertical),
                     insets: margins)
        let offset = state.offset
        let x = axes.contains(.horizontal) ? margins.leading - offset.x
            : margins.leading + (size.width - margins.horizontal - content.width) / 2
        let y = axes.contains(.vertical) ? margins.top - offset.y
            : margins.top + (size.height - margins.vertical - content.height) / 2
        var frames: [CGRect] = []
        frames.reserveCapacity(children.count)
        frames.append(CGRect(origin: CGPoint(x: x, y: y), size: content))
        if hasRefreshControl { frames.append(refreshControlFrame(in: size, offset: offset)) }
        let sharesCorner = indicatorAxes == [.horizontal, .vertical]
        if indicatorAxes.contains(.horizontal) {
            frames.append(ScrollIndicatorBehavior.frame(axis: .horizontal, in: size, state: state, sharesCorner: sharesCorner))
        }
        if indicatorAxes.contains(.vertical) {
            frames.append(ScrollIndicatorBehavior.frame(axis: .vertical, in: size, state: state, sharesCorner: sharesCorner))
        }
        return frames
    }

    /// The refresh control: a spinner centred in the band of `refreshControlHeight` just above
    /// the scrollable region's top, shown only while a pull reveals space there.
    private func refreshControlFrame(in size: CGSize, offset: CGPoint) -> CGRect {
        let top = -offset.y
        guard top > 0 else { return CGRect(x: size.width / 2, y: 0, width: 0, height: 0) }
        let side = ControlDefaults.activitySpinnerSide
        let band = state.configuration.refreshControlHeight
        return CGRect(x: (size.width - side) / 2, y: top - (band + side) / 2, width: side, height: side)
    }

    package func clipPath(in bounds: CGRect) -> Path? { clipsContent ? Path(bounds) : nil }

    package var clipsHitTesting: Bool { true }
    /// Its content moves by the scroll offset (`ScrollState`), never as a layout move.
    package var movesChildrenItself: Bool { true }

    /// A `UIScrollView` is a view with its pan recognizer on it: a touch anywhere in its bounds
    /// that reaches none of its content is its own, so a drag between two rows of text still
    /// scrolls, and a view behind the scroll view gets nothing there (UIKit's `hitTest(_:with:)`
    /// returns the scroll view itself).
    package func hitPath(in bounds: CGRect) -> Path? { Path(bounds) }
}

private struct ScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether scrollable views can scroll (`scrollDisabled(_:)` sets it).
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
}

extension View {
    /// Disables or enables scrolling in scrollable views: a disabled scroll view has no pan,
    /// and its content's gestures behave as outside a scroll view.
    public consuming func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(ScrollDisabledModifier(disabled: disabled))
    }
}

/// `scrollDisabled(_:)`: `true` disables scrolling below; `false` does not re-enable what an
/// ancestor disabled (as SwiftUI).
package struct ScrollDisabledModifier: EnvironmentModifier {
    let disabled: Bool
    package func update(_ environment: inout EnvironmentValues, in context: EvaluationContext) {
        if disabled { environment.isScrollEnabled = false }
    }
}
