/// The possible colour schemes, corresponding to the light and dark appearances (SwiftUI's
/// `ColorScheme`).
///
/// The host's scheme comes from its `Device`; `preferredColorScheme(_:)` overrides it for the
/// whole window (docs/ARCHITECTURE-HOST.md, "Device and safe area").
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The colour scheme that corresponds to a light appearance.
    case light
    /// The colour scheme that corresponds to a dark appearance.
    case dark
}
