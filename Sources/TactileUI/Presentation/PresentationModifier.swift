import Foundation
import TactileGestures

private struct YieldsDownwardDragAtTopKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether a vertical `ScrollView` at its top lets a downward drag go to the enclosing
    /// sheet's drag-to-dismiss (set in a page sheet's content).
    package var yieldsDownwardDragAtTop: Bool {
        get { self[YieldsDownwardDragAtTopKey.self] }
        set { self[YieldsDownwardDragAtTopKey.self] = newValue }
    }
}

/// How a presentation covers the window.
package enum PresentationStyle: Equatable, Sendable {
    /// A page sheet: below a small top inset, with rounded top corners, a dimmed backdrop and
    /// drag-to-dismiss.
    case sheet
    /// A full-screen cover: the whole window, no backdrop, no drag-to-dismiss.
    case fullScreenCover
    /// An alert: a 270-pt box centred in the window over a lightly dimmed backdrop; a tap on one
    /// of its buttons runs the button's action and dismisses it.
    case alert
}

private struct PresentationButtonDismissKey: EnvironmentKey {
    static var defaultValue: DismissAction? { nil }
}

extension EnvironmentValues {
    /// In an alert's content: what a `Button` runs after its action (the alert's dismissal), as
    /// every button of a SwiftUI alert ends it.
    package var presentationButtonDismiss: DismissAction? {
        get { self[PresentationButtonDismissKey.self] }
        set { self[PresentationButtonDismissKey.self] = newValue }
    }
}

/// `sheet` and `fullScreenCover` (docs/ARCHITECTURE-HOST.md, "Presentations"): the presenting
/// content unchanged, plus — while presented or sliding out — a layer the graph draws above the
/// whole window (`PresentationRegistry.layers`), not inside the presenting view's frame.
///
/// A composite around `PresentationAnchor` so that the end of a dismissal (on the host's clock,
/// after the body ran) can write `dismissals` and have the anchor evaluated again, which drops
/// the sheet's views and their state (a sheet presented again starts fresh, as in SwiftUI).
struct PresentationHost<Content: View>: View {
    let content: Content
    let style: PresentationStyle
    let wantsPresentation: Bool
    let requestDismiss: @MainActor () -> Void
    let onDismiss: (() -> Void)?
    /// The sheet's identity (an item's id) and view for the presentation, nil when there is none.
    let makeSheet: @MainActor (PresentationState) -> (id: AnyHashable?, view: AnyView)?
    @State private var dismissals = 0

    var body: some View {
        PresentationAnchor(content: content, style: style, wantsPresentation: wantsPresentation,
                           requestDismiss: requestDismiss, onDismiss: onDismiss, makeSheet: makeSheet,
                           dismissals: dismissals, bump: $dismissals)
    }
}

/// Makes the presenting content's nodes and, while presented, the presentation layer (kept in
/// the `PresentationState` at this identity, not returned to the parent).
struct PresentationAnchor<Content: View>: View {
    let content: Content
    let style: PresentationStyle
    let wantsPresentation: Bool
    let requestDismiss: @MainActor () -> Void
    let onDismiss: (() -> Void)?
    let makeSheet: @MainActor (PresentationState) -> (id: AnyHashable?, view: AnyView)?
    let dismissals: Int
    let bump: Binding<Int>
    var body: EmptyView { EmptyView() }
}

