import Foundation
import TactileGestures

/// A view that displays a root view and enables you to present additional views over the root
/// view (SwiftUI's `NavigationStack`): docs/ARCHITECTURE-HOST.md, "Presentations".
///
/// - Pages: the root, then one page per path element (its view from the
///   `navigationDestination(for:)` registered for the element's type), then the views pushed by
///   `NavigationLink(destination:)`. Every page stays in the tree at its own identity (its
///   position and, for a path element, the element), so the state of views below the top
///   survives a push and a pop; only the top page is visible and takes touches.
/// - Each page has a navigation bar (`PresentationConfiguration.navigationBarHeight`, and the
///   search drawer below it when the page is `searchable`) with its `navigationTitle` and, above
///   the root, a back button that pops it. As UINavigationBar's, the back button carries the
///   previous page's title ("< Numbers") when it fits beside the centred title
///   (`backButtonTitleSpacing`), else — or when the previous page has no title — "< Back".
/// - Appearance (UINavigationController's view appearance): a page a push covers disappears — its
///   views' `onDisappear` actions run, though the page stays in the tree with its state — and
///   appears again when a pop uncovers it (`onAppear` runs again). A page covered from the start
///   (a path set several pages deep) appears only when uncovered.
/// - Push and pop animate with `PresentationConfiguration.pushAnimation`: the page slides in
///   from, and out to, the trailing edge (a `.move(edge: .trailing)` transition).
/// - The interactive pop (UINavigationController's `interactivePopGestureRecognizer`): a drag
///   that starts within `edgeSwipeWidth` of the leading edge moves the top page with the finger;
///   released past `popFraction` of the width or flicked towards the trailing edge at
///   `popFlickVelocity` it pops, otherwise the page slides back. A page's own gestures come first
///   (`.gesture` arbitration, S-60).
/// - `dismiss` in a pushed page pops it.
/// - Edit mode: the stack provides the `editMode` environment value to its pages and their
///   toolbars (one state for the whole stack, starting `.inactive`), as iOS's navigation
///   container does, so an `EditButton` in a page's toolbar edits that page's `List`. A binding an
///   ancestor set with `.environment(\.editMode, …)` is kept instead.
public struct NavigationStack<Data, Root: View>: View {
    package let path: Binding<[AnyHashable]>?
    package let root: Root
    @State private var ownPath: [AnyHashable] = []
    @State private var pushedViews: [PushedView] = []
    @State private var context = NavigationContext()
    @State private var editMode: EditMode = .inactive
    @GestureState(resetTransaction: Transaction(animation: PresentationConfiguration.standard.pushAnimation))
    private var edgeDrag: CGFloat = 0

    public var body: some View {
        NavigationPagesView(root: root, path: path ?? $ownPath, pushedViews: $pushedViews, context: context,
                            edgeDrag: $edgeDrag, editMode: $editMode)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) {
        self.path = nil
        self.root = root()
    }

