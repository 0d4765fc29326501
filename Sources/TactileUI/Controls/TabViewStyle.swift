/// A specification for the appearance and interaction of a tab view (SwiftUI's `TabViewStyle`).
/// Tactile has two: `.page` (swipe between pages) and `.automatic` (a tab bar, as iOS draws it).
public protocol TabViewStyle: Sendable {
    /// How `TabView` lays out and drives its pages under this style.
    var _tabViewKind: TabViewKind { get }
}

/// What a `TabViewStyle` resolves to (Tactile's, not SwiftUI's).
public enum TabViewKind: Equatable, Sendable {
    case automatic
    case page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
}

/// The default tab view style: on iOS a tab bar at the bottom whose items select the pages
/// (SwiftUI's `DefaultTabViewStyle`; `TabView`, `TabBar`).
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _tabViewKind: TabViewKind { .automatic }
}

/// A style for paged scrolling: one page at a time, swiped horizontally, with the page index
/// dots at the bottom (SwiftUI's `PageTabViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index dots show.
    public struct IndexDisplayMode: Equatable, Sendable {
        private enum Kind: Equatable, Sendable { case automatic, always, never }
        private let kind: Kind
        /// Dots when there are two pages or more.
        public static let automatic = IndexDisplayMode(kind: .automatic)
        public static let always = IndexDisplayMode(kind: .always)
        public static let never = IndexDisplayMode(kind: .never)

        func showsDots(pageCount: Int) -> Bool {
            switch kind {
            case .automatic: pageCount > 1
            case .always: true
            case .never: false
            }
        }
    }

    public let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var _tabViewKind: TabViewKind { .page(indexDisplayMode: indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// The tab view style in the environment (`tabViewStyle(_:)`).
private struct TabViewKindKey: EnvironmentKey {
    static let defaultValue = TabViewKind.automatic
}

extension EnvironmentValues {
    package var tabViewKind: TabViewKind {
        get { self[TabViewKindKey.self] }
        set { self[TabViewKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for the tab views within this view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewKind, style._tabViewKind)
    }
}
