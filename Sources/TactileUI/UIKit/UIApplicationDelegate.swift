import Foundation

/// The app's delegate (UIKit's `UIApplicationDelegate`), as an Xcode 11 SwiftUI app template
/// writes it: `@main` (or `@UIApplicationMain`) on a `UIResponder` subclass that answers the
/// launch and the scene configuration.
///
/// Every requirement has UIKit's default, so a delegate implements only what it needs; the launch
/// (`UIApplicationLaunch`) calls them in UIKit's order. `@main` on a conforming class makes
/// `main()` the program's entry point: it launches the app and writes its key window's first frame
/// as SVG, as `App.main()` does. `@UIApplicationMain` type-checks, but Swift on Linux (6.3.1) crashes
/// generating its entry point, so a module using it cannot be built into a program here
/// (docs/COMPATIBILITY.md, "UIKit").
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    /// The window of an app without scenes.
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// The scene session's own configuration, as UIKit answers without this method.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// Runs the app (`@main`): launches it with this delegate class and writes the key window's
    /// first frame as SVG to standard output.
    public static func main() {
        guard let delegateClass = Self.self as? UIResponder.Type else {
            FileHandle.standardError.write(Data("\(Self.self) is not a UIResponder subclass; UIKit makes the app's delegate from its class.\n".utf8))
            return
        }
        UIApplicationLaunch(delegateClass: delegateClass).run()
    }
}
