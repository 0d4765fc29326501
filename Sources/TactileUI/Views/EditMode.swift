import Foundation

/// A mode that indicates whether the user can edit a view's content (SwiftUI's `EditMode`,
/// iOS 13). Read it through the `editMode` environment value; a `List` whose `ForEach` has
/// `onDelete(perform:)` or `onMove(perform:)` shows its delete and move controls while it is
/// editing, and `EditButton` toggles it.
public enum EditMode: Hashable, Sendable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode (SwiftUI uses it while a row's swipe actions show;
    /// Tactile never sets it itself).
    case transient
    /// The user can edit the view content.
    case active

    /// Whether the view is being edited: true for every mode but `.inactive`.
    public var isEditing: Bool { self != .inactive }
}

/// The `editMode` environment entry: the binding, compared by where it reads and writes
/// (`Binding.source`), so that an environment re-applied with the same `@State`'s binding holds
/// the same custom values and the views below are not run again for it (`CustomEnvironmentValues`).
/// A binding made from closures has no source and is never the same as another.
struct EditModeEntry: Equatable, @unchecked Sendable {
    let binding: Binding<EditMode>

    static func == (a: EditModeEntry, b: EditModeEntry) -> Bool {
        guard let source = a.binding.source else { return false }
        return source == b.binding.source && a.binding.transaction == b.binding.transaction
    }
}

private struct EditModeKey: EnvironmentKey {
    static let defaultValue: EditModeEntry? = nil
}

extension EnvironmentValues {
    /// An indication of whether the user can edit the contents of a view associated with this
    /// environment (SwiftUI's `editMode`): a binding to the edit mode state, nil where no
    /// container provides one.
    ///
    /// As on iOS, a `NavigationStack` (and so a `NavigationView`) provides one, shared by all its
    /// pages and their toolbars, starting `.inactive`; `.environment(\.editMode, $mode)` sets your
    /// own. Outside both it is nil, and an `EditButton` there does nothing.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self]?.binding }
        set { self[EditModeKey.self] = newValue.map { EditModeEntry(binding: $0) } }
    }
}
