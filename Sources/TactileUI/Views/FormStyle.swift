import Foundation

/// The appearance and behavior of a form (SwiftUI's `FormStyle`). On iOS every built-in style —
/// `.automatic`, `.grouped` and `.columns` (a macOS layout) — draws the grouped list `Form` is;
/// a custom style's `makeBody(configuration:)` draws the forms below it.
@MainActor @preconcurrency
public protocol FormStyle {
    associatedtype Body: View
    typealias Configuration = FormStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a form style draws: the form's content.
public struct FormStyleConfiguration {
    /// The form's content, type-erased.
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// The content of the form.
    public let content: Content
}

/// The default form style: a grouped list on iOS.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}

/// A form style with grouped rows (the iOS look).
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned
/// column of values (a macOS layout; drawn grouped here, as the other styles).
public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// A custom form style, type-erased, as the environment holds it.
package struct AnyFormStyle {
    let makeBody: @MainActor (FormStyleConfiguration) -> AnyView
}

private struct FormStyleKey: EnvironmentKey {
    static let defaultValue: AnyFormStyle? = nil
}

extension EnvironmentValues {
    /// The custom form style of the forms below, nil for the built-in look (`formStyle(_:)`).
    package var formStyle: AnyFormStyle? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for forms in a view hierarchy. The built-in styles all draw the iOS grouped
    /// form; a custom style's `makeBody(configuration:)` draws each form below it (a `Form` inside
    /// that body draws the built-in look).
    public consuming func formStyle<S: FormStyle>(_ style: S) -> some View {
        let custom: AnyFormStyle? = (style is AutomaticFormStyle || style is GroupedFormStyle || style is ColumnsFormStyle)
            ? nil : AnyFormStyle { AnyView(style.makeBody(configuration: $0)) }
        return modifier(_EnvironmentKeyWritingModifier(keyPath: \.formStyle, value: custom))
    }
}