    /// A navigation stack around a root view the framework already holds (a split view's
    /// column), built without a closure so the value is not captured across isolation.
    package init(rootView: Root) {
        self.path = nil
        self.root = rootView
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.path = Binding(get: { path.wrappedValue.elements },
                            set: { path.wrappedValue = NavigationPath(erased: $0) })
        self.root = root()
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
                                Data.Element: Hashable {
    /// Creates a navigation stack with homogeneous navigation state that you can control. A
    /// pushed value of another type than `Data.Element` is not added to the path.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.path = Binding(get: { path.wrappedValue.map { AnyHashable($0) } },
                            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
        self.root = root()
    }
}

/// A view pushed by `NavigationLink(destination:)`, with its identity on the stack.
package struct PushedView {
    let id: Int
    let view: AnyView
}

/// Makes the pages of a stack and its interactive pop (a primitive: it needs the pages' nodes).
struct NavigationPagesView<Root: View>: View {
    let root: Root
    let path: Binding<[AnyHashable]>
    let pushedViews: Binding<[PushedView]>
    let context: NavigationContext
    let edgeDrag: GestureState<CGFloat>
    /// The stack's own edit mode, provided where no ancestor provides one.
    let editMode: Binding<EditMode>
    var body: EmptyView { EmptyView() }
}

extension NavigationPagesView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let configuration = PresentationConfiguration.standard
        let navigation = self.context
        let path = path, pushedViews = pushedViews
        let values = path.wrappedValue
        let views = pushedViews.wrappedValue
        navigation.push = { value in
            withAnimation(configuration.pushAnimation) { path.wrappedValue.append(value) }
        }
        navigation.pushView = { view in
            navigation.nextViewID += 1
            let pushed = PushedView(id: navigation.nextViewID, view: view)
            withAnimation(configuration.pushAnimation) { pushedViews.wrappedValue.append(pushed) }
        }
        navigation.pop = { level in
            let level = max(0, level)
            let valueCount = path.wrappedValue.count
            withAnimation(configuration.pushAnimation) {
                if level >= valueCount {
                    let keep = level - valueCount
                    if pushedViews.wrappedValue.count > keep { pushedViews.wrappedValue.removeLast(pushedViews.wrappedValue.count - keep) }
                } else {
                    if !pushedViews.wrappedValue.isEmpty { pushedViews.wrappedValue.removeAll() }
                    path.wrappedValue.removeLast(valueCount - level)
                }
            }
        }
        let editMode = editMode
        let stackContext = context.transformingEnvironment {
            $0.navigationContext = navigation
            if $0.editMode == nil { $0.editMode = editMode }
        }
        let pagesContext = stackContext.child(.slot("pages"))
        var pages: [ViewNode] = []
        let top = values.count + views.count
        // The title of the page below the one being made (its back button's title).
        var previousTitle: String?
        // The root first: it registers the destinations the path's pages need.
        pages.append(page(level: 0, top: top, context: pagesContext.child(.index(0)), view: AnyView(root),
                          previousTitle: &previousTitle))
        for (offset, value) in values.enumerated() {
            let level = offset + 1
            let view = navigation.destination(for: value) ?? AnyView(MissingDestination())
            pages.append(page(level: level, top: top, context: pagesContext.child(.index(level)).child(.id(value)), view: view,
                              previousTitle: &previousTitle))
        }
        for (offset, pushed) in views.enumerated() {
            let level = values.count + offset + 1
            pages.append(page(level: level, top: top, context: pagesContext.child(.index(level)).child(.id(pushed.id)),
                              view: pushed.view, previousTitle: &previousTitle))
        }
        let node = context.node(NavigationStackBehavior(dragOffset: top > 0 ? edgeDrag.wrappedValue : 0), children: pages)
        node.hitTesting.contentShape = Rectangle()
        let backHidden = NavigationBarItemModifier.items(in: [pages[top]]).backButtonHidden
        if top > 0 && !backHidden {
            let edge = configuration.edgeSwipeWidth
            let drag = ViewSizedGesture(DragGesture())
                .updating(edgeDrag) { value, state, _ in
                    guard value.value.startLocation.x <= edge else { return }
                    state = max(0, value.value.translation.width)
                }
                .onEnded { value in
                    guard value.value.startLocation.x <= edge,
                          NavigationPagesView.pops(translation: value.value.translation.width, velocity: value.value.velocity.width,
                                                   width: value.size.width, configuration: configuration) else { return }
                    navigation.pop(top - 1)
                }
            node.gestures.append(ViewGestureAttachment(drag, priority: .normal, mask: .all))
        }
        return [node]
    }

    /// One page: its navigation bar above its content, on the system background. A page below
    /// `top` is covered (`isCoveredByNavigation`). `previousTitle` is the title of the page below
    /// (its back button's title) and becomes this page's.
    private func page(level: Int, top: Int, context: EvaluationContext, view: AnyView, previousTitle: inout String?) -> ViewNode {
        let navigation = self.context
        let covered = level < top
        var contentContext = context.child(.content)
        if level > 0 || covered {
            contentContext = contentContext.transformingEnvironment {
                if level > 0 {
                    $0.dismiss = DismissAction { navigation.pop(level - 1) }
                    $0.isPresented = true
                }
                if covered { $0.isCoveredByNavigation = true }
            }
        }
        let content = contentContext.nodes(for: view)
        let items = NavigationBarItemModifier.items(in: content)
        let backTitle = level > 0 && !items.backButtonHidden ? previousTitle ?? "" : nil
        previousTitle = items.title
        let barHidden = ToolbarVisibilityModifier.hides(.navigationBar, in: content)
        let search = items.search ?? (level == 0 ? context.environment.navigationSearchField : nil)
        let barHeight = PresentationConfiguration.standard.navigationBarHeight
        let bar = barHidden ? [] : context.child(.slot("bar")).nodes(for: NavigationBar(title: items.title ?? "", backTitle: backTitle,
                                                                                        back: { navigation.pop(level - 1) },
                                                                                        leading: items.leading, trailing: items.trailing,
                                                                                        search: search))
        let drawer = search == nil ? 0 : SearchFieldDefaults.drawerHeight
        let node = context.node(NavigationPageBehavior(barHeight: barHidden ? nil : barHeight + drawer), children: bar + content)
        node.hitTesting.contentShape = Rectangle()
        node.transition = .move(edge: .trailing)
        return node
    }

    /// The release rule of the interactive pop: past `popFraction` of the width, or flicked
    /// towards the trailing edge at `popFlickVelocity` (not while flicked back towards the leading edge).
    static func pops(translation: CGFloat, velocity: CGFloat, width: CGFloat, configuration: PresentationConfiguration) -> Bool {
        if velocity >= configuration.popFlickVelocity { return true }
        return width > 0 && translation >= width * configuration.popFraction && velocity > -configuration.popFlickVelocity
    }
}

