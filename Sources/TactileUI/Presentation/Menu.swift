import Foundation

/// A control for presenting a menu of actions (SwiftUI's `Menu`): its label is drawn as a
/// borderless button; a tap on it presents `content` — usually `Button`s — in a menu below the
/// label (above it when there is no room), as a context menu's is drawn, without dimming the
/// window. A tap on an item runs its action and dismisses the menu; a tap outside dismisses it.
/// With a `primaryAction` a tap runs that action instead and a long press presents the menu
/// (`ControlDefaults.contextMenuPressDuration`), as on iOS.
///
/// Invariant: the menu is presented only while the menu's own state says so; its label stays a
/// button, so a tap in a `ScrollView` still scrolls when dragged (S-90) and VoiceOver reads a button.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    @State private var isPresented = false
    @State private var dismissals = 0

    /// A menu of `content`, labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content(), label: label(), primaryAction: nil)
    }

    /// A menu of `content`, labelled by `label`, whose tap runs `primaryAction` (iOS 15); a long
    /// press presents the menu.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content(), label: label(), primaryAction: primaryAction)
    }

    init(content: Content, label: Label, primaryAction: (@MainActor () -> Void)?) {
        self.label = label
        self.content = content
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let presented = $isPresented
        let button = Button(action: { if let primaryAction { primaryAction() } else { presented.wrappedValue = true } }) { label }
        if primaryAction != nil {
            ContextMenuAnchor(content: button.modifier(ContextMenuPress { presented.wrappedValue = true }), menuItems: content,
                              preview: Optional<EmptyView>.none, isPresented: presented, dismissals: dismissals, bump: $dismissals,
                              dimsWindow: false)
        } else {
            ContextMenuAnchor(content: button, menuItems: content, preview: Optional<EmptyView>.none, isPresented: presented,
                              dismissals: dismissals, bump: $dismissals, dimsWindow: false)
        }
    }
}

extension Menu where Label == Text {
    /// A menu labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content(), label: Text(titleKey), primaryAction: nil)
    }

    /// A menu labelled with `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content(), label: Text(title), primaryAction: nil)
    }

    /// A menu labelled with a localized title whose tap runs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content(), label: Text(titleKey), primaryAction: primaryAction)
    }

    /// A menu labelled with `title` whose tap runs `primaryAction`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content(), label: Text(title), primaryAction: primaryAction)
    }
}

extension Menu where Label == TactileUI.Label<Text, Image> {
    /// A menu labelled with a localized title and an SF Symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content(), label: TactileUI.Label(titleKey, systemImage: systemImage), primaryAction: nil)
    }

    /// A menu labelled with `title` and an SF Symbol (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content(), label: TactileUI.Label(title, systemImage: systemImage), primaryAction: nil)
    }
}
