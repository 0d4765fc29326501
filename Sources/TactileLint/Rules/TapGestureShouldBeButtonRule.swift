import SwiftSyntax

/// A plain action attached with `onTapGesture` instead of a `Button`.
public struct TapGestureShouldBeButtonRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "tap_gesture_should_be_button",
        name: "Tap gesture should be a Button",
        severity: .warning,
        summary: "Flags `onTapGesture` (one tap, no location) used as a plain action without an `.isButton` or `.isLink` trait.",
        rationale: """
        A view with `onTapGesture` is not a control: VoiceOver does not announce it as a button, Voice \
        Control cannot name it, Switch Control and the keyboard cannot reach it, and it shows no pressed \
        state. A `Button` with `.buttonStyle(.plain)` looks the same and works for everyone. Views that \
        also take a double tap or read the tap location are left alone, as are views already marked \
        with `.accessibilityAddTraits(.isButton)` or `.isLink`.
        """,
        fixDescription: "Wrap the view: `Button { action } label: { view }.buttonStyle(.plain)`.",
        triggeringExamples: [
            """
            Text("Open")
                .padding()
                .↓onTapGesture { open() }
            """,
            """
            Image(systemName: "star").↓onTapGesture(count: 1, perform: toggleFavorite)
            """,
        ],
        nonTriggeringExamples: [
            """
            Button { open() } label: { Text("Open").padding() }
                .buttonStyle(.plain)
            """,
            """
            Text("Open")
                .onTapGesture { open() }
                .accessibilityAddTraits(.isButton)
            """,
            """
            Canvas { _, _ in }
                .onTapGesture { location in add(at: location) }
            """,
            """
            Text("Photo")
                .onTapGesture(count: 2) { like() }
                .onTapGesture { select() }
            """,
        ],
        corrections: [
            CorrectionExample(
                before: """
                Text("Open")
                    .padding()
                    .onTapGesture { open() }
                """,
                after: """
                Button { open() } label: {
                    Text("Open")
                        .padding()
                }
                .buttonStyle(.plain)
                """
            ),
            CorrectionExample(
                before: """
                VStack {
                    Image(systemName: "star").onTapGesture {
                        favorite.toggle()
                    }
                }
                """,
                after: """
                VStack {
                    Button {
                        favorite.toggle()
                    } label: {
                        Image(systemName: "star")
                    }
                    .buttonStyle(.plain)
                }
                """
            ),
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.calls {
            guard let modifier = ModifierCall(call), modifier.name == "onTapGesture", modifier.tapCount == 1,
                  modifier.argument(labeled: "coordinateSpace") == nil
            else { continue }
            if let closure = modifier.actionClosure, ClosureValue(of: closure) != nil { continue }
            let chain = ModifierChain(containing: call)
            let marked = chain.modifiers.contains { other in
                other.name == "accessibilityAddTraits"
                    && ["isButton", "isLink"].contains { other.call.arguments.trimmedDescription.contains($0) }
            }
            let hasMultiTap = chain.modifiers.contains { $0.name == "onTapGesture" && ($0.tapCount ?? 2) > 1 }
            let wrapsControls = chain.rootCall.map { ViewHierarchy.firstTapHandlingChild(of: $0) != nil } ?? false
            guard !marked, !hasMultiTap, !wrapsControls else { continue }
            violations.append(Violation(
                at: modifier.nameToken,
                message: "onTapGesture makes this view act like a button that VoiceOver, Voice Control, Switch Control and the keyboard cannot use, with no pressed state. Use Button { … } label: { … }.buttonStyle(.plain), or add .accessibilityAddTraits(.isButton).",
                correction: Self.wrapInButton(modifier, tree: context.tree)
            ))
        }
        return violations
    }

    /// `view.onTapGesture { action }` → `Button { action } label: { view }.buttonStyle(.plain)`, when the
    /// action is a closure literal.
    private static func wrapInButton(_ modifier: ModifierCall, tree: SourceFileSyntax) -> Correction? {
        guard let closure = modifier.actionClosure, closure.signature == nil else { return nil }
        let indent = SyntaxWalk.indentation(of: modifier.base, in: tree)
        let label = modifier.base.trimmedDescription.replacingOccurrences(of: "\n", with: "\n    ")
        let action = closure.leftBrace.trailingTrivia.description + closure.statements.description + closure.rightBrace.leadingTrivia.description
        let replacement = "Button {\(action)} label: {\n\(indent)    \(label)\n\(indent)}\n\(indent).buttonStyle(.plain)"
        let range = modifier.base.positionAfterSkippingLeadingTrivia.utf8Offset..<modifier.call.endPositionBeforeTrailingTrivia.utf8Offset
        return Correction(edits: [TextEdit(range: range, replacement: replacement)])
    }
}
