/// A type that applies custom interaction behavior and a custom appearance to all buttons within
/// a view hierarchy (SwiftUI's `PrimitiveButtonStyle`).
///
/// The style decides when the button triggers: its body calls `configuration.trigger()` (from a
/// gesture of its own, typically). Tactile attaches no press gesture of its own to such a button.
/// `trigger()` does nothing while the button is disabled.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button (SwiftUI's `PrimitiveButtonStyleConfiguration`).
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public var body: EmptyView { EmptyView() }
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    private let action: @MainActor () -> Void

    package init(role: ButtonRole?, label: Label, action: @escaping @MainActor () -> Void) {
        self.role = role
        self.label = label
        self.action = action
    }

    /// Performs the button's action.
    @MainActor public func trigger() { action() }
}

extension PrimitiveButtonStyleConfiguration.Label: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] { context.nodes(for: content) }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and custom interaction behavior.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .primitive(AnyPrimitiveButtonStyle(style)))
    }
}
