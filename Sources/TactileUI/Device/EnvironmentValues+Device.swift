import Foundation

/// The environment values a device sets (`Device`), as SwiftUI's `EnvironmentValues` declares
/// them. The host puts its device's values in the root environment; modifiers change them for
/// a subtree (`environment(\.colorScheme, .dark)`, `dynamicTypeSize(_:)`).
extension EnvironmentValues {
    /// The colour scheme of this environment: the device's, or the one a view in the window
    /// asked for with `preferredColorScheme(_:)`.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The Dynamic Type size of this environment: the device's unless a `dynamicTypeSize(_:)`
    /// above changed it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The display scale of this environment (pixels per point): the device's.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The layout direction of this environment (`.leftToRight` unless changed).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The width's size class of this environment: the device's (nil on a bare canvas).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The height's size class of this environment: the device's (nil on a bare canvas).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Puts `device`'s colour scheme, Dynamic Type size, display scale and size classes in this environment.
    /// A value equal to the default is left unset, so a bare canvas's environment is exactly the
    /// default one.
    package mutating func apply(_ device: Device) {
        if device.colorScheme != ColorSchemeKey.defaultValue { colorScheme = device.colorScheme }
        if device.dynamicTypeSize != DynamicTypeSizeKey.defaultValue { dynamicTypeSize = device.dynamicTypeSize }
        if device.displayScale != DisplayScaleKey.defaultValue { displayScale = device.displayScale }
        if device.horizontalSizeClass != nil { horizontalSizeClass = device.horizontalSizeClass }
        if device.verticalSizeClass != nil { verticalSizeClass = device.verticalSizeClass }
    }
}

/// SwiftUI's defaults for an environment no device set: light, `.large`, scale 1, left to right.
fileprivate enum ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
fileprivate enum DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
fileprivate enum DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private enum LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
/// SwiftUI's default environment has no size classes (nil) until a window sets them.
private enum HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private enum VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
