extension View {
    /// Sets the colour scheme of this view and the views inside it (SwiftUI's `colorScheme(_:)`,
    /// deprecated since iOS 17 for `preferredColorScheme(_:)`): as SwiftUI documents it, the same as
    /// `environment(\.colorScheme, colorScheme)` — the views inside draw and read that scheme; the
    /// window's scheme and the views around are unchanged.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
