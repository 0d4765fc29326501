import Foundation

/// A button that toggles the edit mode environment value (SwiftUI's `EditButton`, iOS 13).
///
/// Its title is "Edit" while the `editMode` it finds is `.inactive` (or where there is none) and
/// "Done" while it is editing, "Done" in the semibold weight of UIKit's `.done` bar button item
/// style (`ListDefaults.editButtonDoneWeight`). A tap sets the binding to `.active` from
/// `.inactive` and to `.inactive` from any editing mode, inside `withAnimation` with
/// `ListDefaults.editModeAnimation`, so a list's controls slide in and out. Where no container
/// provides an edit mode (outside a `NavigationStack` without `.environment(\.editMode, …)`) the
/// tap changes nothing, as on iOS.
///
/// Invariant: the title always follows the binding's current value, whoever writes it.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let binding = editMode
        let isEditing = binding?.wrappedValue.isEditing ?? false
        Button {
            guard let binding else { return }
            let next: EditMode = binding.wrappedValue.isEditing ? .inactive : .active
            withAnimation(ListDefaults.editModeAnimation) { binding.wrappedValue = next }
        } label: {
            Text(isEditing ? "Done" : "Edit")
                .fontWeight(isEditing ? ListDefaults.editButtonDoneWeight : nil)
        }
    }
}