extension PresentationAnchor: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let nodes = context.child(.content).nodes(for: content)
        context.pass.markVisited(context.identity)
        let registry = context.pass.store.presentations
        let state = registry.state(at: context.identity)
        state.requestDismiss = requestDismiss
        let onDismiss = onDismiss, bump = bump
        state.dismissed = {
            onDismiss?()
            bump.wrappedValue += 1
        }
        guard state.evaluate(wantsPresentation: wantsPresentation), let sheet = makeSheet(state) else {
            state.layer = nil
            return nodes
        }
        let layerContext = context.child(.slot("presentation"))
        var sheetContext = layerContext.child(.slot("sheet"))
        if let id = sheet.id { sheetContext = sheetContext.child(.id(id)) }
        let contentContext = sheetContext.child(.content).transformingEnvironment { environment in
            environment.dismiss = DismissAction { [weak state] in state?.requestDismiss() }
            environment.isPresented = true
            if style == .alert { environment.presentationButtonDismiss = environment.dismiss }
            // A scroll view in a page sheet hands a downward drag at its top to the sheet (iOS).
            environment.yieldsDownwardDragAtTop = style == .sheet
        }
        let contentNodes = contentContext.nodes(for: sheet.view)
        state.update(detents: style == .sheet ? PresentationDetentsModifier.detents(in: contentNodes) : [.large])
        let configuration = registry.configuration
        let cornerRadius = style == .alert ? configuration.alertCornerRadius
            : PresentationCornerRadiusModifier.cornerRadius(in: contentNodes) ?? configuration.sheetCornerRadius
        let sheetNode = sheetContext.node(SheetBehavior(style: style, cornerRadius: cornerRadius,
                                                        width: configuration.alertWidth),
                                          children: contentNodes)
        sheetNode.hitTesting.contentShape = Rectangle()
        if style == .sheet {
            let pan = ScrollPanGesture(
                horizontal: false, vertical: true,
                onChanged: { [weak state, weak sheetNode] value in
                    state?.dragChanged(value.translation.height, blocked: sheetNode.map(InteractiveDismissDisabledModifier.isSet(in:)) ?? false)
                },
                onFinished: { [weak state] value in state?.dragEnded(velocity: value?.velocity.height) })
            sheetNode.gestures.append(ViewGestureAttachment(pan, priority: .scroll, mask: .all))
        }
        let layer = layerContext.node(PresentationLayerBehavior(style: style, state: state), children: [sheetNode])
        // The layer takes every touch on the window: the presenting view is not reachable.
        layer.hitTesting.contentShape = Rectangle()
        state.layer = layer
        return nodes
    }
}

/// The layer of a presentation: the whole window, drawing the dimmed backdrop of a page sheet
/// (`dimmingOpacity` × the fraction of the sheet shown) and placing the sheet at its resting
/// place moved down by the state's displacement.
package struct PresentationLayerBehavior: NodeBehavior {
    let style: PresentationStyle
    let state: PresentationState

    /// Its sheet moves by the presentation's slide (`PresentationState`), never as a layout move.
    package var movesChildrenItself: Bool { true }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        if style == .alert {
            // Centred and still: an alert fades in and out (the state's slide times it, unseen).
            state.record(sheetHeight: size.height)
            return children.map { child in
                let fitted = layout.size(of: child, proposal: ProposedViewSize(size))
                return CGRect(origin: Alignment.center.origin(of: fitted, in: size), size: fitted)
            }
        }
        let top = style == .sheet ? min(size.height, state.configuration.sheetTopInset) : 0
        state.record(sheetHeight: size.height - top)
        let frame = CGRect(x: 0, y: top + state.displacement, width: size.width, height: state.drawnHeight)
        return children.map { child in
            _ = layout.size(of: child, proposal: ProposedViewSize(frame.size))
            return frame
        }
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        guard style != .fullScreenCover else { return }
        let dimming = style == .alert ? state.configuration.alertDimmingOpacity : state.configuration.dimmingOpacity
        let opacity = dimming * Double(state.shownFraction)
        guard opacity > 0 else { return }
        list.fill(Path(bounds), with: SystemColorPalette.black.multiplyingOpacity(opacity))
    }
}

