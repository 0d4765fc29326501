import Foundation

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy
/// (SwiftUI's `PickerStyle`). Tactile draws `.menu` (and `.automatic`, its iOS look),
/// `.segmented`, `.inline` and `.wheel`; `.navigationLink` draws as `.menu` and `.palette` as
/// `.segmented` (docs/COMPATIBILITY.md).
@MainActor @preconcurrency
public protocol PickerStyle {}

/// How a picker style draws, for `Picker`'s body.
package enum PickerStyleKind: Sendable, Equatable {
    case automatic, menu, segmented, inline, wheel
}

/// A picker style that knows its kind (every built-in style).
@MainActor protocol PickerStyleKindProviding { var kind: PickerStyleKind { get } }

/// The default picker style, based on the picker's context: a menu on iOS (a row with the label
/// and the menu in a `Form`).
public struct DefaultPickerStyle: PickerStyle, PickerStyleKindProviding {
    public init() {}
    var kind: PickerStyleKind { .automatic }
}

/// A picker style that presents the options as a menu when the user presses a button.
public struct MenuPickerStyle: PickerStyle, PickerStyleKindProviding {
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle, PickerStyleKindProviding {
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

/// A picker style that presents the options inline with other views in the containing view.
public struct InlinePickerStyle: PickerStyle, PickerStyleKindProviding {
    public init() {}
    var kind: PickerStyleKind { .inline }
}

/// A picker style that presents the options in a scrollable wheel that shows the selected option
/// and a few neighbouring options.
public struct WheelPickerStyle: PickerStyle, PickerStyleKindProviding {
    public init() {}
    var kind: PickerStyleKind { .wheel }
}

/// A picker style represented by a navigation link that pushes a list of options (drawn as
/// `.menu` here).
public struct NavigationLinkPickerStyle: PickerStyle, PickerStyleKindProviding {
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// A picker style that presents the options as a row of compact elements (drawn as `.segmented`).
public struct PalettePickerStyle: PickerStyle, PickerStyleKindProviding {
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

private struct PickerStyleKindKey: EnvironmentKey {
    static let defaultValue = PickerStyleKind.automatic
}

private struct IsInFormKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The style of the pickers below (`pickerStyle(_:)` sets it).
    package var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKindKey.self] }
        set { self[PickerStyleKindKey.self] = newValue }
    }

    /// Whether the views below are a `Form`'s rows: a menu picker there is a row with its label.
    package var isInForm: Bool {
        get { self[IsInFormKey.self] }
        set { self[IsInFormKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for pickers within this view.
    public consuming func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.pickerStyleKind,
                                                value: (style as? any PickerStyleKindProviding)?.kind ?? .automatic))
    }
}
