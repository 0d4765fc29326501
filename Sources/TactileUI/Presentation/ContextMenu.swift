import Foundation
import TactileGestures

extension View {
    /// Adds a context menu to a view (SwiftUI's `contextMenu(menuItems:)`): a long press on the
    /// view (`ControlDefaults.contextMenuPressDuration` held within
    /// `contextMenuAllowableMovement`, UIKit's long-press defaults) presents `menuItems` — usually
    /// `Button`s — in a menu above the window, below the view (above it when there is no room).
    /// A tap on a button runs its action and dismisses the menu; a tap outside dismisses it. The
    /// press is arbitrated with the view's own gestures as UIKit's interaction is with its view's
    /// (`ContextMenuPress`): a quick tap still fires a `Button` in the view, a press held long
    /// enough presents the menu and cancels the button, and movement beyond the allowable
    /// distance fails it (in a `ScrollView` the drag scrolls).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuHost(content: self, menuItems: menuItems(), preview: Optional<EmptyView>.none)
    }

    /// Adds a context menu with a custom preview (SwiftUI's `contextMenu(menuItems:preview:)`):
    /// as `contextMenu(menuItems:)`, with `preview` drawn above the menu where the view is.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        ContextMenuHost(content: self, menuItems: menuItems(), preview: Optional(preview()))
    }
}

/// The state of a context menu: whether it is presented, and a count of finished dismissals
/// that re-evaluates the anchor to drop the menu's views (as `PresentationHost` does).
struct ContextMenuHost<Content: View, MenuItems: View, Preview: View>: View {
    let content: Content
    let menuItems: MenuItems
    let preview: Preview?
    @State private var isPresented = false
    @State private var dismissals = 0

    var body: some View {
        let presented = $isPresented
        ContextMenuAnchor(content: content.modifier(ContextMenuPress { presented.wrappedValue = true }),
                          menuItems: menuItems, preview: preview, isPresented: presented,
                          dismissals: dismissals, bump: $dismissals)
    }
}

/// The long press that presents a context menu (`ContextMenuPressGesture`: possible until the
/// duration elapses, never active), on a passthrough node around the view. It runs
/// beside the view's own gestures under a claim (`ViewGestureAttachment.Priority.scroll`, as a
/// scroll view's pan): the first side recognized wins. So a tap on a `Button` in the view fires it
/// (the button's tap is recognized first), a press held `contextMenuPressDuration` presents the
/// menu and cancels the button's press (as UIKit's context-menu interaction cancels its view's
/// touches), and an enclosing scroll view's pan, recognized at its slop, wins over a press that
/// moved (which fails beyond `contextMenuAllowableMovement` anyway).
struct ContextMenuPress: PrimitiveModifier {
    let present: @MainActor () -> Void

    func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        let present = present
        return context.wrapping(content(context.child(.content))) { wrapperContext, child in
            let node = wrapperContext.node(PassthroughBehavior(), child: child)
            let press = ContextMenuPressGesture(minimumDuration: ControlDefaults.contextMenuPressDuration,
                                                maximumDistance: ControlDefaults.contextMenuAllowableMovement)
                .onEnded { _ in present() }
            node.gestures.append(ViewGestureAttachment(press, priority: .scroll, mask: .all))
            return node
        }
    }
}

/// Makes the content's nodes and, while the menu is presented, the menu's layer above the
/// window (a `PresentationState` at this identity, as a sheet's: `PresentationRegistry.layers`).
struct ContextMenuAnchor<Content: View, MenuItems: View, Preview: View>: View {
    let content: Content
    let menuItems: MenuItems
    let preview: Preview?
    let isPresented: Binding<Bool>
    let dismissals: Int
    let bump: Binding<Int>
    /// Whether the window is dimmed behind the menu: a context menu's is, a `Menu`'s is not.
    var dimsWindow = true
    var body: EmptyView { EmptyView() }
}

extension ContextMenuAnchor: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let nodes = context.child(.content).nodes(for: content)
        context.pass.markVisited(context.identity)
        let state = context.pass.store.presentations.state(at: context.identity)
        let isPresented = isPresented, bump = bump
        state.requestDismiss = { isPresented.wrappedValue = false }
        state.dismissed = { bump.wrappedValue += 1 }
        guard state.evaluate(wantsPresentation: isPresented.wrappedValue) else {
            state.layer = nil
            return nodes
        }
        let layerContext = context.child(.slot("contextMenu"))
        let dismiss = DismissAction { [weak state] in state?.requestDismiss() }
        var children = layerContext.child(.slot("backdrop")).nodes(for: ContextMenuBackdrop(dismiss: dismiss))
        if let preview {
            children += layerContext.child(.slot("preview")).nodes(for: preview)
        }
        let menuContext = layerContext.child(.slot("menu")).transformingEnvironment { environment in
            // Every button of the menu dismisses it after its action, as an alert's does.
            environment.presentationButtonDismiss = dismiss
            environment.dismiss = dismiss
        }
        children += menuContext.nodes(for: ContextMenuBox(items: menuItems))
        let source = ContextMenuSource(nodes: nodes)
        let layer = layerContext.node(ContextMenuLayerBehavior(state: state, source: source, hasPreview: preview != nil, dimsWindow: dimsWindow),
                                      children: children)
        layer.hitTesting.contentShape = Rectangle()
        state.layer = layer
        return nodes
    }
}

