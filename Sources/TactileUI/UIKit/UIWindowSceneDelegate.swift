/// The delegate of a scene with windows (UIKit's `UIWindowSceneDelegate`): the template's
/// `SceneDelegate` keeps the window it makes in `window`.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
