import Foundation

/// The running app (UIKit's `UIApplication`), for code that opens URLs with
/// `UIApplication.shared`. Opening a URL is recorded on the host running the code
/// (`HostSystem`, `ViewHost.openedURLs`), not performed.
///
/// Not provided: `sendAction(_:to:from:for:)`, whose selector argument (`#selector(…)`) needs
/// Objective-C interoperability, which Swift on Linux does not have.
@MainActor @preconcurrency
public final class UIApplication {
    /// Keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an app (not the browser) handles it.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Keys of the launch options a delegate is told of (UIKit's `UIApplication.LaunchOptionsKey`);
    /// a Tactile app is launched with none.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// The one app.
    public static let shared = UIApplication()

    /// The app's delegate, set by the launch (`UIApplicationLaunch`); nil in a view hosted
    /// without one (a test's `ViewHost`, a lab scene).
    public internal(set) var delegate: UIApplicationDelegate?
    /// The scenes the launch connected.
    public internal(set) var connectedScenes: Set<UIScene> = []

    /// The windows of the connected window scenes (UIKit's `windows`, deprecated in iOS 15 for a
    /// scene's `windows`); empty in a view hosted without a launch (a test's `ViewHost`, a lab scene).
    public var windows: [UIWindow] {
        connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
    }

    private init() {}

    /// Opens `url`: in a host, appends it to the host's opened URLs and calls `completion` with
    /// true at once (UIKit calls it later on the main queue); outside any host, calls it with
    /// false (nothing could open it). With `.universalLinksOnly` set, no app of the host handles
    /// it, so it is not opened (false).
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let universalOnly = (options[.universalLinksOnly] as? Bool) ?? false
        guard let system = HostSystem.current, !universalOnly else {
            completion?(false)
            return
        }
        system.recordOpened(url)
        completion?(true)
    }

    /// Whether an app handles `url`: its scheme is one iOS handles itself (`UIKitDefaults.systemURLSchemes`).
    public func canOpenURL(_ url: URL) -> Bool {
        url.scheme.map { UIKitDefaults.systemURLSchemes.contains($0.lowercased()) } ?? false
    }
}
