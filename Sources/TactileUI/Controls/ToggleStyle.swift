import Foundation

/// The appearance and interaction of the toggles in a view hierarchy (SwiftUI's `ToggleStyle`).
///
/// A style of your own draws the toggle from `ToggleStyleConfiguration` and decides how it is
/// toggled — typically `configuration.isOn.toggle()` in a tap gesture or a button: a toggle under
/// such a style does nothing by itself on a tap, as in SwiftUI. `makeBody` runs again whenever
/// the toggle's value changes. The built-in styles are `.automatic` and `.switch` (the iOS switch)
/// and `.button` (a button that shows its on state).
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle (SwiftUI's `ToggleStyleConfiguration`).
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public struct Label: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public var body: EmptyView { EmptyView() }
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; setting it (or `$isOn`) writes the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all the same: always false
    /// here (no toggle bound to a collection of values is built).
    public var isMixed: Bool

    package init(label: Label, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        self._isOn = isOn
        self.isMixed = isMixed
    }
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] { context.nodes(for: content) }
}

/// The default toggle style (SwiftUI's `DefaultToggleStyle`): on iOS, the switch.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(AnyToggleStyle.standard)
    }
}

/// The iOS switch (SwiftUI's `SwitchToggleStyle`): the label on the leading side, the switch on
/// the trailing side; the switch is green when on, or the tint (`tint(_:)`, or this style's `tint`).
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    @Environment(\.tint) private var environmentTint

    public init() { tint = nil }

    /// A switch whose on colour is `tint` (deprecated in SwiftUI since iOS 15 for `tint(_:)`).
    @available(iOS, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }
            .toggleStyle(AnyToggleStyle.standard)
            .tint(tint ?? environmentTint)
    }
}

/// A toggle drawn as a button (SwiftUI's `ButtonToggleStyle`, iOS 15): a tap toggles it; the
/// label is tinted and padded as a bordered button's, on the faint tinted background while on;
/// it reads as a button, selected while on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: {
            configuration.label
                .padding(ControlDefaults.borderedPadding)
                .background { if configuration.isOn { BorderedButtonBackground(prominent: false) } }
        }
        .buttonStyle(.borderless)
        .accessibilityAddTraits(configuration.isOn ? .isSelected : [])
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A type-erased `ToggleStyle`; `standard` is the host's own switch (what `.automatic` and
/// `.switch` draw, without going through a style body).
package struct AnyToggleStyle {
    package let style: Any?
    package let makeBody: (@MainActor (ToggleStyleConfiguration) -> AnyView)?

    @MainActor package init<S: ToggleStyle>(_ style: S) {
        self.style = style
        makeBody = { configuration in AnyView(StyleBody(style: style) { $0.makeBody(configuration: configuration) }) }
    }

    private init() {
        style = nil
        makeBody = nil
    }

    /// The switch Tactile draws itself.
    package static var standard: AnyToggleStyle { AnyToggleStyle() }
}

extension AnyToggleStyle: ToggleStyle {
    // Only `toggleStyle(_:)` applies it: it stands for the style it erased.
    package func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle? { nil }
}

extension EnvironmentValues {
    /// The style `toggleStyle(_:)` chose for toggles in this subtree; nil means `.automatic`.
    package var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the toggles in this view (SwiftUI's `toggleStyle(_:)`).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        // The host's own switch draws `.automatic` and an untinted `.switch` without a style body.
        let isStandard = style is DefaultToggleStyle || (style as? SwitchToggleStyle).map { $0.tint == nil } ?? false
        let erased = isStandard ? AnyToggleStyle.standard : (style as? AnyToggleStyle) ?? AnyToggleStyle(style)
        return environment(\.toggleStyle, erased)
    }
}
