import Foundation
import TactileGestures

/// A view that switches between multiple child views (SwiftUI's `TabView`). Each view of
/// `content` (each element of a `ForEach`, each view of a builder block) is a page; a page's
/// selection value is its `tag(_:)`, or its position (0, 1, …) when it has none.
///
/// Under `.tabViewStyle(.page)`: the pages sit side by side, one page wide each, the selected one
/// showing, clipped to the tab view. A horizontal drag moves them with the finger; on release the
/// next (or previous) page is selected when the drag's projected end — its translation plus
/// 0.25 s of its velocity, `DragGesture.Value.predictedEndTranslation` — is past half a page,
/// so a drag past half or a short fast flick changes page and a slow short drag springs back.
/// The change animates with `ControlDefaults.pageSettleAnimation`. The first and last pages do
/// not go further: dragged outward they rubber-band as a paging `UIScrollView` does (they follow
/// the finger with the scroll view's resistance, `ScrollConfiguration.rubberBandCoefficient`)
/// and spring back on release, the page unchanged. The page drag is arbitrated with the pages'
/// gestures as a `ScrollView`'s pan is with its content's (`ScrollClaim`: the first recognized
/// wins, the content on a tie), so a swipe that starts on a `Button` pages and cancels the press,
/// and a tap on it fires it.
///
/// Under `.automatic` (the default): iOS 18's tab bar at the bottom, one item per page from the
/// page's `tabItem(_:)` and `badge(_:)`; a tap on an item selects its page (writing `selection`).
/// The pages keep their state while not selected; `onAppear` and `onDisappear` run as a page is
/// shown and hidden (`tabBarNodes(in:)`, `TabBar`). While a view on screen hides the tab bar
/// (`toolbar(.hidden, for: .tabBar)`), the bar is gone and the selected page takes its height.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    package let selection: Binding<SelectionValue>?
    package let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension TabView: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let selection = selection.map { binding in
            Binding<AnyHashable>(get: { AnyHashable(binding.wrappedValue) },
                                 set: { if let value = $0.base as? SelectionValue { binding.wrappedValue = value } })
        }
        return context.nodes(for: PagedTabView(selection: selection, content: content))
    }
}

/// The state of a tab view: the selected page when no binding is given, and the drag's offset.
struct PagedTabView<Content: View>: View {
    let selection: Binding<AnyHashable>?
    let content: Content
    @State private var ownSelection: AnyHashable?
    @GestureState(resetTransaction: Transaction(animation: ControlDefaults.pageSettleAnimation)) private var dragOffset: CGFloat = 0
    /// How many views on screen hide the tab bar (`toolbar(.hidden, for: .tabBar)`).
    @State private var tabBarHidingViews = 0

    var body: some View {
        let selected = selection ?? $ownSelection.unwrapped
        PagesView(content: content, selection: selected, dragOffset: $dragOffset, showsTabBar: tabBarHidingViews <= 0)
            .environment(\.tabBarHidingViews, $tabBarHidingViews)
    }
}

extension Binding where Value == AnyHashable? {
    /// A non-optional view of an optional selection (nil reads as a value no page has).
    fileprivate var unwrapped: Binding<AnyHashable> {
        Binding<AnyHashable>(get: { wrappedValue ?? AnyHashable(NoSelection()) }, set: { wrappedValue = $0 })
    }
}

private struct NoSelection: Hashable {}

/// Lays the pages out and attaches the page drag (a primitive: it needs the evaluated pages).
struct PagesView<Content: View>: View {
    let content: Content
    let selection: Binding<AnyHashable>
    let dragOffset: GestureState<CGFloat>
    /// Whether the `.automatic` style shows its tab bar: no view on screen hides it.
    var showsTabBar = true
    var body: EmptyView { EmptyView() }
}

