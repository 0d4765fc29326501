import Foundation

/// The session a scene is connected in (UIKit's `UISceneSession`): its role and configuration.
@MainActor @preconcurrency
public final class UISceneSession: Hashable {
    /// The kind of scene a session is for (UIKit's `UISceneSession.Role`).
    public struct Role: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An app's main interface: the role of the session the launch connects.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    public let role: Role
    /// The configuration the app gave for it (`UIApplicationDelegate.application(_:configurationForConnecting:options:)`).
    public internal(set) var configuration: UISceneConfiguration
    /// A random identifier, as UIKit's is unique per session.
    public let persistentIdentifier: String
    /// The scene connected in it.
    public internal(set) weak var scene: UIScene?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
    }

    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
