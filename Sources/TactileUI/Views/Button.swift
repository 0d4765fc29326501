import Foundation

/// A control that performs an action when triggered (SwiftUI's `Button`).
///
/// The button draws itself with the style `buttonStyle(_:)` chose (`.automatic` when none):
/// - a `ButtonStyle` draws the label from `ButtonStyleConfiguration` (with `isPressed`); the
///   button recognizes the press itself and stores `action` as its node's `primaryAction`, so the
///   gesture engine decides when a tap triggers it (S-65);
/// - a `PrimitiveButtonStyle` decides when to call `configuration.trigger()`; the built-in ones
///   (`.automatic`, `.borderless`, `.plain`) recognize the press like a `ButtonStyle` button.
///
/// A disabled button (environment `isEnabled` false) stores no action, and `trigger()` does
/// nothing. The button forms one accessibility element (`isButton`) whatever its style.
public struct Button<Label: View>: View {
    package let label: Label
    package let role: ButtonRole?
    package let action: @MainActor () -> Void

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.role = nil
        self.label = label()
    }

    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.role = role
        self.label = label()
    }

    public var body: EmptyView { EmptyView() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let isEnabled = context.environment.isEnabled
        let action = action
        // In an alert every button ends the alert after its action (SwiftUI's `alert(_:isPresented:actions:)`).
        let dismissesPresentation = context.environment.presentationButtonDismiss
        let trigger: @MainActor () -> Void = {
            guard isEnabled else { return }
            action()
            dismissesPresentation?()
        }
        let styled = context.child(.slot("label"))
        let content: [ViewNode]
        switch context.environment.buttonStyle {
        case .style(let style)?:
            let pressable = PressableButton(label: ButtonStyleConfiguration.Label(AnyView(label)), role: role,
                                            action: trigger, fillsFrame: false, makeBody: style.makeBody)
            content = styled.nodes(for: pressable)
        case .primitive(let style)?:
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(AnyView(label)), action: trigger)
            content = styled.nodes(for: style.makeBody(configuration))
        case nil:
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(AnyView(label)), action: trigger)
            content = styled.nodes(for: DefaultButtonStyle().makeBody(configuration: configuration))
        }
        let node = context.node(PassthroughBehavior(), children: content)
        node.accessibility.role = .button
        if context.environment.isInListRow, ListRowButtons.isAutomatic(context.environment.buttonStyle) {
            node.isListRowButton = true
        }
        return [node]
    }
}