/// A path element with no `navigationDestination` for its type: SwiftUI shows a warning
/// triangle; Tactile says so in text.
private struct MissingDestination: View {
    var body: some View { Text("No destination for this value") }
}

/// The navigation bar: the title centred; above the root, the back button at the leading edge,
/// then the page's leading bar items; its trailing items at the trailing edge; below them, a
/// `searchable` view's field in the bar's drawer (`SearchFieldDefaults.drawerHeight`).
struct NavigationBar: View {
    let title: String
    /// The previous page's title ("" when it has none); nil: no back button.
    let backTitle: String?
    let back: @MainActor () -> Void
    var leading: AnyView?
    var trailing: AnyView?
    /// A `searchable` view's field, in the drawer below the bar.
    var search: SearchFieldEntry?

    var body: some View {
        VStack(spacing: 0) {
            titleRow.frame(height: PresentationConfiguration.standard.navigationBarHeight)
            if let search {
                SearchField(entry: search).frame(height: SearchFieldDefaults.drawerHeight)
            }
        }
    }

    /// The title, the back button and the bar items.
    private var titleRow: some View {
        let configuration = PresentationConfiguration.standard
        return GeometryReader { proxy in
            ZStack {
                Text(title).font(.headline)
                HStack {
                    if let backTitle {
                        Button(NavigationBar.backLabel(backTitle, title: title, barWidth: proxy.size.width,
                                                       configuration: configuration), action: back)
                    }
                    // Bar items: an `.automatic` label in them shows its icon only (`DefaultLabelStyle`).
                    if let leading { leading.environment(\.isInToolbarItem, true) }
                    Spacer()
                    if let trailing { trailing.environment(\.isInToolbarItem, true) }
                }
                .padding(.horizontal, configuration.navigationBarHorizontalPadding)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
    }

    /// The back button's label: "< " and the previous title when that fits between the bar's
    /// leading padding and the centred `title` (in `.headline`) with `backButtonTitleSpacing` to
    /// spare (both measured as `Text` lays them out, the label in `.body`), else "< Back".
    static func backLabel(_ previousTitle: String, title: String, barWidth: CGFloat,
                          configuration: PresentationConfiguration) -> String {
        let fallback = "< Back"
        guard !previousTitle.isEmpty else { return fallback }
        let label = "< " + previousTitle
        let titleWidth = title.isEmpty ? 0 : TextLayout(title, font: .headline, width: nil, alignment: .center).size.width
        let room = (barWidth - titleWidth) / 2 - configuration.navigationBarHorizontalPadding - configuration.backButtonTitleSpacing
        return TextLayout(label, font: .body, width: nil, alignment: .leading).size.width <= room ? label : fallback
    }
}

/// A page: the bar (first child) across the top, `barHeight` tall; the content below it,
/// proposed the rest and centred in it; a white background under both. Without a bar
/// (`barHeight` nil: `toolbar(.hidden, for: .navigationBar)`), every child is content.
package struct NavigationPageBehavior: NodeBehavior {
    let barHeight: CGFloat?

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let bar = min(barHeight ?? 0, size.height)
        let rest = CGSize(width: size.width, height: size.height - bar)
        return children.enumerated().map { index, child in
            if index == 0, barHeight != nil {
                _ = layout.size(of: child, proposal: ProposedViewSize(CGSize(width: size.width, height: bar)))
                return CGRect(x: 0, y: 0, width: size.width, height: bar)
            }
            let fitted = layout.size(of: child, proposal: ProposedViewSize(rest))
            let origin = Alignment.center.origin(of: fitted, in: rest)
            return CGRect(origin: CGPoint(x: origin.x, y: bar + origin.y), size: fitted)
        }
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        list.fill(Path(bounds), with: SystemColorPalette.white)
    }
}

/// The pages of a stack, on top of each other (the top page last); the top page moved towards
/// the trailing edge by the interactive pop's `dragOffset`. Clips to its bounds. Animatable:
/// `[dragOffset]` (the slide back of a cancelled swipe).
package struct NavigationStackBehavior: NodeBehavior {
    var dragOffset: CGFloat

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        children.enumerated().map { index, child in
            _ = layout.size(of: child, proposal: ProposedViewSize(size))
            let x = index == children.count - 1 ? dragOffset : 0
            return CGRect(x: x, y: 0, width: size.width, height: size.height)
        }
    }

    package func clipPath(in bounds: CGRect) -> Path? { Path(bounds) }

    package var animatableData: AnimatableVector? { AnimatableVector([Double(dragOffset)]) }
    package func withAnimatableData(_ data: AnimatableVector) -> NavigationStackBehavior {
        guard data.values.count == 1 else { return self }
        return NavigationStackBehavior(dragOffset: CGFloat(data.values[0]))
    }
}