/// A sheet or cover: the system background (white; a page sheet's top corners rounded, its
/// bottom corners below the window), its content centred in it as a window's root is, clipped.
package struct SheetBehavior: NodeBehavior {
    let style: PresentationStyle
    let cornerRadius: CGFloat
    /// An alert's width (`PresentationConfiguration.alertWidth`); unused by sheets and covers.
    let width: CGFloat

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        guard style == .alert else { return proposal.replacingUnspecifiedDimensions() }
        // An alert: its width, as tall as its content.
        let height = children.map { layout.size(of: $0, proposal: ProposedViewSize(width: width, height: nil)).height }.max() ?? 0
        return CGSize(width: width, height: height)
    }

    /// On a device, the content keeps to the window's safe area as a presented controller's view
    /// does: a cover's (which rests on the whole window) on every edge, a page sheet's at the
    /// bottom (home indicator) and sides; the sheet's background still fills the whole sheet.
    /// Measured from where the presentation rests, so the content does not move while it slides.
    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        if style == .alert {
            return children.map { child in
                _ = layout.size(of: child, proposal: ProposedViewSize(width: size.width, height: nil))
                return CGRect(origin: .zero, size: size)
            }
        }
        return children.map { child in
            var region = CGRect(origin: .zero, size: size)
            if let safeArea = child.safeArea {
                let safe = safeArea.safe, container = safeArea.container
                let top = style == .fullScreenCover ? max(0, safe.minY - container.minY) : 0
                let leading = max(0, safe.minX - container.minX), trailing = max(0, container.maxX - safe.maxX)
                let bottom = max(0, container.maxY - safe.maxY)
                region = CGRect(x: leading, y: top, width: max(0, size.width - leading - trailing),
                                height: max(0, size.height - top - bottom))
            }
            let fitted = layout.size(of: child, proposal: ProposedViewSize(region.size))
            let origin = Alignment.center.origin(of: fitted, in: region.size)
            return CGRect(x: region.minX + origin.x, y: region.minY + origin.y, width: fitted.width, height: fitted.height)
        }
    }

    private func outline(in bounds: CGRect) -> Path {
        if style == .alert { return Path(roundedRect: bounds, cornerRadius: cornerRadius) }
        guard style == .sheet else { return Path(bounds) }
        // Rounded at the top only: the bottom corners lie below the window.
        let extended = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height + cornerRadius)
        return Path(roundedRect: extended, cornerRadius: cornerRadius)
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        list.fill(outline(in: bounds), with: SystemColorPalette.white)
    }

    package func clipPath(in bounds: CGRect) -> Path? { outline(in: bounds) }
}

extension View {
    /// Presents a sheet when `isPresented` is true (SwiftUI's `sheet(isPresented:onDismiss:content:)`).
    /// The sheet slides up above the whole window over a dimmed backdrop; a downward drag past
    /// `PresentationConfiguration.dismissFraction` of its height or a downward flick dismisses it
    /// (setting `isPresented` to false), and `onDismiss` runs once it has slid out.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for `item` while it is non-nil (SwiftUI's `sheet(item:onDismiss:content:)`);
    /// a dismissal sets it to nil. A different item (another `id`) shows a new sheet's views.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents a modal view that covers the whole window while `isPresented` is true (SwiftUI's
    /// `fullScreenCover(isPresented:onDismiss:content:)`). No drag dismisses it.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a modal view that covers the whole window for `item` while it is non-nil (SwiftUI's
    /// `fullScreenCover(item:onDismiss:content:)`).
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }
}

extension View {
    /// The `isPresented:` forms of `sheet` and `fullScreenCover`: presented while the binding is
    /// true; a dismissal sets it to false.
    func presentation<Content: View>(_ style: PresentationStyle, isPresented: Binding<Bool>,
                                                 onDismiss: (() -> Void)?,
                                                 content: @escaping () -> Content) -> PresentationHost<Self> {
        PresentationHost(content: self, style: style, wantsPresentation: isPresented.wrappedValue,
                         requestDismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
                         makeSheet: { _ in (nil, AnyView(content())) })
    }

    /// The `item:` forms: presented while the item is non-nil; a dismissal sets it to nil.
    func presentation<Item: Identifiable, Content: View>(_ style: PresentationStyle, item: Binding<Item?>,
                                                                     onDismiss: (() -> Void)?,
                                                                     content: @escaping (Item) -> Content) -> PresentationHost<Self> {
        PresentationHost(content: self, style: style, wantsPresentation: item.wrappedValue != nil,
                         requestDismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
                         makeSheet: { state in PresentationAnchorItems.sheet(for: item, state: state, content: content) })
    }
}

/// The item forms' sheet: the current item, else (while it slides out) the last one shown.
@MainActor
enum PresentationAnchorItems {
    static func sheet<Item: Identifiable, Content: View>(for item: Binding<Item?>, state: PresentationState,
                                                         content: (Item) -> Content) -> (id: AnyHashable?, view: AnyView)? {
        if let current = item.wrappedValue { state.lastItem = current }
        guard let shown = state.lastItem as? Item else { return nil }
        return (AnyHashable(shown.id), AnyView(content(shown)))
    }
}
