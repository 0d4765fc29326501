import Foundation

/// Defines the implementation of all `IndexView` instances within a view hierarchy (SwiftUI's
/// `IndexViewStyle`): here, how a paged `TabView`'s dots are backed.
@MainActor @preconcurrency
public protocol IndexViewStyle {}

/// An index view style that places a page index view over its content (SwiftUI's
/// `PageIndexViewStyle`).
public struct PageIndexViewStyle: IndexViewStyle {
    /// The background style for the page index view.
    public enum BackgroundDisplayMode: Hashable, Sendable {
        case automatic, interactive, always, never
    }

    public let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page index view style with the automatic background.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// The page index view style with the given background display mode.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets the style for the index view within the current environment (SwiftUI's
    /// `indexViewStyle(_:)`): accepted; a paged `TabView`'s dots are drawn as with `.automatic`
    /// whatever the background display mode (docs/COMPATIBILITY.md).
    public consuming func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        self
    }
}
