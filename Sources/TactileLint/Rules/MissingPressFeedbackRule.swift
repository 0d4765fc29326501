import SwiftSyntax

/// A long press (or drag) that only acts when it ends, showing nothing while it is recognised.
public struct MissingPressFeedbackRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "missing_press_feedback",
        name: "Missing press feedback",
        severity: .note,
        enabledByDefault: false,
        summary: "Flags a `LongPressGesture` or `DragGesture` with only `onEnded`, and `onLongPressGesture` without `onPressingChanged`.",
        rationale: """
        A long press takes `minimumDuration` to succeed. With only `onEnded`, nothing on screen changes \
        while the finger is down, so users cannot tell the press is being recognised and let go early. A \
        drag that only acts at the end likewise leaves the view frozen under the finger. Custom `Gesture` \
        types are exempt (their callers give the feedback), and so are swipes: a drag whose `onEnded` reads \
        only the value's translation or velocity (and perhaps its `startLocation`: an edge swipe), whose \
        result (the next page) is the feedback. So is a \
        press of at most 0.1 s (`minimumDuration: 0.1`): it succeeds before a pressed look could be seen. \
        So is a press on a control (`Button`, `NavigationLink`, `Toggle`, …, with `onLongPressGesture` or a \
        `LongPressGesture` attached to it) or inside a `ButtonStyle`/`PrimitiveButtonStyle`/`ToggleStyle` (the \
        control shows its own pressed look), a long press whose trailing closure after `perform:` is its \
        unlabeled `onPressingChanged`, and a drag whose `onEnded` only clears flags (a touch-up signal).
        """,
        fixDescription: "Track the press with `@GestureState` and `.updating(…)` (or `onPressingChanged:`) and reflect it in the view, e.g. with `scaleEffect`.",
        triggeringExamples: [
            """
            let hold = ↓LongPressGesture(minimumDuration: 2.0)
                .onEnded { _ in showResult = true }
            """,
            """
            Circle()
                .gesture(↓DragGesture().onEnded { value in drop(at: value.location) })
            """,
            """
            Text("Hold")
                .↓onLongPressGesture(minimumDuration: 1) { archive() }
            """,
        ],
        nonTriggeringExamples: [
            """
            Button("Send") { send() }
                .simultaneousGesture(LongPressGesture().onEnded { _ in showSendOptions() })
            """,
            """
            Form { fields }
                .gesture(DragGesture().onEnded { value in
                    if value.startLocation.x < 20 && value.translation.width > 100 { isShowingCancelAlert = true }
                })
            """,
            """
            let hold = LongPressGesture(minimumDuration: 2.0)
                .updating($isPressing) { current, state, _ in state = current }
                .onEnded { _ in showResult = true }
            """,
            """
            Text("Hold")
                .onLongPressGesture(minimumDuration: 1) { archive() } onPressingChanged: { pressing = $0 }
            """,
            """
            let dragAfterPress = LongPressGesture(minimumDuration: 0.5)
                .sequenced(before: DragGesture())
                .onEnded { value in finish(value) }
            """,
            """
            Pages(selection: $page)
                .gesture(DragGesture().onEnded { value in
                    if value.translation.width < -80 { page += 1 } else if value.translation.width > 80 { page -= 1 }
                })
            """,
            """
            Avatar(user)
                .onTapGesture { showProfileSheet(user) }
                .onLongPressGesture(minimumDuration: 0.1) { openProfile(user) }
            """,
            """
            let quick = LongPressGesture(minimumDuration: 0.05)
                .onEnded { _ in select(item) }
            """,
            """
            struct SwipeGesture: Gesture {
                var body: some Gesture {
                    DragGesture(minimumDistance: 50).onEnded { value in report(value.translation) }
                }
            }
            """,
            """
            Card(item)
                .scaleEffect(isPressing ? 0.95 : 1)
                .onLongPressGesture(minimumDuration: 0.6, perform: { pin(item) }) { pressing in
                    withAnimation { isPressing = pressing }
                }
            """,
            """
            Button { open(item) } label: { Label(item.title, systemImage: "doc") }
                .onLongPressGesture(minimumDuration: 0.5) { rename(item) }
            """,
            """
            struct HoldStyle: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .onLongPressGesture(minimumDuration: 0.4) { configuration.trigger() }
                }
            }
            """,
            """
            JumpToLatestButton(action: scrollToBottom)
                .simultaneousGesture(DragGesture(minimumDistance: 0).onEnded { _ in isAutoScrollPaused = false })
            """,
        ]
    )

    /// What a swipe's `onEnded` reads: how far and how fast the finger went, never where it is.
    static let swipeMeasures: Set<String> = ["translation", "predictedEndTranslation", "velocity"]

    /// A drag whose `onEnded` reads only the translation or velocity of the value (`if value.translation
    /// .width > 100 { next() }`), and perhaps where it started (an edge swipe back): a swipe, recognised
    /// when the finger lifts. Nothing on screen should
    /// follow it; the page or filter that changes is the feedback.
    static func isSwipe(_ chain: ModifierChain) -> Bool {
        let ended = chain.ownGestureModifiers.filter { $0.name == "onEnded" }.compactMap(\.actionClosure)
        guard !ended.isEmpty else { return false }
        var measures: Set<String> = []
        for closure in ended {
            guard let value = ClosureValue(of: closure) else { return false }
            for use in value.references {
                guard let member = use.parent?.as(MemberAccessExprSyntax.self), member.base?.id == ExprSyntax(use).id else { return false }
                measures.insert(member.declName.baseName.text)
            }
        }
        // Where the swipe began (an edge swipe: `startLocation.x < 20`) is part of a swipe; where the finger is now is not.
        let movement = measures.subtracting(["startLocation"])
        return !movement.isEmpty && movement.isSubset(of: swipeMeasures)
    }

    /// The longest press that needs no pressed look: 0.1 s, the limit below which a response feels
    /// instantaneous (Card, Moran and Newell, "The Psychology of Human-Computer Interaction", 1983;
    /// Nielsen, "Usability Engineering", 1993, ch. 5). A press this short succeeds before a pressed
    /// state could be perceived, so there is no wait for it to cover.
    static let instantaneousDuration = 0.1

    /// True when the call's `minimumDuration:` is a literal of at most `instantaneousDuration`.
    static func isInstantaneous(_ call: FunctionCallExprSyntax) -> Bool {
        guard let argument = call.arguments.first(where: { $0.label?.text == "minimumDuration" })?.expression else { return false }
        let text: String
        if let float = argument.as(FloatLiteralExprSyntax.self) {
            text = float.literal.text
        } else if let integer = argument.as(IntegerLiteralExprSyntax.self) {
            text = integer.literal.text
        } else {
            return false
        }
        guard let duration = Double(text.replacingOccurrences(of: "_", with: "")) else { return false }
        return duration <= instantaneousDuration
    }

    /// A gesture attached (`.gesture`, `.simultaneousGesture`, `.highPriorityGesture`) to a control
    /// (`Button`, `NavigationLink`, `Toggle`, …): the control shows its own pressed look while the
    /// finger is down.
    static func isAttachedToControl(_ gesture: ModifierChain) -> Bool {
        let whole = gesture.modifiers.last.map { ExprSyntax($0.call) } ?? gesture.root
        guard let argument = whole.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let modifier = ModifierCall(call),
              GestureModifiers.attaching.contains(modifier.name)
        else { return false }
        return ModifierChain(containing: call).rootName.map(ViewHierarchy.controls.contains) == true
    }

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.calls {
            if ControlStyleBody.contains(call) { continue }
            if let modifier = ModifierCall(call), modifier.name == "onLongPressGesture" {
                if Self.isInstantaneous(call) || ModifierChain(containing: call).rootName.map(ViewHierarchy.controls.contains) == true { continue }
                let labels = call.arguments.compactMap(\.label?.text) + call.additionalTrailingClosures.map(\.label.text)
                // `perform:` written as an argument leaves the trailing closure to `onPressingChanged`.
                let unlabeledPressing = labels.contains("perform") && call.trailingClosure != nil
                if !labels.contains("onPressingChanged") && !labels.contains("pressing") && !unlabeledPressing {
                    violations.append(Violation(at: modifier.nameToken, message: "This long press only acts when it succeeds: nothing shows the press is being recognised, so users let go early. Add onPressingChanged: and reflect the pressing state in the view."))
                }
                continue
            }
            guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  GestureTypes.longPresses.union(GestureTypes.drags).contains(reference.baseName.text)
            else { continue }
            let chain = ModifierChain(containing: call)
            guard chain.root.id == call.id else { continue }
            let names = Set(chain.ownGestureModifiers.map(\.name))
            guard names.contains("onEnded"), names.isDisjoint(with: ["onChanged", "updating"]) else { continue }
            let isDrag = GestureTypes.drags.contains(reference.baseName.text)
            if !isDrag, Self.isInstantaneous(call) || Self.isAttachedToControl(chain) { continue }
            if isDrag, let type = EnclosingType.declaration(of: call), EnclosingType.inheritedNames(of: type).contains("Gesture") {
                continue
            }
            if isDrag, Self.isSwipe(chain) || GestureCallbacks.onlyClearFlags(chain.ownGestureModifiers.filter { $0.name == "onEnded" }.compactMap(\.actionClosure)) {
                continue
            }
            let what = isDrag ? "This drag only acts in onEnded: the view does not follow the finger" : "This long press only acts in onEnded: nothing shows the press is being recognised, so users let go early"
            violations.append(Violation(at: reference.baseName, message: "\(what). Track it with @GestureState and .updating(…) and reflect it in the view."))
        }
        return violations
    }
}
