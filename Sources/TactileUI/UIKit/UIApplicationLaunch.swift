import Foundation

/// UIKit's launch of an app whose delegate is a `UIApplicationDelegate` (`@main` on the delegate,
/// or `UIApplicationMain` in `main.swift`), in UIKit's order: the delegate is made from its class
/// and set as `UIApplication.shared.delegate`; it is told `willFinishLaunching` then
/// `didFinishLaunching`; it is asked for the configuration of one session in the
/// `.windowApplication` role; the scene (a `UIWindowScene`) and its delegate are made and the
/// delegate is told `scene(_:willConnectTo:options:)`, then `sceneWillEnterForeground` and
/// `sceneDidBecomeActive`, and the app `applicationDidBecomeActive`.
///
/// The scene's delegate class is the configuration's `delegateClass`, else — as Tactile reads no
/// Info.plist scene manifest — the class the Xcode template names, `SceneDelegate` in the module of
/// the app's delegate. That name is looked for only where the app uses scenes: its delegate answers
/// a configuration of its own, or it has no window of its own after `didFinishLaunching` (an app
/// whose scenes Info.plist alone declares). An app without scenes (iOS 12's, making its window in
/// `didFinishLaunching`) or without such a class connects none. What it shows is the SwiftUI root
/// view of the key window's `UIHostingController`: the scene delegate's `window`, else the scene's
/// key window, else the app delegate's `window`.
@MainActor
struct UIApplicationLaunch {
    let delegateClass: UIResponder.Type

    /// What the launch made.
    @MainActor
    struct Launched {
        let delegate: UIResponder
        let scene: UIWindowScene?
        let window: UIWindow?

        /// The SwiftUI view the window shows (its root `UIHostingController`'s), if any.
        var rootView: AnyView? { (window?.rootViewController as? HostingControllerRoot)?.hostedView }
    }

    /// Launches the app.
    func launch() -> Launched {
        let application = UIApplication.shared
        let delegate = delegateClass.init()
        let appDelegate = delegate as? UIApplicationDelegate
        application.delegate = appDelegate
        _ = appDelegate?.application(application, willFinishLaunchingWithOptions: nil)
        _ = appDelegate?.application(application, didFinishLaunchingWithOptions: nil)
        let options = UIScene.ConnectionOptions()
        let unanswered = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
        let session = UISceneSession(role: .windowApplication, configuration: unanswered)
        var scene: UIWindowScene?
        if let appDelegate {
            session.configuration = appDelegate.application(application, configurationForConnecting: session, options: options)
        }
        let usesScenes = session.configuration !== unanswered || appDelegate?.window == nil
        let moduleName = String(reflecting: delegateClass).split(separator: ".").first.map(String.init) ?? ""
        let templateClass: AnyClass? = usesScenes ? _typeByName("\(moduleName).SceneDelegate") as? AnyClass : nil
        let sceneDelegateClass: AnyClass? = session.configuration.delegateClass ?? templateClass
        if let sceneDelegateType = sceneDelegateClass as? UIResponder.Type,
           let sceneDelegate = sceneDelegateType.init() as? UISceneDelegate {
            let windowScene = ((session.configuration.sceneClass as? UIWindowScene.Type) ?? UIWindowScene.self).init(session: session, connectionOptions: options)
            windowScene.delegate = sceneDelegate
            session.scene = windowScene
            application.connectedScenes.insert(windowScene)
            sceneDelegate.scene(windowScene, willConnectTo: session, options: options)
            sceneDelegate.sceneWillEnterForeground(windowScene)
            sceneDelegate.sceneDidBecomeActive(windowScene)
            scene = windowScene
        }
        appDelegate?.applicationDidBecomeActive(application)
        let window = (scene?.delegate as? UIWindowSceneDelegate)?.window ?? scene?.keyWindow ?? appDelegate?.window
        return Launched(delegate: delegate, scene: scene, window: window)
    }

    /// Launches the app and writes the first frame of its window's SwiftUI view as SVG to standard
    /// output, on the canvas `App.main()` uses (`AppDefaults.canvasSize`).
    func run() {
        let launched = launch()
        guard let rootView = launched.rootView else {
            FileHandle.standardError.write(Data("The app's key window shows no UIHostingController, so there is no SwiftUI view to host.\n".utf8))
            return
        }
        AppDefaults.writeFirstFrame(of: rootView)
    }
}
