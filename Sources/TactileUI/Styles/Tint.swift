import Foundation

private struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The tint `tint(_:)` set (nil: the accent colour).
    package var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// Sets the tint color within this view (SwiftUI's `tint(_:)`): `TintShapeStyle` (`.tint`)
    /// and swipe actions draw with it; nil keeps the accent colour.
    public consuming func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.tint, value: tint))
    }
}

extension View {
    /// Sets the accent color for this view and the views it contains (SwiftUI's `accentColor(_:)`,
    /// deprecated since iOS 17 for `tint(_:)`): here it is `tint(_:)` — controls, `.tint` and swipe
    /// actions draw with it; nil keeps the accent colour.
    public consuming func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}
