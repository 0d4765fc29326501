import Foundation

/// A type that applies a custom appearance to all labels within a view (SwiftUI's `LabelStyle`).
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label (SwiftUI's `LabelStyleConfiguration`): its title and icon views.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public var body: EmptyView { EmptyView() }
    }

    /// A type-erased icon view of a label.
    public struct Icon: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public var body: EmptyView { EmptyView() }
    }

    public var title: LabelStyleConfiguration.Title
    public var icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] { context.nodes(for: content) }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] { context.nodes(for: content) }
}

/// The default label style in the current context: on iOS, `.iconOnly` in a navigation bar's
/// items (a toolbar's `ToolbarItem`s, `navigationBarItems`), as a `UIBarButtonItem` shows a
/// label's image alone; `.titleAndIcon` everywhere else (lists and menus are not styled apart).
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticLabelBody(configuration: configuration)
    }
}

/// `DefaultLabelStyle`'s body: reads where the label is (`EnvironmentValues.isInToolbarItem`).
struct AutomaticLabelBody: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.isInToolbarItem) private var isInToolbarItem

    var body: some View {
        if isInToolbarItem {
            IconOnlyLabelStyle().makeBody(configuration: configuration)
        } else {
            TitleAndIconLabelStyle().makeBody(configuration: configuration)
        }
    }
}

private struct IsInToolbarItemKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the views below are a navigation bar's items (a toolbar's items, set by
    /// `NavigationBar`): there an `.automatic` label shows its icon only.
    package var isInToolbarItem: Bool {
        get { self[IsInToolbarItemKey.self] }
        set { self[IsInToolbarItemKey.self] = newValue }
    }
}

/// A label style that shows both the title and the icon: the icon, then the title, centred on
/// each other, `ControlDefaults.labelIconSpacing` apart.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: ControlDefaults.labelIconSpacing) {
            configuration.icon
            configuration.title
        }
    }
}

/// A label style that shows only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// A label style that shows only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default label style in the current context.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and the icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that shows only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that shows only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// A label style with its type erased, as the environment keeps it (nil: `.automatic`).
package struct AnyLabelStyle: @unchecked Sendable {
    let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView

    @MainActor
    init<S: LabelStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue: AnyLabelStyle? = nil
}

extension EnvironmentValues {
    /// The label style of the views below (`labelStyle(_:)`); nil is `.automatic`.
    package var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}
