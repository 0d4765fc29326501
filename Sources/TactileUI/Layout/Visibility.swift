/// The visibility of a UI element, chosen automatically by the system or set explicitly
/// (SwiftUI's `Visibility`, iOS 15): `listRowSeparator(_:edges:)` and
/// `listSectionSeparator(_:edges:)` take it.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden depending on the policies of the component
    /// accepting the visibility configuration (for a list row separator: shown between rows).
    case automatic
    /// The element may be visible.
    case visible
    /// The element is hidden.
    case hidden
}
