import SwiftSyntax

/// A drag, long press or swipe with no accessible alternative.
public struct GestureWithoutAccessibilityActionRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "gesture_without_accessibility_action",
        name: "Gesture without accessibility action",
        severity: .warning,
        enabledByDefault: false,
        summary: "Flags a drag, long press or custom swipe gesture that performs an action on a view that has no `.accessibilityAction` or `.contextMenu`.",
        rationale: """
        VoiceOver, Switch Control and Voice Control users cannot perform a drag, a long press or a swipe. \
        Unless the same view offers the action another way, what the gesture does is out of their reach: \
        reordering, deleting, revealing a menu. Add `.accessibilityAction(named:)` (or \
        `.accessibilityAdjustableAction` for values) doing the same thing. A `.contextMenu` on the view \
        is such a way (VoiceOver lists its items as actions), and so is one on a view of the same \
        declaration that holds this one (the stack around a swipeable row), and an accessibility action of the \
        view that places this one (the `body` around a `row` property, the view calling the row's type) \
        calling a function the gesture's callbacks call. Left alone are gestures that perform no \
        action: a bare `DragGesture()` with no callback (attached only to block touches or a pager's \
        swipe), a gesture whose callbacks only clear flags (`isPaused = false` when the finger lifts), \
        a long press that only drives `updating` (a pressed look), a gesture inside a `ButtonStyle`, \
        `PrimitiveButtonStyle`, `ToggleStyle` or `MenuStyle` (the view is that control, which VoiceOver \
        activates), a long press whose action is empty (`perform: {}`, used only for its pressed look), a \
        long press that does what the view's tap already does, a press of at most 0.1 s beside a tap (a \
        shortcut: the tap is the way in), a drag that only moves or resizes \
        the view (it sets nothing but geometry such as an offset or a width, on the view or on its model, \
        possibly inside an `if`, through local constants, beside a flag saying the drag is under way \
        (`isResizing`), and calls nothing), a drag that only pans a \
        zoomable view (one scaled by a state or pinched: the same geometry-only drag is panning), a drag \
        that only draws a pressed look (`isPressed = true` while it moves, `false` when it ends), a drag \
        that only puts the keyboard away (the keyboard has its own control), and a swipe that only sets \
        what a `Picker`, `Toggle`, `Stepper`, `Slider` or `TabView` of the same view sets through its \
        binding (that control is the accessible way). A `Button` of the same view type that does all the \
        gesture does is such a way too: the close button of a viewer dismissed by a swipe, the chevrons of \
        a pager swiped a page at a time, the buttons under a card swiped to keep or delete it (every \
        function the gesture calls and every property it sets, past its geometry, is called or set by some \
        `Button`'s action in the type).
        """,
        fixDescription: "Add `.accessibilityAction(named: \"…\") { … }` (or `.accessibilityAdjustableAction`) to the same view.",
        triggeringExamples: [
            """
            Circle()
                .offset(offset)
                .↓gesture(DragGesture().onChanged { offset = $0.translation })
            """,
            """
            Row(item)
                .↓onLongPressGesture { delete(item) } onPressingChanged: { pressing = $0 }
            """,
            """
            Rectangle().↓gesture(SwipeGesture { direction in move(direction) })
            """,
            """
            struct InboxRow: View {
                let item: Item
                var body: some View {
                    HStack {
                        Text(item.title)
                        Button("Share") { share(item) }
                    }
                    .↓gesture(DragGesture().onEnded { value in
                        if value.translation.width < -80 { delete(item) }
                    })
                }
            }
            """,
            """
            Thumbnail(photo)
                .onTapGesture { open(photo) }
                .↓onLongPressGesture(minimumDuration: 0.5) { share(photo) }
            """,
            """
            Card(item)
                .offset(dragOffset)
                .↓gesture(DragGesture()
                    .onChanged { dragOffset = $0.translation }
                    .onEnded { value in
                        if value.translation.width > 100 { remove(item) }
                        dragOffset = .zero
                    })
            """,
            """
            struct Slider: View {
                var drag: some Gesture { DragGesture().onChanged { value = $0.location.x } }
                var body: some View { Capsule().↓highPriorityGesture(drag) }
            }
            """,
            """
            struct Sheet: View {
                var body: some View {
                    GeometryReader { proxy in
                        Capsule().↓gesture(self.dragGesture(with: proxy))
                    }
                }
            }
            extension Sheet {
                func dragGesture(with proxy: GeometryProxy) -> some Gesture {
                    DragGesture().onEnded { value in close(value, proxy) }
                }
            }
            """,
            """
            final class DismissController: ObservableObject {
                var dragGesture: some Gesture { DragGesture().onEnded { _ in self.dismiss() } }
            }
            struct Popup: View {
                @StateObject var controller = DismissController()
                var body: some View { content.↓simultaneousGesture(controller.dragGesture) }
            }
            """,
            """
            Image(uiImage: photo)
                .scaleEffect(scale)
                .↓gesture(DragGesture().onEnded { value in
                    if value.translation.height > 120 { dismiss() }
                })
            """,
            """
            Circle()
                .↓gesture(DragGesture(minimumDistance: 0)
                    .onChanged { _ in isPressed = true }
                    .onEnded { _ in
                        isPressed = false
                        record()
                    })
            """,
            """
            struct PhotoViewer: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var offset: CGSize = .zero
                var body: some View {
                    ZStack(alignment: .topTrailing) {
                        Image(photo.name)
                            .offset(offset)
                            .gesture(DragGesture()
                                .onChanged { offset = $0.translation }
                                .onEnded { value in
                                    if value.translation.height > 120 { dismiss() } else { offset = .zero }
                                })
                        Button { dismiss() } label: { Image(systemName: "xmark") }
                    }
                }
            }
            """,
            """
            struct MonthPager: View {
                @State private var month = 0
                var body: some View {
                    VStack {
                        HStack {
                            Button(action: previousMonth) { Image(systemName: "chevron.left") }
                            Button(action: nextMonth) { Image(systemName: "chevron.right") }
                        }
                        MonthGrid(month: month)
                            .gesture(DragGesture().onEnded { value in
                                if value.translation.width < 0 { nextMonth() } else { previousMonth() }
                            })
                    }
                }
            }
            """,
            """
            struct ReviewDeck: View {
                @State private var index = 0
                var body: some View {
                    VStack {
                        PhotoCard(photo: photos[index])
                            .gesture(DragGesture().onEnded { value in
                                withAnimation { index += 1 }
                                if value.translation.width < 0 { markForDeletion(photos[index - 1]) }
                            })
                        HStack {
                            Button("Keep") { index += 1 }
                            Button("Delete") { markForDeletion(photos[index]); index += 1 }
                        }
                    }
                }
            }
            """,
            """
            struct PinnedRow: View {
                private var row: some View {
                    Label(place.name, systemImage: "pin")
                        .offset(x: offset)
                        .↓gesture(DragGesture().onChanged(slide).onEnded(finishSwipe))
                }
                var body: some View {
                    ZStack { row }
                        .accessibilityElement()
                        .accessibilityAction(named: "Archive") { archive(place) }
                }
                func slide(_ value: DragGesture.Value) { offset = value.translation.width }
                func finishSwipe(_ value: DragGesture.Value) {
                    if value.translation.width < -80 { send(.remove(place)) }
                    offset = 0
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct LoginForm: View {
                var body: some View {
                    fields.gesture(DragGesture(minimumDistance: 10).onChanged(hideKeyboard))
                }
                func hideKeyboard(_ value: DragGesture.Value) {
                    UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                }
            }
            """,
            """
            Form { fields }
                .gesture(DragGesture().onEnded { _ in dismissKeyboard() })
            """,
            """
            struct Albums: View {
                @State private var shelf = Shelf.all
                var body: some View {
                    List {
                        Picker("Shelf", selection: $shelf) {
                            Text("All").tag(Shelf.all)
                            Text("Loved").tag(Shelf.loved)
                        }
                        .pickerStyle(.segmented)
                        ForEach(albums(on: shelf)) { AlbumRow(album: $0) }
                    }
                    .gesture(DragGesture().onEnded { value in
                        if value.translation.width < -100 { shelf = .loved } else if value.translation.width > 100 { shelf = .all }
                    })
                }
            }
            """,
            """
            Card(item)
                .scaleEffect(pressing ? 0.96 : 1)
                .onLongPressGesture(minimumDuration: 0.5, maximumDistance: 10, perform: {}) { isPressing in
                    withAnimation { pressing = isPressing }
                }
            """,
            """
            Card(item)
                .onLongPressGesture(minimumDuration: 30, perform: {}, onPressingChanged: { pressing = $0 })
            """,
            """
            Row(message)
                .onLongPressGesture { reply(to: message) }
                .contextMenu {
                    Button("Reply") { reply(to: message) }
                    Button("Delete", role: .destructive) { delete(message) }
                }
            """,
            """
            Thumbnail(photo)
                .onTapGesture { open(photo) }
                .onLongPressGesture(minimumDuration: 0.1) { open(photo) }
            """,
            """
            Avatar(user)
                .onTapGesture { showProfileSheet(user) }
                .onLongPressGesture(minimumDuration: 0.1) { openProfile(user) }
            """,
            """
            struct Slideout: View {
                @ObservedObject var layout: Layout
                var body: some View {
                    Divider()
                        .gesture(DragGesture()
                            .onChanged { value in
                                if let window = layout.window {
                                    layout.sidebarWidth = min(max(layout.minimumWidth, layout.startWidth + value.translation.width), window.frame.width)
                                }
                            }
                            .onEnded { _ in layout.sidebarWidth = layout.startWidth })
                }
            }
            """,
            """
            struct SplitView: View {
                @State private var sidebarWidth: CGFloat = 240
                var body: some View {
                    HStack(spacing: 0) {
                        sidebar.frame(width: sidebarWidth)
                        Rectangle()
                            .frame(width: 6)
                            .gesture(DragGesture().onChanged { value in
                                sidebarWidth = min(max(160, sidebarWidth + value.translation.width), 480)
                            })
                        detail
                    }
                }
            }
            """,
            """
            Sticker()
                .offset(dragOffset)
                .gesture(DragGesture()
                    .onChanged { dragOffset = $0.translation }
                    .onEnded { _ in withAnimation(.spring) { dragOffset = .zero } })
            """,
            """
            Row(item)
                .gesture(LongPressGesture().updating($pressing) { value, state, _ in state = value }.onEnded { _ in delete(item) })
                .accessibilityAction(named: "Delete") { delete(item) }
            """,
            """
            Knob(value: $value)
                .gesture(DragGesture().onChanged { value = $0.location.x })
                .accessibilityAdjustableAction { direction in step(direction) }
            """,
            """
            Text("Tap").gesture(TapGesture().onEnded { tapped() })
            """,
            """
            PagedCarousel(pages: pages)
                .overlay {
                    if isLocked {
                        Color.clear.contentShape(Rectangle()).gesture(DragGesture())
                    }
                }
            """,
            """
            LinkPreview(url: url)
                .highPriorityGesture(DragGesture(minimumDistance: 0))
            """,
            """
            struct SquishStyle: ButtonStyle {
                @State private var isHeld = false
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .scaleEffect(isHeld ? 0.9 : 1)
                        .simultaneousGesture(DragGesture(minimumDistance: 0)
                            .onChanged { _ in isHeld = true }
                            .onEnded { _ in isHeld = false })
                }
            }
            """,
            """
            Tile(item)
                .scaleEffect(isHeld ? 0.95 : 1)
                .gesture(LongPressGesture(minimumDuration: .infinity).updating($isHeld) { value, state, _ in state = value })
            """,
            """
            JumpToLatestButton(action: scrollToBottom)
                .simultaneousGesture(DragGesture(minimumDistance: 0).onEnded { _ in isAutoScrollPaused = false })
            """,
            """
            Image(nsImage: image)
                .scaleEffect(scale)
                .offset(offset)
                .gesture(DragGesture()
                    .onChanged { value in
                        offset = CGSize(width: lastOffset.width + value.translation.width, height: lastOffset.height + value.translation.height)
                    }
                    .onEnded { _ in lastOffset = offset })
            """,
            """
            PreviewPane()
                .gesture(DragGesture()
                    .onChanged { value in
                        if !isResizing { isResizing = true }
                        let newWidth = max(300, model.paneWidth - value.translation.width)
                        model.paneWidth = min(800, newWidth)
                    }
                    .onEnded { _ in isResizing = false })
            """,
            """
            Button(action: play) { Image(systemName: "play.fill") }
                .scaleEffect(isPressed ? 0.88 : 1)
                .simultaneousGesture(DragGesture(minimumDistance: 0)
                    .onChanged { _ in
                        if !isPressed { withAnimation(.easeOut) { isPressed = true } }
                    }
                    .onEnded { _ in withAnimation(.spring) { isPressed = false } })
            """,
            """
            struct PinnedRow: View {
                private var row: some View {
                    Label(place.name, systemImage: "pin")
                        .offset(x: offset)
                        .gesture(DragGesture().onChanged(slide).onEnded(finishSwipe))
                }
                var body: some View {
                    ZStack { row }
                        .accessibilityElement()
                        .accessibilityAction(named: "Remove") { send(.remove(place)) }
                }
                func slide(_ value: DragGesture.Value) { offset = value.translation.width }
                func finishSwipe(_ value: DragGesture.Value) {
                    if value.translation.width < -80 { send(.remove(place)) }
                    offset = 0
                }
            }
            """,
        ]
    )

    private static let accessibleAlternatives: Set<String> = [
        "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityScrollAction",
        "contextMenu",
    ]

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.outermostCalls {
            let written = ModifierChain(ExprSyntax(call))
            let chain = ResolvedChain(written, module: context.module)
            guard !chain.modifiers.contains(where: { Self.accessibleAlternatives.contains($0.name) }),
                  !Self.enclosingViewOffersAction(call),
                  !ControlStyleBody.contains(call)
            else { continue }
            for modifier in written.modifiers {
                guard let kind = Self.inaccessibleKind(of: modifier, module: context.module),
                      !Self.performsNoAction(modifier, kind: kind, module: context.module, zoomable: Self.isZoomable(chain)),
                      !Self.repeatsTheTap(modifier, chain: chain),
                      !Self.placingViewActs(modifier, module: context.module),
                      !ButtonAlternative.offers(modifier, module: context.module)
                else { continue }
                violations.append(Violation(
                    at: modifier.nameToken,
                    message: "This \(kind) cannot be performed with VoiceOver, Switch Control or Voice Control, and the view offers no other way. Add .accessibilityAction(named:) doing the same thing."
                ))
            }
        }
        return violations
    }

    /// True when a view of the same declaration that contains this one carries an accessibility action
    /// or a context menu (`ZStack { row.gesture(swipe) }.accessibilityAction(named: "Delete") { … }`):
    /// the row's swipe is offered where VoiceOver reaches the row. Only modifiers whose modified view
    /// holds the gesture count: the walk stops at another modifier's argument (an overlay's, a sheet's
    /// content is an element of its own) and at the type's members.
    private static func enclosingViewOffersAction(_ call: FunctionCallExprSyntax) -> Bool {
        var child = Syntax(call)
        var node = call.parent
        while let current = node, !current.is(MemberBlockSyntax.self) {
            if let outer = current.as(FunctionCallExprSyntax.self), let member = outer.calledExpression.as(MemberAccessExprSyntax.self),
               member.base != nil {
                guard child.id == outer.calledExpression.id else { return false }
                if accessibleAlternatives.contains(member.declName.baseName.text) { return true }
            }
            child = current
            node = current.parent
        }
        return false
    }

    /// Geometry that sizes the view: a drag setting only these is a resize handle.
    private static let sizeWords = ["width", "height", "size", "ratio", "fraction", "scale", "frame"]
    /// Geometry that moves the view: a drag setting these is cosmetic only when it springs back.
    private static let moveWords = ["offset", "position", "location", "translation", "drag", "angle", "rotation", "tilt"]
    /// Every geometry word: a property named so is the view's look, not an action (`ButtonAlternative`).
    static let geometryWords = sizeWords + moveWords
    /// Functions that compute a value without acting: clamping, geometry initialisers, animation.
    static let computations: Set<String> = [
        "min", "max", "abs", "sqrt", "atan2", "round", "CGSize", "CGPoint", "CGFloat", "Double", "Angle",
        "withAnimation", "degrees", "radians",
    ]

    /// True for a long press whose action is empty (`perform: {}`: only its pressed look is used), a
    /// bare gesture with no callback (a touch blocker), one whose callbacks only clear flags, a long press
    /// that only drives `updating`, or a drag that only resizes the view or moves it and springs it back: its callbacks do nothing
    /// but set geometry (sizes; offsets reset to a constant in `onEnded`, or `updating` state, which
    /// resets itself) and call nothing but computations.
    private static func performsNoAction(_ modifier: ModifierCall, kind: String, module: ModuleIndex, zoomable: Bool) -> Bool {
        if modifier.name == "onLongPressGesture" {
            let perform = modifier.argument(labeled: "perform")?.as(ClosureExprSyntax.self) ?? modifier.call.trailingClosure
            return perform?.statements.isEmpty == true
        }
        guard let gesture = modifier.firstUnlabeledArgument, let callbacks = GestureCallbacks(of: gesture, module: module)
        else { return false }
        if callbacks.isBare || callbacks.onlyClearsFlags || callbacks.onlyShowsPress { return true }
        if kind == "long press" { return callbacks.onlyUpdates }
        guard kind == "drag" else { return false }
        if onlyDismissesKeyboard(callbacks) || onlySetsBoundValues(callbacks, in: modifier.call) { return true }
        guard !callbacks.all.isEmpty else { return false }
        var changed: [Assignment] = []
        var ended: [Assignment] = []
        for closure in callbacks.closures("onChanged") {
            guard let found = geometryAssignments(in: closure.statements) else { return false }
            changed += found
        }
        for closure in callbacks.closures("onEnded") {
            guard let found = geometryAssignments(in: closure.statements) else { return false }
            ended += found
        }
        for closure in callbacks.closures("updating") where geometryAssignments(in: closure.statements) == nil {
            return false
        }
        // On a zoomable view (scaled, or pinched), a drag that only sets geometry pans the content.
        if zoomable { return true }
        let resets = Set(ended.filter(\.assignsConstant).map(\.targetName))
        let moves = (changed + ended).filter { assignment in
            let name = assignment.targetName.lowercased()
            return !sizeWords.contains(where: name.contains) && !assignment.assignsConstant
        }
        return moves.allSatisfy { changed.map(\.targetName).contains($0.targetName) && resets.contains($0.targetName) }
            && ended.filter { !$0.assignsConstant }.allSatisfy { sizeWords.contains(where: $0.targetName.lowercased().contains) }
    }

    /// A view that zooms: its chain scales it by a state (`.scaleEffect(scale)`, not a literal) or
    /// attaches a magnify gesture. A drag there that only sets geometry pans what is zoomed: layout the
    /// user moves for their own view, which VoiceOver users do with their own zoom.
    static func isZoomable(_ chain: ResolvedChain) -> Bool {
        chain.modifiers.contains { modifier in
            if modifier.name == "scaleEffect", let argument = modifier.call.arguments.first?.expression {
                return !argument.is(FloatLiteralExprSyntax.self) && !argument.is(IntegerLiteralExprSyntax.self)
                    && !argument.is(TernaryExprSyntax.self)
                    && argument.as(SequenceExprSyntax.self)?.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) != true
            }
            guard GestureModifiers.attaching.contains(modifier.name), let gesture = modifier.firstUnlabeledArgument else { return false }
            return SyntaxWalk.all(DeclReferenceExprSyntax.self, in: gesture).contains { GestureTypes.magnifications.contains($0.baseName.text) }
        }
    }

    /// Controls whose binding argument sets a value accessibly: `Picker(selection: $filter)`, …
    private static let bindingControls: Set<String> = ["Picker", "TabView", "Toggle", "Stepper", "Slider", "DatePicker"]

    /// A swipe that only sets properties a control of the same type also sets through a binding
    /// (`Picker("Filter", selection: $filter)` and a swipe cycling `filter`): the control is the
    /// accessible way. Its callbacks call nothing but computations, and assign only such properties.
    private static func onlySetsBoundValues(_ callbacks: GestureCallbacks, in call: FunctionCallExprSyntax) -> Bool {
        guard let type = EnclosingType.declaration(of: call) else { return false }
        var targets: Set<String> = []
        var acts = false
        for closure in callbacks.all {
            SyntaxWalk.forEach(in: closure.statements) { node in
                if let item = node.as(CodeBlockItemSyntax.self), let assignment = Assignment(item) {
                    targets.insert(assignment.targetName)
                } else if let call = node.as(FunctionCallExprSyntax.self) {
                    let name = ModifierChain.calleeName(of: ExprSyntax(call)) ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    if !(name.map(computations.contains) ?? false) { acts = true }
                }
            }
        }
        guard !acts, !targets.isEmpty else { return false }
        var bound: Set<String> = []
        SyntaxWalk.forEach(in: type.memberBlock) { node in
            guard let control = node.as(FunctionCallExprSyntax.self),
                  let name = control.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, bindingControls.contains(name)
            else { return }
            for argument in control.arguments {
                let text = argument.expression.trimmedDescription
                guard text.hasPrefix("$") else { continue }
                bound.insert(String(text.split(separator: ".").last ?? "").replacingOccurrences(of: "$", with: ""))
            }
        }
        return targets.isSubset(of: bound)
    }

    /// A drag whose every callback only puts the keyboard away (`KeyboardDismissal`), written as a
    /// closure or as a function name (`.onChanged(endEditing)`).
    private static func onlyDismissesKeyboard(_ callbacks: GestureCallbacks) -> Bool {
        let callbackModifiers = callbacks.chain.modifiers.filter { ["onChanged", "onEnded", "updating"].contains($0.name) }
        return !callbackModifiers.isEmpty && callbackModifiers.allSatisfy { callback in
            if let closure = callback.actionClosure { return KeyboardDismissal.only(closure.statements) }
            return callback.actionReference.map(KeyboardDismissal.isDismissal) == true
        }
    }

    /// The assignments of `statements` (and of `withAnimation { … }` and `if` bodies there) when every
    /// statement is one, to a geometry name (or a gesture state's `state`), computed without calling
    /// anything but `computations`; `nil` when any statement does something else.
    private static func geometryAssignments(in statements: CodeBlockItemListSyntax) -> [Assignment]? {
        // A local constant computed from the gesture value (`let newWidth = max(300, width - dx)`) is skipped.
        let assignments = GestureCallbacks.plainAssignments(in: statements, memberTargets: true) { item in
            guard let local = item.item.as(VariableDeclSyntax.self), local.bindingSpecifier.tokenKind == .keyword(.let) else { return false }
            return local.bindings.allSatisfy { $0.initializer.map { callsOnlyComputations($0.value) } == true }
        }
        return assignments?.allSatisfy({ assignment in
            let name = assignment.targetName.lowercased()
            let isTrackingFlag = trackingWords.contains(where: name.contains) && assignment.value.count == 1
                && assignment.value[0].is(BooleanLiteralExprSyntax.self)
            return (name == "state" || isTrackingFlag || (sizeWords + moveWords).contains(where: name.contains))
                && assignment.value.allSatisfy(callsOnlyComputations)
        }) == true ? assignments : nil
    }

    /// Words of a flag that says a drag is under way (`isResizing = true` … `false`): geometry's own bookkeeping.
    static let trackingWords = ["resiz", "dragging", "moving", "tracking", "interacting"]

    private static func callsOnlyComputations(_ expression: ExprSyntax) -> Bool {
        var only = true
        SyntaxWalk.forEach(in: expression) { node in
            guard only, let call = node.as(FunctionCallExprSyntax.self) else { return }
            let name = ModifierChain.calleeName(of: ExprSyntax(call)) ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            if !(name.map(computations.contains) ?? false) { only = false }
        }
        return only
    }

    /// True for a long press whose action does what the element's tap (`.onTapGesture`, or the
    /// `Button` it is) already does: it is a shortcut, and the tap is the accessible way.
    private static func repeatsTheTap(_ modifier: ModifierCall, chain: ResolvedChain) -> Bool {
        guard modifier.name == "onLongPressGesture",
              let press = modifier.argument(labeled: "perform")?.as(ClosureExprSyntax.self) ?? modifier.call.trailingClosure
        else { return false }
        var taps = chain.modifiers.filter { $0.name == "onTapGesture" && $0.tapCount == 1 }.compactMap(\.actionClosure)
        if chain.rootName == "Button", let action = chain.rootCall?.arguments.first(where: { $0.label?.text == "action" })?.expression.as(ClosureExprSyntax.self)
            ?? chain.rootCall?.trailingClosure {
            taps.append(action)
        }
        if MissingPressFeedbackRule.isInstantaneous(modifier.call), !taps.isEmpty { return true }
        let pressed = normalized(press.statements.description)
        return !pressed.isEmpty && taps.contains { normalized($0.statements.description) == pressed }
    }

    /// True when a view that places this one (`PlacingView`: the `body` around a `swipeableRow`, or
    /// the view calling the row's type) has an accessibility action calling a function the gesture's
    /// callbacks call, directly or in the methods they name (`.onEnded(swipeEnded)`): the gesture's
    /// effect is offered as an action one level up, where VoiceOver reaches the row as one element.
    private static func placingViewActs(_ modifier: ModifierCall, module: ModuleIndex) -> Bool {
        let actions = AccessibilityEvidence.actionClosures(in: PlacingView.modifiers(around: modifier.call, module: module))
        guard !actions.isEmpty else { return false }
        let performed = GestureCallbacks.performedCode(by: modifier, module: module).reduce(into: Set<String>()) { $0.formUnion(calledFunctions(in: $1)) }
        return actions.contains { !calledFunctions(in: $0).isDisjoint(with: performed) }
    }

    /// Names of the functions and methods `node` calls, leaving out initialisers (capitalised) and
    /// computations (`min`, `withAnimation`): what it does, not how it computes.
    private static func calledFunctions(in node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        SyntaxWalk.forEach(in: node) { candidate in
            guard let call = candidate.as(FunctionCallExprSyntax.self),
                  let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  name.first?.isLowercase == true, !computations.contains(name)
            else { return }
            names.insert(name)
        }
        return names
    }

    private static func normalized(_ code: String) -> String {
        code.filter { !$0.isWhitespace }.replacingOccurrences(of: "self.", with: "")
    }

    /// "drag", "long press" or "swipe" when the modifier attaches such a gesture.
    private static func inaccessibleKind(of modifier: ModifierCall, module: ModuleIndex) -> String? {
        if modifier.name == "onLongPressGesture" { return "long press" }
        let gesture: ExprSyntax?
        if let wrapper = module.gestureWrapper(called: modifier.call) {
            gesture = modifier.call.arguments.first { ($0.label?.text ?? "_") == wrapper.gestureLabel }?.expression
        } else {
            gesture = GestureModifiers.attaching.contains(modifier.name) ? modifier.firstUnlabeledArgument : nil
        }
        guard let gesture else { return nil }
        let names = GestureTypes.names(in: gesture, module: module)
        if !names.isDisjoint(with: GestureTypes.drags) { return "drag" }
        if !names.isDisjoint(with: GestureTypes.longPresses) { return "long press" }
        if names.contains(where: GestureTypes.isCustomSwipe) { return "swipe" }
        return nil
    }
}
