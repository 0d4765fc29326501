import Foundation

/// A window (UIKit's `UIWindow`): what an app made with UIKit's lifecycle shows its SwiftUI content
/// in, through `rootViewController = UIHostingController(rootView:)`.
///
/// Invariant: as every `UIView` here it is never drawn; the launch (`UIApplicationLaunch`) hosts
/// the root view of the key window's `UIHostingController` instead, on the host's canvas.
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// The scene it is in: the one it was made for (`init(windowScene:)`), nil for a window made with
    /// a frame. Setting it moves the window to that scene's `windows` (out of every scene for nil).
    public weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.windows.removeAll { $0 === self }
            windowScene?.windows.append(self)
        }
    }
    /// Where it stacks among windows (`.normal` unless set); nothing reads it, as no window is drawn.
    open var windowLevel: UIWindow.Level = .normal
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController?
    /// Whether `makeKeyAndVisible()` made it the key window of its scene.
    public private(set) var isKeyWindow = false

    /// A window for `windowScene`, the size of its screen.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: windowScene.screen.bounds)
        windowScene.windows.append(self)
    }

    /// A window with `frame`, in no scene (an app without scenes keeps it in its delegate's `window`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes it the key window of its scene (no other window of the scene stays key) and shows it.
    open func makeKeyAndVisible() {
        for other in windowScene?.windows ?? [] where other !== self { other.isKeyWindow = false }
        isKeyWindow = true
        isHidden = false
    }
}
