/// A view for presenting a stack of views (SwiftUI's `NavigationView`, deprecated since iOS 16 in
/// favour of `NavigationStack`, and still in much SwiftUI code).
///
/// On an iPhone a `NavigationView` is a stack: `NavigationLink(destination:)` pushes, Back and the
/// leading-edge swipe pop, each page shows its `navigationTitle`. Tactile hosts it as exactly that
/// `NavigationStack` on every device. Difference: on an iPad (regular width) SwiftUI's default
/// style shows the root as a sidebar column beside the pushed page; Tactile shows the stack there
/// too, whatever `navigationViewStyle(_:)` says (COMPATIBILITY.md).
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}

/// A specification for the appearance of a `NavigationView` (SwiftUI's `NavigationViewStyle`).
public protocol NavigationViewStyle {}

/// The default navigation view style of the context (SwiftUI's `DefaultNavigationViewStyle`).
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// A single stack of views, one at a time (SwiftUI's `StackNavigationViewStyle`).
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// Columns: a sidebar beside the detail (SwiftUI's `DoubleColumnNavigationViewStyle`); shown as a
/// stack on Tactile.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style of the navigation views within this view (SwiftUI's
    /// `navigationViewStyle(_:)`). Every style shows the stack on Tactile (see `NavigationView`).
    public consuming func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
