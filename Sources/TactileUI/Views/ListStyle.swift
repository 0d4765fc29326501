import Foundation

/// A protocol that describes the behavior and appearance of a list (SwiftUI's `ListStyle`).
/// Tactile draws `.plain`, `.grouped`, `.inset` and `.insetGrouped` (the `.automatic` look on
/// iOS); `.sidebar` draws as `.insetGrouped` (docs/COMPATIBILITY.md).
@MainActor @preconcurrency
public protocol ListStyle {}

/// How a list style lays out and draws, for the list's layout.
package enum ListStyleKind: Sendable, Equatable {
    case plain, grouped, inset, insetGrouped

    /// Rows sit in cards inset from the list's edges.
    var usesCards: Bool { self == .inset || self == .insetGrouped }
    /// Sections are apart, on the grouped background.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
}

/// A list style that knows its kind (every built-in style).
@MainActor protocol ListStyleKindProviding { var kind: ListStyleKind { get } }

/// The list style that describes a platform's default behavior and appearance for a list:
/// `.insetGrouped` on iOS.
public struct DefaultListStyle: ListStyle, ListStyleKindProviding {
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle, ListStyleKindProviding {
    public init() {}
    var kind: ListStyleKind { .plain }
}

/// The list style that describes the behavior and appearance of a grouped list.
public struct GroupedListStyle: ListStyle, ListStyleKindProviding {
    public init() {}
    var kind: ListStyleKind { .grouped }
}

/// The list style that describes the behavior and appearance of an inset list.
public struct InsetListStyle: ListStyle, ListStyleKindProviding {
    public init() {}
    var kind: ListStyleKind { .inset }
}

/// The list style that describes the behavior and appearance of an inset grouped list.
public struct InsetGroupedListStyle: ListStyle, ListStyleKindProviding {
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// The list style that describes the behavior and appearance of a sidebar list (drawn as
/// `.insetGrouped`).
public struct SidebarListStyle: ListStyle, ListStyleKindProviding {
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKindKey: EnvironmentKey {
    static let defaultValue = ListStyleKind.insetGrouped
}

extension EnvironmentValues {
    /// The style of the lists below (`listStyle(_:)` sets it).
    package var listStyleKind: ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for lists within this view.
    public consuming func listStyle<S: ListStyle>(_ style: S) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.listStyleKind,
                                          value: (style as? any ListStyleKindProviding)?.kind ?? .insetGrouped))
    }
}
