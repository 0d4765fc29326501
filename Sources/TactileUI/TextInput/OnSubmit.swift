import Foundation

/// What submits a text (SwiftUI's `SubmitTriggers`): a text field's Return key (`.text`), or a
/// search field's (`.search`).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Return in a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Return in a search field.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The label of the keyboard's Return key (SwiftUI's `SubmitLabel`). Recorded; the host has
/// no on-screen keyboard to show it on.
public struct SubmitLabel: Hashable, Sendable {
    private let name: String

    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The submit actions of the `onSubmit` modifiers around a view, innermost last.
private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [SubmitAction] { [] }
}

/// One `onSubmit` action and the triggers it answers.
package struct SubmitAction {
    let triggers: SubmitTriggers
    let action: () -> Void
}

extension EnvironmentValues {
    /// The `onSubmit` actions a text field here runs when Return submits it.
    package var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

/// Adds a submit action to those its content's text fields run (`onSubmit(of:_:)`).
struct OnSubmitModifier: ViewModifier {
    let action: SubmitAction
    @Environment(\.submitActions) private var outer

    func body(content: Content) -> some View {
        content.environment(\.submitActions, outer + [action])
    }
}

extension View {
    /// Runs `action` when a text field in this view is submitted with Return (SwiftUI's
    /// `onSubmit(of:_:)`). Every `onSubmit` around the field runs, outermost first; `.search`
    /// actions run when Return submits the search field of a `searchable` view inside them.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(OnSubmitModifier(action: SubmitAction(triggers: triggers, action: action)))
    }

    /// The label of the keyboard's Return key for the text fields in this view (SwiftUI's
    /// `submitLabel(_:)`). Accepted; there is no on-screen keyboard to label.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        self
    }
}
