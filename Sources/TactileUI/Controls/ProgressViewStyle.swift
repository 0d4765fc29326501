import Foundation

/// A type that applies standard interaction behavior to all progress views within a view
/// hierarchy (SwiftUI's `ProgressViewStyle`).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance (SwiftUI's `ProgressViewStyleConfiguration`).
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public var body: EmptyView { EmptyView() }
    }

    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public var body: EmptyView { EmptyView() }
    }

    /// The completed fraction of the task represented by the progress view, from 0.0 (not yet
    /// started) to 1.0 (fully complete), or nil if the progress is indeterminate.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view (nil without one).
    public var label: Label?
    /// A view that describes the current value of a progress view (nil without one).
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] { context.nodes(for: content) }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] { context.nodes(for: content) }
}

/// The default progress view style: circular when indeterminate, linear when determinate (iOS).
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInProgressView(configuration: configuration) }
}

/// A progress view that visually indicates its progress using a horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressView(configuration: configuration, kind: .linear)
    }
}

/// The style of a progress view that uses a circular gauge to indicate the partial completion
/// of an activity. On iOS (and in Tactile) it is the spinner, with or without a value.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressView(configuration: configuration, kind: .circular)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge to indicate the partial completion of an activity.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Sets the style for progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, AnyProgressViewStyle(style))
    }
}

/// A type-erased `ProgressViewStyle`, as `progressViewStyle(_:)` puts it in the environment.
package struct AnyProgressViewStyle {
    package let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView

    @MainActor package init<S: ProgressViewStyle>(_ style: S) {
        makeBody = { configuration in AnyView(StyleBody(style: style) { $0.makeBody(configuration: configuration) }) }
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue: AnyProgressViewStyle? = nil
}

extension EnvironmentValues {
    /// The progress view style below (nil: `.automatic`).
    package var progressViewStyle: AnyProgressViewStyle? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
