import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// An app made with UIKit's lifecycle, as Xcode 11's SwiftUI template writes it (an `AppDelegate`
/// answering the scene configuration, a `SceneDelegate` putting a `UIHostingController` in a
/// window): launched in UIKit's order (`UIApplicationLaunch`), its window's SwiftUI view hosted and
/// driven like any view.

/// The app's content: a counter, to show the launched view is the live SwiftUI view.
private struct LaunchedCounter: View {
    @State private var taps = 0
    var body: some View {
        Button("Tapped \(taps)") { taps += 1 }
            .accessibilityIdentifier("counter")
    }
}

/// What the delegates were told, in order.
@MainActor private var launchCalls: [String] = []

/// The template's app delegate: a configuration with no delegate class, as Info.plist would name it.
private final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchCalls.append("willFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchCalls.append("didFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        launchCalls.append("configurationForConnecting \(connectingSceneSession.role == .windowApplication)")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func applicationDidBecomeActive(_ application: UIApplication) { launchCalls.append("applicationDidBecomeActive") }
}

/// The template's scene delegate, found by its name in the app delegate's module.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        launchCalls.append("willConnectTo")
        if let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIHostingController(rootView: LaunchedCounter())
            self.window = window
            window.makeKeyAndVisible()
        }
    }
    func sceneWillEnterForeground(_ scene: UIScene) { launchCalls.append("sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { launchCalls.append("sceneDidBecomeActive") }
}

/// A scene delegate a configuration names itself, keeping no `window` property: its scene's key window counts.
private final class NamedSceneDelegate: UIResponder, UISceneDelegate {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let spare = UIWindow(windowScene: windowScene)
        spare.rootViewController = UIHostingController(rootView: Text("spare"))
        spare.makeKeyAndVisible()
        let main = UIWindow(windowScene: windowScene)
        main.rootViewController = UIHostingController(rootView: Text("named"))
        main.makeKeyAndVisible()
    }
}

private final class NamingAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = NamedSceneDelegate.self
        return configuration
    }
}

/// An iOS 12–style app: no scenes, its window made at launch and kept in the delegate.
private final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIHostingController(rootView: Text("no scenes"))
        window?.makeKeyAndVisible()
        return true
    }
}

private final class CountingController: UIViewController {
    var loads: [String] = []
    override func loadView() {
        loads.append("loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    override func viewDidLoad() { loads.append("viewDidLoad") }
}

@MainActor
@Suite("UIKit app lifecycle", .serialized)
struct UIKitAppLaunchTests {
    @Test("the Xcode 11 template launches in UIKit's order, and its window's SwiftUI view is the live view")
    func templateLaunch() throws {
        launchCalls = []
        let launched = UIApplicationLaunch(delegateClass: TemplateAppDelegate.self).launch()
        #expect(launchCalls == ["willFinishLaunching", "didFinishLaunching", "configurationForConnecting true", "willConnectTo",
                                "sceneWillEnterForeground", "sceneDidBecomeActive", "applicationDidBecomeActive"])
        #expect(UIApplication.shared.delegate === launched.delegate)
        let scene = try #require(launched.scene)
        #expect(scene.delegate is SceneDelegate, "the template's SceneDelegate, found in the app delegate's module")
        #expect(UIApplication.shared.connectedScenes.contains(scene))
        #expect(launched.window?.isKeyWindow == true && launched.window?.windowScene === scene)
        #expect(UIApplication.shared.windows.filter(\.isKeyWindow).first === launched.window,
                "the iOS 13 way to find the key window (UIApplication.windows) finds the scene's")

        let host = ViewHost(try #require(launched.rootView), device: .iPhone16)
        host.tap(on: "counter")
        host.tap(on: "counter")
        #expect(host.view(withText: "Tapped 2") != nil)
    }

    @Test("a configuration's delegate class wins over the template's name, and the scene's key window is shown")
    func namedSceneDelegate() throws {
        let launched = UIApplicationLaunch(delegateClass: NamingAppDelegate.self).launch()
        #expect(launched.scene?.delegate is NamedSceneDelegate)
        #expect(launched.scene?.windows.map(\.isKeyWindow) == [false, true], "making one window key leaves the scene's others not key")
        #expect(ViewHost(try #require(launched.rootView)).view(withText: "named") != nil)
    }

    @Test("an app without scenes shows the window its delegate made at launch")
    func windowWithoutScenes() throws {
        let launched = UIApplicationLaunch(delegateClass: WindowAppDelegate.self).launch()
        #expect(launched.scene == nil, "it answers no configuration and has its window: the module's SceneDelegate is not used")
        #expect(ViewHost(try #require(launched.rootView)).view(withText: "no scenes") != nil)
    }

    @Test("UIApplicationMain names its delegate class; a name that is no UIResponder class launches nothing")
    func applicationMainByName() {
        #expect(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "NoModule.NoSuchDelegate") == 1)
        #expect(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil) == 1)
    }

    @Test("a view controller makes its view once, when first asked: loadView, then viewDidLoad")
    func viewLoadsLazily() {
        let controller = CountingController()
        #expect(!controller.isViewLoaded && controller.loads.isEmpty)
        #expect(controller.view.frame.width == 10)
        _ = controller.view
        #expect(controller.loads == ["loadView", "viewDidLoad"])
        #expect(UIViewController().view.frame == UIScreen.main.bounds, "an empty view the size of the screen by default")
    }
}
