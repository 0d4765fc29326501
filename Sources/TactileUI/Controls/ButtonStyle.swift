/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy (SwiftUI's `ButtonStyle`).
///
/// The button recognizes the press itself (S-65: a child gesture, release within the bounds
/// grown by 70 pt); the style only draws: `makeBody` runs again whenever
/// `configuration.isPressed` changes. As in SwiftUI, the styled body hits only where it draws
/// (add `.contentShape(Rectangle())` to make padding tappable) and a disabled button is not
/// dimmed for you — read `@Environment(\.isEnabled)`.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button (SwiftUI's `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public var body: EmptyView { EmptyView() }
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is pressing the button: true while a finger that went down on it is
    /// within its release area (its bounds grown by 70 pt, S-65), false when that finger leaves
    /// the area, true again when it comes back, false once it lifts or the press is cancelled.
    public let isPressed: Bool

    package init(role: ButtonRole?, label: Label, isPressed: Bool) {
        self.role = role
        self.label = label
        self.isPressed = isPressed
    }
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] { context.nodes(for: content) }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and standard interaction behavior.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .style(AnyButtonStyle(style)))
    }
}
