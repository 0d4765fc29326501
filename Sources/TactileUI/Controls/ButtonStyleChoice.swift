/// The button style in effect, as `buttonStyle(_:)` put it in the environment: a `ButtonStyle`
/// (appearance only; the button recognizes the press) or a `PrimitiveButtonStyle` (the style
/// decides when to trigger). Absent means `.automatic`.
///
/// Two choices are the same when they hold styles of one type that `ViewValueComparison` finds
/// equal (`==`, equal bytes, or equal fields), so an unchanged style does not re-run buttons.
package enum ButtonStyleChoice {
    case style(AnyButtonStyle)
    case primitive(AnyPrimitiveButtonStyle)

    package static func same(_ a: ButtonStyleChoice?, _ b: ButtonStyleChoice?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (.style(let x)?, .style(let y)?): x.isSame(as: y.style)
        case (.primitive(let x)?, .primitive(let y)?): x.isSame(as: y.style)
        default: false
        }
    }
}

/// A type-erased `ButtonStyle`.
package struct AnyButtonStyle {
    package let style: Any
    package let makeBody: @MainActor (ButtonStyleConfiguration) -> AnyView
    package let isSame: (Any) -> Bool

    @MainActor package init<S: ButtonStyle>(_ style: S) {
        self.style = style
        makeBody = { configuration in AnyView(StyleBody(style: style) { $0.makeBody(configuration: configuration) }) }
        isSame = { other in (other as? S).map { ViewValueComparison.same(style, $0) } ?? false }
    }

    package func isSame(as other: Any) -> Bool { isSame(other) }
}

/// The body of a style: links the style's own dynamic properties (`@Environment(\.isEnabled)`,
/// `@State`) at this identity, as the graph does for a view, then evaluates `makeBody`. The
/// environment values they read count as read by the enclosing view's evaluation, so a change
/// (the button disabled) runs it again.
struct StyleBody<Style, Body: View>: View {
    let style: Style
    let makeBody: @MainActor (Style) -> Body
    var body: EmptyView { EmptyView() }
}

extension StyleBody: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        context.pass.linkProperties(of: style, at: context.identity, environment: context.environment)
        return context.child(.body).nodes(for: makeBody(style))
    }
}

/// A type-erased `PrimitiveButtonStyle`.
package struct AnyPrimitiveButtonStyle {
    package let style: Any
    package let makeBody: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView
    package let isSame: (Any) -> Bool

    @MainActor package init<S: PrimitiveButtonStyle>(_ style: S) {
        self.style = style
        makeBody = { configuration in AnyView(StyleBody(style: style) { $0.makeBody(configuration: configuration) }) }
        isSame = { other in (other as? S).map { ViewValueComparison.same(style, $0) } ?? false }
    }

    package func isSame(as other: Any) -> Bool { isSame(other) }
}
