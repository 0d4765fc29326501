/// A scene that shows windows (UIKit's `UIWindowScene`): the template's `SceneDelegate` makes its
/// window with `UIWindow(windowScene:)`.
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    /// The windows made for this scene, in the order they were made.
    public internal(set) var windows: [UIWindow] = []
    /// The screen it shows on: the host's (`UIScreen.main`).
    public var screen: UIScreen { UIScreen.main }
    /// The window made key with `makeKeyAndVisible()`, if any.
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
}
