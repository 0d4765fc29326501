/// One instance of the app's interface (UIKit's `UIScene`), made by the launch
/// (`UIApplicationLaunch`) for the app's one scene session.
@MainActor @preconcurrency
open class UIScene: Hashable {
    /// What the scene was connected with (UIKit's `UIScene.ConnectionOptions`): empty here — no
    /// URL, user activity, shortcut or notification opens a Tactile app.
    public final class ConnectionOptions {
        init() {}
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate, made from the session's configuration (UIKit keeps it strongly).
    public var delegate: UISceneDelegate?
    /// A title for the scene; nothing shows it.
    public var title: String = ""

    /// A scene for `session` (UIKit's initializer, which the launch calls with the scene's class).
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
    }

    public nonisolated static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
