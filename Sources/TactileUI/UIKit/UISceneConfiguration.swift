/// Which delegate class a scene is made with (UIKit's `UISceneConfiguration`).
///
/// On iOS an app names its scene delegate in Info.plist's scene manifest, and
/// `UISceneConfiguration(name:sessionRole:)` finds it there. Tactile reads no Info.plist: a
/// configuration's `delegateClass` is the one set on it, else the class the Xcode template names,
/// `SceneDelegate` in the module of the app's delegate (`UIApplicationLaunch`).
@MainActor @preconcurrency
public final class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    /// The class of the scene's delegate; nil: the template's `SceneDelegate`.
    public var delegateClass: AnyClass?
    /// The class of the scene (UIKit's default, a `UIWindowScene`, when nil).
    public var sceneClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
