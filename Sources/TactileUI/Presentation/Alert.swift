/// An alert as SwiftUI's deprecated `alert(isPresented:content:)` takes it (SwiftUI's `Alert`):
/// a title, an optional message and one or two buttons.
@MainActor @preconcurrency
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button; nil: an "OK" button (`Alert.Button.default(Text("OK"))`).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons, side by side: `primaryButton` leading.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert (SwiftUI's `Alert.Button`): every button ends the alert after its action.
    @MainActor @preconcurrency
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button of the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A cancel button, its label bold, titled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A destructive button, its label red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// The box an alert draws (UIAlertController's alert style): the title in `.headline` and the
/// message in `.footnote`, centred, above the buttons — two side by side, else stacked — each
/// `alertButtonHeight` tall, below hairline separators.
struct AlertBox<Actions: View, Message: View>: View {
    let title: Text
    let message: Message
    let sideBySide: Bool
    let actions: Actions

    var body: some View {
        let configuration = PresentationConfiguration.standard
        VStack(spacing: 0) {
            VStack(spacing: 4) {
                title.font(.headline)
                message.font(.footnote)
            }
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            .padding(configuration.alertContentPadding)
            Color.gray.opacity(0.3).frame(height: 0.5)
            if sideBySide {
                HStack(spacing: 0) { actions }
                    .frame(minHeight: configuration.alertButtonHeight)
            } else {
                VStack(spacing: 0) { actions }
            }
        }
        .buttonStyle(AlertButtonStyle())
    }
}

/// An alert's button: the whole row is its target, the label centred; a cancel button bold, a
/// destructive one red, every other one the accent colour.
struct AlertButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .fontWeight(configuration.role == .cancel ? .semibold : .regular)
            .foregroundColor(configuration.role == .destructive ? .red : .accentColor)
            .frame(maxWidth: .infinity, minHeight: PresentationConfiguration.standard.alertButtonHeight)
            .contentShape(Rectangle())
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

extension Alert.Button {
    /// The button as the alert draws it: a `Button` with its role, running the action.
    @MainActor
    var view: some View {
        let action = action
        return TactileUI.Button(role: role, action: { action?() }) { label }
    }
}

extension View {
    /// Presents an alert while `isPresented` is true (SwiftUI's deprecated
    /// `alert(isPresented:content:)`); a tap on one of its buttons runs the button's action and
    /// sets `isPresented` to false.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presentation(.alert, isPresented: isPresented, onDismiss: nil) { Self.box(for: alert) }
    }

    /// Presents the alert `content` makes for `item` while it is non-nil (SwiftUI's deprecated
    /// `alert(item:content:)`); a button sets it to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
        presentation(.alert, item: item, onDismiss: nil) { Self.box(for: content($0)) }
    }

    /// Presents an alert titled `titleKey` with the buttons `actions` makes (SwiftUI's
    /// `alert(_:isPresented:actions:)`, iOS 15); every button ends it after its action.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert titled `title` (a string) with the buttons `actions` makes.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert titled by a text view with the buttons `actions` makes.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert with a message (SwiftUI's `alert(_:isPresented:actions:message:)`, iOS 15).
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled `title` (a string) with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled by a text view with a message. With no buttons in `actions` the
    /// alert has an "OK" button, as SwiftUI's.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let actions = actions(), message = message()
        return presentation(.alert, isPresented: isPresented, onDismiss: nil) {
            AlertBox(title: title, message: message, sideBySide: false, actions: AlertActions(actions: actions))
        }
    }

    @MainActor
    private static func box(for alert: Alert) -> some View {
        AlertBox(title: alert.title, message: alert.message, sideBySide: alert.buttons.count == 2,
                 actions: ForEach(alert.buttons.indices, id: \.self) { alert.buttons[$0].view })
    }
}

/// The buttons of an iOS 15 alert; `EmptyView` (no buttons) stands for SwiftUI's default "OK".
struct AlertActions<Actions: View>: View {
    let actions: Actions
    var body: some View {
        if Actions.self == EmptyView.self {
            TactileUI.Button("OK") {}
        } else {
            actions
        }
    }
}