extension PagesView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        if case .automatic = context.environment.tabViewKind { return tabBarNodes(in: context) }
        let pages = context.child(.slot("content")).nodes(for: content)
        let tags = pages.enumerated().map { index, page in PagesView.tag(of: page) ?? AnyHashable(index) }
        let current = tags.firstIndex(of: selection.wrappedValue) ?? 0
        switch context.environment.tabViewKind {
        case .automatic:
            return []
        case .page(let mode):
            let showsDots = mode.showsDots(pageCount: pages.count)
            var children = pages
            if showsDots {
                children.append(context.child(.slot("index")).node(PageDotsBehavior(count: pages.count, current: current)))
            }
            let node = context.node(PagesBehavior(index: Double(current), offset: dragOffset.wrappedValue, showsDots: showsDots),
                                    children: children)
            let selection = selection
            let band = context.pass.store.scrolls.configuration.rubberBandCoefficient
            let drag = ViewSizedGesture(DragGesture())
                .updating(dragOffset) { value, state, _ in
                    state = PagesView.shownOffset(value.value.translation.width, current: current, count: tags.count,
                                                  width: value.size.width, coefficient: band)
                }
                .onEnded { value in
                    let target = PagesView.target(from: current, count: tags.count, width: value.size.width,
                                                  projected: value.value.predictedEndTranslation.width)
                    guard target != current else { return }
                    withAnimation(ControlDefaults.pageSettleAnimation) { selection.wrappedValue = tags[target] }
                }
            // A paging scroll view's pan: under the same claim as a `ScrollView`'s (S-90).
            node.gestures.append(ViewGestureAttachment(drag, priority: .scroll, mask: .all))
            node.hitTesting.contentShape = Rectangle()
            return [node]
        }
    }

    /// The `.automatic` style: the pages above a tab bar (`TabBar`). Every page is evaluated, so
    /// each keeps its state while another is selected, as SwiftUI keeps it; the pages not
    /// selected are evaluated as hidden (`isCoveredByNavigation`: their `onAppear` waits until
    /// they are selected, and a page deselected runs its `onDisappear`) and only the selected
    /// one is inside the clip and the content shape. A page that makes no node (an `if` not
    /// taken) has no tab.
    private func tabBarNodes(in context: EvaluationContext) -> [ViewNode] {
        var candidates: [TabPage] = []
        TabPages.append(content, in: context.child(.slot("content")), to: &candidates)
        let keys = candidates.enumerated().map { index, page in page.traits.tag ?? AnyHashable(index) }
        let current = keys.firstIndex(of: selection.wrappedValue) ?? 0
        var pages: [ViewNode] = [], items: [TabPageTraits] = [], itemKeys: [AnyHashable] = []
        var shown = 0
        for (index, page) in candidates.enumerated() {
            let pageContext = index == current ? page.context : page.context.transformingEnvironment { $0.isCoveredByNavigation = true }
            let nodes = page.makeNodes(pageContext)
            guard !nodes.isEmpty else { continue }
            if index == current { shown = pages.count }
            pages.append(nodes.count == 1 ? nodes[0] : page.context.child(.slot("page")).node(ZStackBehavior(alignment: .center), children: nodes))
            items.append(page.traits)
            itemKeys.append(keys[index])
        }
        let pagesNode = context.child(.slot("pages")).node(PagesBehavior(index: Double(shown), offset: 0, showsDots: false), children: pages)
        pagesNode.hitTesting.contentShape = Rectangle()
        let selection = selection
        let bar = TabBar(items: items, selected: shown, select: { selection.wrappedValue = itemKeys[$0] })
        let barNodes = showsTabBar ? context.child(.slot("tabBar")).nodes(for: bar) : []
        return [context.node(TabBarLayoutBehavior(), children: [pagesNode] + barNodes)]
    }

    /// Where the pages show for a finger `translation` points along the tab view: with the
    /// finger between the first and the last page; past them (a drag outward from the first or
    /// the last page) rubber-banded as `UIScrollView` does (`ScrollPhysics.rubberBand`).
    /// Invariant: never past a whole `width` beyond an end page.
    static func shownOffset(_ translation: CGFloat, current: Int, count: Int, width: CGFloat, coefficient: CGFloat) -> CGFloat {
        let band = { (overscroll: CGFloat) in
            CGFloat(ScrollPhysics.rubberBand(Double(overscroll), dimension: Double(width), coefficient: Double(coefficient)))
        }
        if translation > 0, current <= 0 { return band(translation) }
        if translation < 0, current >= count - 1 { return -band(-translation) }
        return translation
    }

    /// The page a drag released with `projected` end translation settles on: the neighbour in
    /// its direction when it is past half a page, else `current`.
    static func target(from current: Int, count: Int, width: CGFloat, projected: CGFloat) -> Int {
        guard width > 0, count > 0 else { return current }
        var target = current
        if projected < -width / 2 { target += 1 } else if projected > width / 2 { target -= 1 }
        return min(count - 1, max(0, target))
    }

    /// A page's tag: on its node, or on the passthrough nodes (modifiers) that wrap it.
    private static func tag(of page: ViewNode) -> AnyHashable? {
        var node: ViewNode? = page
        while let current = node {
            if let tag = current.tag { return tag }
            node = current.behavior is PassthroughBehavior && current.children.count == 1 ? current.children[0] : nil
        }
        return nil
    }
}

