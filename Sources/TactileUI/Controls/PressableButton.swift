/// A button whose press the host recognizes (S-65), drawn by a `ButtonStyle`-like body that sees
/// `isPressed`: what `Button` evaluates under a `ButtonStyle` and under the built-in styles.
///
/// Invariant: `isPressed` is this view's own state, written only by the press gesture's
/// `onPressingChanged` (`ButtonPressGesture`), so it follows the finger as S-65's release area
/// decides and is false once the press is over.
struct PressableButton<Styled: View>: View {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let action: @MainActor () -> Void
    /// Whether the whole frame of the styled body hits (the built-in styles) or only what it
    /// draws (a custom `ButtonStyle`, as in SwiftUI).
    let fillsFrame: Bool
    let makeBody: @MainActor (ButtonStyleConfiguration) -> Styled
    @State private var isPressed = false

    var body: some View {
        makeBody(ButtonStyleConfiguration(role: role, label: label, isPressed: isPressed))
            .modifier(ButtonPressModifier(action: action, isPressed: $isPressed, fillsFrame: fillsFrame))
    }
}

/// Makes one node around the styled body carrying the button's `primaryAction` and the press
/// state's sink; a disabled button (environment `isEnabled` false) carries neither.
struct ButtonPressModifier: PrimitiveModifier {
    let action: @MainActor () -> Void
    let isPressed: Binding<Bool>
    let fillsFrame: Bool

    func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        let node = context.node(PassthroughBehavior(), children: content(context.child(.content)))
        if fillsFrame { node.hitTesting.contentShape = Rectangle() }
        if context.environment.isEnabled {
            node.primaryAction = action
            let isPressed = isPressed
            node.pressingChanged = { isPressed.wrappedValue = $0 }
        }
        return [node]
    }
}
