import SwiftSyntax

/// A tap on a stack whose gaps do not receive touches.
public struct TapAreaMissingContentShapeRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "tap_area_missing_content_shape",
        name: "Tap area missing content shape",
        severity: .note,
        enabledByDefault: false,
        summary: "Flags a tap on a view with gaps nothing hit-testable fills: a stack's spacing and `Spacer`s, or a `.frame(maxWidth: .infinity)` wider than its content.",
        rationale: """
        SwiftUI hit-tests only the pixels a view draws. Taps on the spacing between a stack's children or on \
        a `Spacer` fall through to whatever is behind, so a row looks tappable across its width but only \
        responds on its text and icons. The same holds for the empty part of a `.frame(maxWidth: .infinity)` \
        around content that does not fill it, except around a single `Text` (a line stretched only to align \
        it, whose empty rest nobody aims at). `.contentShape(Rectangle())` before the gesture makes the \
        whole frame tappable. No gap is left when a hit-testable `.background` (not `.clear`) or a \
        full-size colour or shape child fills the frame, and a full-screen layer \
        (`.frame(maxWidth: .infinity, maxHeight: .infinity)`, `.ignoresSafeArea`) is left alone: its \
        gaps let taps through to the views below, and filling them would swallow those taps. The spacing \
        between a stack's children counts only when it is at least 22 points (`spacing: 24`): the default \
        spacing between an icon and its label is a sliver inside a finger-sized target that nobody would \
        change the code for; a `Spacer` or a frame wider than the content still counts at any spacing. \
        A tap that only empties a selection (`selection = nil`) is a background's way to deselect, and a \
        hidden multi-tap (`count: 3` or more), a tap that only switches a text between two formats, a \
        tap that only moves focus or puts the keyboard away (`UIApplication.shared.endEditing()`), a tap that only dismisses a tip, toast or tooltip (`dismissTooltip()`), a \
        hidden or developer-only tap, a toy (it only spins or shakes something) and a truncated text expanded \
        in place are aimed at nobody's gaps: all are left alone.
        """,
        fixDescription: "Add `.contentShape(Rectangle())` before the gesture.",
        triggeringExamples: [
            """
            HStack {
                Text(title)
                Spacer()
                Image(systemName: "chevron.right")
            }
            .↓onTapGesture { open() }
            """,
            """
            VStack(spacing: 24) { icon; label }.padding().↓gesture(TapGesture().onEnded { select() })
            """,
            """
            VStack { Image(systemName: "house"); Text("Home") }
                .frame(maxWidth: .infinity)
                .↓onTapGesture { select(.home) }
            """,
            """
            struct Row: View {
                var label: some View {
                    HStack { Text(title); Spacer() }
                }
                var body: some View {
                    label.↓onTapGesture { open() }
                }
            }
            """,
            """
            HStack { Text(title); Spacer() }
                .background(Color.clear)
                .↓onTapGesture { open() }
            """,
            """
            HStack {
                ProductSummary(product)
                Spacer()
            }
            .↓onTapGesture { showsProductDetails = true }
            """,
        ],
        nonTriggeringExamples: [
            """
            Text(user.name)
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
                .onTapGesture { showProfile(user) }
            """,
            """
            VStack(spacing: 16) {
                TextField("Amount", text: $amount)
                Spacer()
            }
            .onTapGesture { UIApplication.shared.endEditing() }
            """,
            """
            VStack(spacing: 16) {
                TextField("Reason", text: $reason)
                Spacer()
            }
            .onTapGesture {
                #if canImport(UIKit)
                UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                #endif
            }
            """,
            """
            VStack(spacing: 16) {
                TextField("Title", text: $title)
                Spacer()
            }
            .onTapGesture { endTextEditing() }
            """,
            """
            HStack {
                Image(systemName: "bolt.fill")
                Text(zapCount)
            }
            .onTapGesture { showZaps() }
            """,
            """
            HStack {
                Text(title)
                Spacer()
            }
            .contentShape(Rectangle())
            .onTapGesture { open() }
            """,
            """
            Text(title).onTapGesture { open() }
            """,
            """
            HStack {
                Text(title)
                Spacer()
            }
            .padding()
            .background(Color(.systemBackground))
            .onTapGesture { open() }
            """,
            """
            ZStack {
                RoundedRectangle(cornerRadius: 12).fill(.blue)
                Text(title)
            }
            .onTapGesture { open() }
            """,
            """
            Text(title)
                .frame(maxWidth: .infinity)
                .background(Color.gray)
                .onTapGesture { open() }
            """,
            """
            VStack {
                Spacer()
                Toast(message)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onTapGesture { dismissToast() }
            """,
            """
            VStack {
                Button("Action") { doSomething() }
            }
            .simultaneousGesture(TapGesture().onEnded { parentAction() })
            """,
            """
            VStack {
                Text(title)
                Spacer()
                Text(detail)
            }
            .onTapGesture { selectedItem = nil }
            """,
            """
            Text(versionLabel)
                .frame(maxWidth: .infinity)
                .onTapGesture(count: 3) { showsQAFeatures.toggle() }
            """,
            """
            HStack {
                Image(systemName: "clock")
                Spacer()
                Text(showsRelativeDate ? lastHeard.formatted(.relative(presentation: .named)) : lastHeard.formatted())
            }
            .onTapGesture { showsRelativeDate.toggle() }
            """,
            """
            VStack { Spacer(); fields }
                .onTapGesture { inputFocused = false }
            """,
            """
            HStack {
                ProductSummary(product)
                Spacer()
            }
            .onTapGesture { dismissTooltip() }
            """,
            """
            HStack(spacing: 24) {
                Image(systemName: "antenna.radiowaves.left.and.right")
                Text(hopCount)
            }
            .rotationEffect(.degrees(iconRotation))
            .onTapGesture { withAnimation { iconRotation += 180 } }
            """,
        ],
        corrections: [
            CorrectionExample(
                before: """
                HStack {
                    Text(title)
                    Spacer()
                }
                .onTapGesture { open() }
                """,
                after: """
                HStack {
                    Text(title)
                    Spacer()
                }
                .contentShape(Rectangle())
                .onTapGesture { open() }
                """
            ),
            CorrectionExample(
                before: """
                VStack { icon; Text(title) }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .onTapGesture { open() }
                """,
                after: """
                VStack { icon; Text(title) }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .contentShape(Rectangle())
                    .onTapGesture { open() }
                """
            ),
            CorrectionExample(
                before: """
                VStack(spacing: 24) { icon; label }.simultaneousGesture(TapGesture().onEnded { select() })
                """,
                after: """
                VStack(spacing: 24) { icon; label }.contentShape(Rectangle()).simultaneousGesture(TapGesture().onEnded { select() })
                """
            ),
        ]
    )

    /// Stacks that leave gaps between and beside their children.
    static let gappedStacks: Set<String> = ["HStack", "VStack", "LazyHStack", "LazyVStack"]
    /// Views that draw (and so hit-test) every point of their frame.
    static let fills: Set<String> = ["Color", "Rectangle", "RoundedRectangle", "Capsule", "LinearGradient", "RadialGradient", "AngularGradient", "Material"]

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.outermostCalls {
            let written = ModifierChain(ExprSyntax(call))
            guard written.modifiers.contains(where: ViewHierarchy.attachesTap) else { continue }
            let chain = ResolvedChain(written, module: context.module)
            guard let tapIndex = chain.modifiers.firstIndex(where: ViewHierarchy.attachesTap),
                  chain.modifiers[tapIndex].call.id == written.modifiers.first(where: ViewHierarchy.attachesTap)?.call.id,
                  let gap = Self.gap(in: chain, before: tapIndex),
                  !Self.isPassThroughOverlay(chain)
            else { continue }
            let tap = chain.modifiers[tapIndex]
            // A tap that only deselects is a background's: what it covers already takes the taps meant for it.
            // So is a hidden multi-tap (three taps or more), a tap that only switches a text's format,
            // only moves focus or only puts the keyboard away (`UIApplication.shared.endEditing()`): nobody
            // aims at their gaps. Nor at those of a tap that only dismisses a tip,
            // toast or tooltip, a hidden or developer-only tap, a toy or a truncated text expanded in place.
            guard !TapGestureShouldBeButtonRule.onlyClearsSelection(tap.actionClosure), (tap.tapCount ?? 1) < 3,
                  !TapGestureShouldBeButtonRule.switchesDisplayFormat(tap),
                  !TapGestureShouldBeButtonRule.onlyServesTextInput(tap, module: context.module, tree: context.tree),
                  !TapGestureShouldBeButtonRule.dismissesNotice(tap), !TapGestureShouldBeButtonRule.isDebugOnly(tap.call),
                  !HiddenTap.isHidden(tap, in: context.tree), !QuietTap.isQuiet(tap)
            else { continue }
            let insertion = tap.member.period.positionAfterSkippingLeadingTrivia.utf8Offset
            violations.append(Violation(
                at: tap.nameToken,
                message: "Only the drawn parts of this view receive the tap: \(gap) fall through to what is behind. Add .contentShape(Rectangle()) before .\(tap.name).",
                correction: Correction(edits: [
                    TextEdit(range: insertion..<insertion, replacement: ".contentShape(Rectangle())" + Self.separator(before: tap, in: context.tree)),
                ])
            ))
        }
        return violations
    }

    /// What goes between the inserted `.contentShape(…)` and the tap: a line break and the tap's own
    /// indentation when the tap starts its line (never its comments, which stay above it), else nothing.
    private static func separator(before tap: ModifierCall, in tree: SourceFileSyntax) -> String {
        guard tap.member.period.leadingTrivia.contains(where: \.isNewline) else { return "" }
        return "\n" + SyntaxWalk.indentation(of: tap.member.period, in: tree)
    }

    /// Where touches find nothing hit-testable before the tap at `tapIndex`, described for the message;
    /// `nil` when nothing is left uncovered.
    static func gap(in chain: ResolvedChain, before tapIndex: Int) -> String? {
        var gap: String?
        if let root = chain.rootCall, let name = chain.rootName {
            let spacer = ViewHierarchy.containsSpacer(root)
            if gappedStacks.contains(name), (ViewHierarchy.directChildCount(of: root) > 1 && hasWideSpacing(root)) || spacer {
                gap = "touches on the gaps between this \(name)'s children\(spacer ? " and on its Spacers" : "")"
            } else if spacer, name != "ZStack" || !hasFullSizeChild(root) {
                gap = "touches on this \(name)'s Spacers"
            }
        }
        for modifier in chain.modifiers[..<tapIndex] {
            switch modifier.name {
            // A line of text stretched to align it (`Text(name).frame(maxWidth: .infinity, alignment:
            // .leading)`) reads as the text: nobody aims at the empty rest of the line.
            case "frame" where growsBeyondContent(modifier) && !rootFillsFrame(chain) && chain.rootName != "Text":
                gap = "touches on the empty part of the .frame(maxWidth:/maxHeight: .infinity)"
            case "contentShape":
                gap = nil
            case "background" where isHitTestable(modifier):
                gap = nil
            default:
                break
            }
        }
        return gap
    }

    /// The smallest stack spacing reported as a gap: half of the 44 × 44 pt minimum hit target of
    /// Apple's Human Interface Guidelines ("Accessibility", "Buttons and controls"). A narrower gap
    /// between drawn children is a sliver of a finger-sized target, not a region a user aims at.
    static let minimumReportedSpacing = 22.0

    /// True when the stack's `spacing:` is a literal of at least `minimumReportedSpacing`; the default
    /// spacing (none given, about 8 pt) or a computed one is not.
    private static func hasWideSpacing(_ stack: FunctionCallExprSyntax) -> Bool {
        guard let value = stack.arguments.first(where: { $0.label?.text == "spacing" })?.expression.trimmedDescription,
              let spacing = Double(value)
        else { return false }
        return spacing >= minimumReportedSpacing
    }

    /// `.frame(maxWidth: .infinity)` and the like make the view larger than what it draws.
    private static func growsBeyondContent(_ frame: ModifierCall) -> Bool {
        ["maxWidth", "maxHeight", "minWidth", "minHeight"].contains { label in
            guard let value = frame.argument(labeled: label)?.trimmedDescription else { return false }
            return label.hasPrefix("max") ? value == ".infinity" || value == "CGFloat.infinity" : true
        }
    }

    /// A root that is itself a colour or shape fills any frame it is given.
    private static func rootFillsFrame(_ chain: ResolvedChain) -> Bool {
        guard let name = chain.rootName else { return false }
        return fills.contains(name) || chain.root.trimmedDescription.hasPrefix("Color.")
    }

    /// A background is hit-testable unless it is clear or fully transparent.
    private static func isHitTestable(_ background: ModifierCall) -> Bool {
        let text = background.call.arguments.trimmedDescription + (background.call.trailingClosure?.trimmedDescription ?? "")
        if text.isEmpty { return false }
        let transparent = ["Color.clear", ".clear", "opacity(0)", "opacity(0.0)"]
        return !transparent.contains { text.contains($0) }
    }

    /// `ZStack { Color…; … }`: a full-size first child covers every gap.
    private static func hasFullSizeChild(_ root: FunctionCallExprSyntax) -> Bool {
        guard let first = ViewHierarchy.contentClosures(of: root).first?.statements.first?.item.as(ExprSyntax.self) else { return false }
        let chain = ModifierChain(first)
        guard let name = chain.rootName else { return false }
        return fills.contains(name) || chain.root.trimmedDescription.hasPrefix("Color.")
    }

    /// A stack spread over the whole screen whose empty parts let touches through to the views
    /// below (a floating toast or banner layer): filling its gaps would swallow every tap meant for
    /// them, so it is left alone.
    static func isPassThroughOverlay(_ chain: ResolvedChain) -> Bool {
        let fullScreen = chain.modifiers.contains { modifier in
            modifier.name == "frame"
                && modifier.argument(labeled: "maxWidth")?.trimmedDescription == ".infinity"
                && modifier.argument(labeled: "maxHeight")?.trimmedDescription == ".infinity"
        } || chain.has("ignoresSafeArea") || chain.has("edgesIgnoringSafeArea")
        return fullScreen && !chain.modifiers.contains { $0.name == "background" && isHitTestable($0) }
    }
}