/// The pages of a tab view, side by side: page `i` is placed at `(i − index) × width + offset`,
/// each proposed the whole size; the view takes the size offered and clips to it. The page
/// index dots, when shown, are the last child, centred at the bottom. Animatable: `[index, offset]`.
package struct PagesBehavior: NodeBehavior {
    package var index: Double
    package var offset: CGFloat
    package var showsDots: Bool

    /// Its pages move by the page index and drag offset it animates, never as layout moves.
    package var movesChildrenItself: Bool { true }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let pageCount = showsDots ? children.count - 1 : children.count
        var frames: [CGRect] = []
        frames.reserveCapacity(children.count)
        for (position, child) in children.enumerated() {
            if position < pageCount {
                let page = layout.size(of: child, proposal: ProposedViewSize(size))
                let x = (CGFloat(position) - CGFloat(index)) * size.width + offset
                frames.append(CGRect(x: x + (size.width - page.width) / 2, y: (size.height - page.height) / 2,
                                     width: page.width, height: page.height))
            } else {
                let dots = layout.size(of: child, proposal: ProposedViewSize(size))
                frames.append(CGRect(x: (size.width - dots.width) / 2, y: size.height - ControlDefaults.pageIndexBottomInset - dots.height,
                                     width: dots.width, height: dots.height))
            }
        }
        return frames
    }

    package func clipPath(in bounds: CGRect) -> Path? { Rectangle().path(in: bounds) }

    package var animatableData: AnimatableVector? { AnimatableVector([index, Double(offset)]) }
    package func withAnimatableData(_ data: AnimatableVector) -> PagesBehavior {
        guard data.values.count == 2 else { return self }
        return PagesBehavior(index: data.values[0], offset: CGFloat(data.values[1]), showsDots: showsDots)
    }
}

/// The page index of a paged tab view: one dot per page, the current one opaque.
package struct PageDotsBehavior: NodeBehavior {
    package var count: Int
    package var current: Int

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let diameter = ControlDefaults.pageDotDiameter, spacing = ControlDefaults.pageDotSpacing
        return CGSize(width: CGFloat(count) * diameter + CGFloat(max(0, count - 1)) * spacing, height: diameter)
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        let diameter = ControlDefaults.pageDotDiameter, spacing = ControlDefaults.pageDotSpacing
        for index in 0..<count {
            let dot = CGRect(x: bounds.minX + CGFloat(index) * (diameter + spacing), y: bounds.minY, width: diameter, height: diameter)
            let color = index == current ? SystemColorPalette.white : SystemColorPalette.white.multiplyingOpacity(ControlDefaults.pageDotInactiveOpacity)
            list.fill(Path(ellipseIn: dot), with: color)
        }
    }
}

/// A tab view with a tab bar: the pages (the first child) take the size less the bar's height;
/// the bar (the last child) sits along the bottom, `ControlDefaults.tabBarHeight` tall. Without a
/// bar (hidden: one child) the pages take the whole size.
package struct TabBarLayoutBehavior: NodeBehavior {
    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let barHeight = children.count > 1 ? min(ControlDefaults.tabBarHeight, size.height) : 0
        let pages = CGRect(x: 0, y: 0, width: size.width, height: size.height - barHeight)
        let bar = CGRect(x: 0, y: size.height - barHeight, width: size.width, height: barHeight)
        return children.enumerated().map { index, child in
            let frame = index == 0 ? pages : bar
            _ = layout.size(of: child, proposal: ProposedViewSize(frame.size))
            return frame
        }
    }
}
