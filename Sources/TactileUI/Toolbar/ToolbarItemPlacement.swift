import Foundation

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`), as on an iPhone in a
/// navigation stack.
///
/// Invariant: each placement is a bar edge (`edge`) or not shown here: the leading edge of the
/// navigation bar (after the back button) for `.topBarLeading`, `.navigationBarLeading`,
/// `.navigation` and `.cancellationAction`; its trailing edge for `.automatic`, `.primaryAction`,
/// `.topBarTrailing`, `.navigationBarTrailing`, `.confirmationAction` and `.destructiveAction`.
/// `.principal`, `.secondaryAction`, `.status`, `.bottomBar` and `.keyboard` items are not drawn:
/// Tactile has no bottom toolbar, overflow menu or keyboard bar (docs/COMPATIBILITY.md).
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// The bar edge an item goes to; nil for a placement not drawn here.
    package enum Edge: Sendable { case leading, trailing }

    private let name: String
    package let edge: Edge?

    public static let automatic = ToolbarItemPlacement(name: "automatic", edge: .trailing)
    public static let principal = ToolbarItemPlacement(name: "principal", edge: nil)
    public static let navigation = ToolbarItemPlacement(name: "navigation", edge: .leading)
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", edge: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", edge: nil)
    public static let status = ToolbarItemPlacement(name: "status", edge: nil)
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", edge: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", edge: .leading)
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", edge: .trailing)
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", edge: nil)
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", edge: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", edge: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", edge: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", edge: .trailing)
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", edge: nil)
}
