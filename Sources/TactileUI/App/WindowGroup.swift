/// A scene that presents a group of identically structured windows (SwiftUI's `WindowGroup`).
/// On a host without windows it is the view of the app's one window.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    package let content: Content
    /// The title windows would show (kept for compatibility; nothing shows it here).
    public let title: Text?
    /// The identifier of the group (kept for compatibility with `WindowGroup(id:)`).
    public let id: String?

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
        id = nil
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
        self.id = id
    }

    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
        id = nil
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), content: content)
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(Text(String(title)), content: content)
    }

    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
        self.id = id
    }

    public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

extension WindowGroup: PrimitiveScene {
    package var primitiveRootView: AnyView? { AnyView(content) }
}
