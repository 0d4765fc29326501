import SwiftSyntax

/// A drag gesture that competes with the scroll view it is in.
public struct DragInScrollViewRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "drag_in_scroll_view",
        name: "Drag in scroll view",
        severity: .note,
        enabledByDefault: false,
        summary: "Flags a `DragGesture` attached with `.gesture` or `.highPriorityGesture` inside a `ScrollView` or `List`, also where the view reaches the scroll view through properties, functions, view modifiers or view types of the module.",
        rationale: """
        Inside a scroll view a drag attached with `.gesture` or `.highPriorityGesture` claims the touch \
        before the scroll view does. Since iOS 18 this blocks scrolling whenever the finger starts on the \
        view, so long lists of such rows cannot be scrolled. `.simultaneousGesture` lets both recognise. \
        A view presented from a row (`.sheet`, `.fullScreenCover`, `.popover`, a hosting controller) or \
        pushed from it (a `NavigationLink` destination, `.navigationDestination`) is not inside the \
        scroll view, and a drag that must follow a long press \
        (`LongPressGesture().sequenced(before: DragGesture())`) cannot take a scrolling finger: the \
        movement fails the press first. A bare `DragGesture()` with no callback is left alone too: it is \
        attached to swallow touches on that view, and keeping scrolling from starting there is its point. \
        Code for macOS alone is left alone as well — inside `#if os(macOS)`, or in a project whose \
        deployment target names macOS and no touch platform (iOS, watchOS, visionOS): there a scroll view \
        scrolls by wheel or trackpad, which no drag gesture blocks.
        """,
        fixDescription: "Attach the drag with `.simultaneousGesture` (and give it a `minimumDistance`), or move it outside the scroll view.",
        triggeringExamples: [
            """
            ScrollView {
                ForEach(cards) { card in
                    CardView(card).↓gesture(DragGesture().onChanged { drag(card, $0) })
                }
            }
            """,
            """
            List(items) { item in
                Row(item).↓highPriorityGesture(DragGesture(minimumDistance: 30).onEnded { swipe(item, $0) })
            }
            """,
            """
            struct Feed: View {
                var body: some View {
                    ScrollView { cards }
                }
                var cards: some View {
                    ForEach(items) { item in
                        Card(item).↓gesture(swipe)
                    }
                }
            }
            extension Feed {
                var swipe: some Gesture { DragGesture().onEnded { dismiss($0) } }
            }
            """,
            """
            extension View {
                func gesture<T: Gesture>(_ gesture: T, priority: GesturePriority) -> some View {
                    Group {
                        if priority == .high { highPriorityGesture(gesture) } else { self.gesture(gesture) }
                    }
                }
            }
            struct Page: View {
                var body: some View {
                    AnyView(Color.blue.↓gesture(DragGesture().onChanged { turn($0) }, priority: .high))
                }
            }
            struct Pager: View {
                var body: some View {
                    List { Page() }
                }
            }
            """,
            """
            struct SwipeRow: ViewModifier {
                func body(content: Content) -> some View {
                    content.↓gesture(DragGesture(minimumDistance: 30).onEnded { reveal($0) })
                }
            }
            extension View {
                func swipeRow() -> some View { modifier(SwipeRow()) }
            }
            struct Inbox: View {
                var body: some View {
                    List(messages) { message in
                        MessageRow(message).swipeRow()
                    }
                }
            }
            """,
            """
            struct Reveal: ViewModifier {
                func body(content: Content) -> some View {
                    content.↓gesture(DragGesture(minimumDistance: 30).onEnded { reveal($0) })
                }
            }
            struct Inbox: View {
                var body: some View {
                    List(messages) { message in
                        MessageRow(message).modifier(Reveal())
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            ScrollView {
                ForEach(links) { link in
                    LinkPreview(url: link)
                        .overlay { Color.clear.contentShape(Rectangle()).gesture(DragGesture()) }
                }
            }
            """,
            """
            ScrollView {
                ForEach(cards) { card in
                    CardView(card).simultaneousGesture(DragGesture(minimumDistance: 20).onChanged { drag(card, $0) })
                }
            }
            """,
            """
            VStack {
                CardView(card).gesture(DragGesture().onChanged { drag(card, $0) })
            }
            """,
            """
            extension View {
                func gesture<T: Gesture>(_ gesture: T, priority: GesturePriority) -> some View {
                    Group {
                        if priority == .simultaneous { simultaneousGesture(gesture) } else { self.gesture(gesture) }
                    }
                }
            }
            struct Page: View {
                var body: some View {
                    Color.blue.gesture(DragGesture(), priority: .simultaneous)
                }
            }
            struct Pager: View {
                var body: some View {
                    ScrollView { Page() }
                }
            }
            """,
            """
            struct Sheet: View {
                var body: some View {
                    VStack {
                        handle.gesture(DragGesture().onEnded { close($0) })
                        ScrollView { rows }
                    }
                }
            }
            """,
            """
            ScrollView {
                ForEach(photos) { photo in
                    Thumbnail(photo).fullScreenCover(item: $selected) { photo in
                        ZoomView(photo).gesture(DragGesture().onEnded { _ in selected = nil })
                    }
                }
            }
            """,
            """
            struct Viewer: View {
                var body: some View {
                    Image("photo").gesture(DragGesture().onEnded { dismiss($0) })
                }
            }
            struct Gallery: View {
                @State private var open = false
                var body: some View {
                    List {
                        Text("Photo").sheet(isPresented: $open) { Viewer() }
                    }
                }
            }
            """,
            """
            List(cards) { card in
                CardRow(card).gesture(LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture()).onEnded { reorder(card, $0) })
            }
            """,
            """
            struct Playground: View {
                var body: some View {
                    Circle().gesture(DragGesture().onChanged { move($0) })
                }
            }
            struct Lessons: View {
                var body: some View {
                    List {
                        NavigationLink(destination: Playground()) { Text("Drag") }
                        NavigationLink { Playground() } label: { Text("Drag again") }
                    }
                }
            }
            """,
            """
            struct Lessons: View {
                var body: some View {
                    List(lessons) { lesson in
                        NavigationLink(value: lesson) { Text(lesson.title) }
                    }
                    .navigationDestination(for: Lesson.self) { lesson in
                        Stage(lesson).gesture(DragGesture().onChanged { move($0) })
                    }
                }
            }
            """,
            """
            ScrollView {
                ForEach(tracks) { track in
                    #if os(macOS)
                    TrackRow(track).gesture(DragGesture().onChanged { scrub(track, $0) })
                    #else
                    TrackRow(track)
                    #endif
                }
            }
            """,
            RuleExample("""
            List(windows) { window in
                WindowPreview(window).gesture(DragGesture().onEnded { reorder(window, $0) })
            }
            """, deploymentTarget: DeploymentTarget([.macOS: OSVersion(14)])),
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.calls {
            guard let modifier = ModifierCall(call), let gesture = Self.claimingDrag(modifier, module: context.module),
                  !GestureTypes.names(in: gesture, module: context.module).isDisjoint(with: GestureTypes.drags),
                  !Self.followsLongPress(gesture, module: context.module),
                  GestureCallbacks(of: gesture, module: context.module)?.isBare != true,
                  !Self.isMacOSOnly(call, deploymentTarget: context.deploymentTarget),
                  let containerName = ViewHierarchy.enclosingContainer(of: call, named: ["ScrollView", "List"])
                      .flatMap({ ModifierChain.calleeName(of: ExprSyntax($0)) })
                      ?? (ViewHierarchy.isPresented(call) ? nil : context.module.scrollContainer(reaching: call))
            else { continue }
            violations.append(Violation(
                at: modifier.nameToken,
                message: "A drag attached with .\(modifier.name) inside a \(containerName) claims the touch first and, since iOS 18, blocks scrolling when the finger starts here. Use .simultaneousGesture with a minimumDistance so the \(containerName) still scrolls."
            ))
        }
        return violations
    }

    /// Platforms where a scroll view scrolls under a finger, so a drag gesture can block it.
    static let touchPlatforms: Set<Platform> = [.iOS, .watchOS, .visionOS]

    /// Code only macOS runs: inside an `#if os(macOS)` clause (or `#elseif`) that names no touch
    /// platform, or anywhere in a project whose deployment target names macOS and no touch platform.
    /// There a scroll view scrolls by wheel or trackpad, which a drag gesture never blocks.
    static func isMacOSOnly(_ call: FunctionCallExprSyntax, deploymentTarget: DeploymentTarget) -> Bool {
        let platforms = Set(deploymentTarget.versions.keys)
        if platforms.contains(.macOS), platforms.isDisjoint(with: touchPlatforms) { return true }
        var node = call.parent
        while let current = node {
            if let clause = current.as(IfConfigClauseSyntax.self), let condition = clause.condition?.trimmedDescription,
               condition.contains("os(macOS)"), !condition.contains("!os(macOS)"),
               !touchPlatforms.contains(where: { condition.contains("os(\($0.rawValue))") }) {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// True when the gesture is a long press sequenced before the rest (`LongPressGesture().sequenced(before:
    /// DragGesture())`), written here or in the declaration the name stands for.
    static func followsLongPress(_ gesture: ExprSyntax, module: ModuleIndex) -> Bool {
        var candidates = [gesture]
        if let followed = GestureCallbacks.follow(ModifierChain(gesture).root, module: module) { candidates.append(followed) }
        return candidates.contains { candidate in
            var found = false
            SyntaxWalk.forEach(in: candidate) { node in
                guard !found, let call = node.as(FunctionCallExprSyntax.self), let modifier = ModifierCall(call),
                      modifier.name == "sequenced",
                      !GestureTypes.names(in: modifier.base, module: module).isDisjoint(with: GestureTypes.longPresses)
                else { return }
                found = true
            }
            return found
        }
    }

    /// The gesture `modifier` attaches in a way that claims the touch before the scroll view:
    /// `.gesture`/`.highPriorityGesture`, or a module wrapper such as `gesture(_:priority:)` that may
    /// use them (unless its call asks for the simultaneous form).
    static func claimingDrag(_ modifier: ModifierCall, module: ModuleIndex) -> ExprSyntax? {
        if let wrapper = module.gestureWrapper(called: modifier.call) {
            guard !wrapper.attachments.isDisjoint(with: ["gesture", "highPriorityGesture"]),
                  !modifier.call.arguments.contains(where: { $0.label != nil && $0.expression.trimmedDescription.contains("simultaneous") })
            else { return nil }
            return modifier.call.arguments.first { ($0.label?.text ?? "_") == wrapper.gestureLabel }?.expression
        }
        guard ["gesture", "highPriorityGesture"].contains(modifier.name) else { return nil }
        return modifier.firstUnlabeledArgument
    }
}
