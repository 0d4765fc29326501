/// A view that controls a navigation presentation (SwiftUI's `NavigationLink`): a button that,
/// inside a `NavigationStack`, pushes its value (appended to the stack's path, shown with the
/// matching `navigationDestination`) or its destination view. Outside a stack it does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    private enum Target {
        case value(AnyHashable?)
        case view(Destination)
    }

    private let target: Target
    private let label: Label
    @Environment(\.navigationContext) private var navigation

    public var body: some View {
        Button(action: push) { label }
    }

    private func push() {
        guard let navigation else { return }
        switch target {
        case .value(let value?): navigation.push(value)
        case .value(nil): break
        case .view(let destination): navigation.pushView(AnyView(destination))
        }
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        target = .value(value.map { AnyHashable($0) })
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label generated from a localized string key.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        target = .value(value.map { AnyHashable($0) })
        label = Text(titleKey.key)
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        target = .value(value.map { AnyHashable($0) })
        label = Text(title)
    }
}

extension NavigationLink {
    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination())
        self.label = label()
    }

    /// Creates a navigation link that presents the destination view.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination)
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label generated
    /// from a localized title (iOS 16).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        target = .view(destination())
        label = Text(titleKey)
    }

    /// Creates a navigation link to a destination view made up front, with a text label generated
    /// from a localized title (iOS 13; SwiftUI deprecates it in a future iOS, so it does not warn).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        target = .view(destination)
        label = Text(titleKey)
    }

    /// Creates a navigation link to a destination view made up front, with a text label generated
    /// from a title string (iOS 13).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        target = .view(destination)
        label = Text(title)
    }

    /// Creates a navigation link that presents a destination view, with a text label generated
    /// from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        target = .view(destination())
        label = Text(title)
    }
}

