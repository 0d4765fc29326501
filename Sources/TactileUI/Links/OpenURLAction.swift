import Foundation

/// Opens a URL (SwiftUI's `OpenURLAction`, read from `@Environment(\.openURL)`): what a `Link`
/// does when tapped, and what code calls to open a URL itself.
///
/// Invariants: the environment's default action hands the URL to the system — on the host it
/// is recorded in the host's opened URLs (`ViewHost.openedURLs`), as
/// `UIApplication.shared.open(_:)` records it, and accepted; outside any host nothing can open it
/// and it is not accepted. An action made with a handler (`environment(\.openURL, OpenURLAction
/// { … })`) calls it: `.handled` accepts the URL, `.discarded` refuses it, `.systemAction` hands
/// it (or the URL given) to the action of the environment the handler's action replaced — the
/// system's unless an outer view set another — as SwiftUI chains handlers.
public struct OpenURLAction {
    /// What a handler did with a URL (SwiftUI's `OpenURLAction.Result`).
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled
            case discarded
            case systemAction(URL?)
        }

        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler refused the URL.
        public static let discarded = Result(kind: .discarded)
        /// The handler passes the URL on to the system.
        public static let systemAction = Result(kind: .systemAction(nil))

        /// The handler passes `url` to the system instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    private let handler: @MainActor (URL) -> Result
    /// The action this one passes `.systemAction` URLs to: the one it replaced in the environment.
    var fallback: Replaced?

    /// The action an environment's `openURL` replaced (a class: an action refers to the one before it).
    final class Replaced {
        let action: OpenURLAction
        init(_ action: OpenURLAction) { self.action = action }
    }

    /// An action that calls `handler` with each URL.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    /// The system's action: records the URL in the host's opened URLs.
    static var system: OpenURLAction {
        OpenURLAction { url in
            guard let system = HostSystem.current else { return .discarded }
            system.recordOpened(url)
            return .handled
        }
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Opens `url` and calls `completion` with whether it was accepted.
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    /// Opens `url`; whether it was accepted.
    @MainActor
    func open(_ url: URL) -> Bool {
        switch handler(url).kind {
        case .handled: return true
        case .discarded: return false
        case .systemAction(let other):
            let target = other ?? url
            if let fallback { return fallback.action.open(target) }
            return Self.system.handler(target).isHandled
        }
    }
}

extension OpenURLAction.Result {
    var isHandled: Bool { if case .handled = kind { true } else { false } }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { .system }
}

extension EnvironmentValues {
    /// Opens a URL (SwiftUI's `openURL`): `Link`s use it. Setting an action keeps the one it
    /// replaces as the target of the new handler's `.systemAction` results.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set {
            let replaced = self[OpenURLKey.self]
            var action = newValue
            if action.fallback == nil { action.fallback = OpenURLAction.Replaced(replaced) }
            self[OpenURLKey.self] = action
        }
    }
}