/// The pressed view's nodes, held weakly: where the menu goes.
@MainActor
final class ContextMenuSource {
    private let nodes: [WeakNode]
    init(nodes: [ViewNode]) { self.nodes = nodes.map(WeakNode.init) }

    /// The union of the view's frames in the window at its last layout; nil when it is gone.
    var frame: CGRect? {
        let frames = nodes.compactMap { $0.node?.globalFrame }
        guard let first = frames.first else { return nil }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }

    private struct WeakNode {
        weak var node: ViewNode?
        init(_ node: ViewNode) { self.node = node }
    }
}

/// The layer of a context menu: the whole window, dimmed (`contextMenuDimmingOpacity` × the
/// fraction shown); its children are the backdrop (the whole window, dismissing on a tap), the
/// preview if any (where the view is), and the menu: 8 points below the view or its preview,
/// or above the view when it does not fit below, its leading edge at the view's, kept 16 points
/// inside the window.
struct ContextMenuLayerBehavior: NodeBehavior {
    let state: PresentationState
    let source: ContextMenuSource
    let hasPreview: Bool
    var dimsWindow = true

    /// Its preview and menu move by the presentation's motion, never as layout moves.
    var movesChildrenItself: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        state.record(sheetHeight: size.height)
        let window = CGRect(origin: .zero, size: size)
        let margin = ControlDefaults.contextMenuWindowMargin, gap = ControlDefaults.contextMenuGap
        var anchor = source.frame ?? CGRect(x: size.width / 2, y: size.height / 2, width: 0, height: 0)
        var frames: [CGRect] = []
        for (index, child) in children.enumerated() {
            if index == 0 {
                _ = layout.size(of: child, proposal: ProposedViewSize(size))
                frames.append(window)
            } else if hasPreview && index == 1 {
                let fitted = layout.size(of: child, proposal: ProposedViewSize(size))
                let x = min(max(margin, anchor.midX - fitted.width / 2), max(margin, size.width - margin - fitted.width))
                let y = min(max(margin, anchor.minY), max(margin, size.height - margin - fitted.height))
                anchor = CGRect(x: x, y: y, width: fitted.width, height: fitted.height)
                frames.append(anchor)
            } else {
                let fitted = layout.size(of: child, proposal: ProposedViewSize(size))
                let x = min(max(margin, anchor.minX), max(margin, size.width - margin - fitted.width))
                var y = anchor.maxY + gap
                if y + fitted.height > size.height - margin { y = max(margin, anchor.minY - gap - fitted.height) }
                frames.append(CGRect(x: x, y: y, width: fitted.width, height: fitted.height))
            }
        }
        return frames
    }

    func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        let opacity = ControlDefaults.contextMenuDimmingOpacity * Double(state.shownFraction)
        guard dimsWindow, opacity > 0 else { return }
        list.fill(Path(bounds), with: SystemColorPalette.black.multiplyingOpacity(opacity))
    }
}

/// The window behind a context menu: a tap anywhere on it dismisses the menu.
struct ContextMenuBackdrop: View {
    let dismiss: DismissAction
    var body: some View {
        Color.clear
            .contentShape(Rectangle())
            .onTapGesture { dismiss() }
    }
}

/// The menu: its items one above the other, each row at least `contextMenuRowHeight` tall,
/// hairlines between them, on a rounded light background.
struct ContextMenuBox<MenuItems: View>: View {
    let items: MenuItems

    var body: some View {
        let parts = (items as? any BuilderBlockParts)?.builderBlockParts.map { AnyView($0) } ?? [AnyView(items)]
        VStack(spacing: 0) {
            ForEach(0..<parts.count, id: \.self) { index in
                if index > 0 { Color.gray.opacity(0.3).frame(height: 0.5) }
                parts[index]
            }
        }
        .frame(width: ControlDefaults.contextMenuWidth)
        .background(ControlDefaults.contextMenuBackground)
        .clipShape(RoundedRectangle(cornerRadius: ControlDefaults.contextMenuCornerRadius))
        .buttonStyle(ContextMenuButtonStyle())
        .labelStyle(ContextMenuLabelStyle())
    }
}

/// A context menu's button: the whole row is its target, its label leading; a destructive button
/// red, the others the primary colour; gray behind it while pressed.
struct ContextMenuButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(configuration.role == .destructive ? .red : .primary)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, ControlDefaults.contextMenuRowInset)
            .frame(minHeight: ControlDefaults.contextMenuRowHeight)
            .contentShape(Rectangle())
            .background(configuration.isPressed ? Color.gray.opacity(0.2) : Color.clear)
    }
}

/// A `Label` in a context menu: the title leading, the icon at the trailing edge, as UIMenu draws.
struct ContextMenuLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Spacer()
            configuration.icon
        }
    }
}
