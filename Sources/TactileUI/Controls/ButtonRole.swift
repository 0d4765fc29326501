/// A value that describes the purpose of a button (SwiftUI's `ButtonRole`).
///
/// Tactile records the role and passes it to button styles (`ButtonStyleConfiguration.role`);
/// the built-in styles draw every role alike (iOS tints `.destructive` red in menus and
/// alerts, which Tactile does not have).
public struct ButtonRole: Equatable, Sendable {
    private enum Kind: Equatable, Sendable { case destructive, cancel }
    private let kind: Kind

    /// A role that indicates a destructive button.
    public static let destructive = ButtonRole(kind: .destructive)
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(kind: .cancel)
}
