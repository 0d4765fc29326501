/// What the views of one `NavigationStack` share, kept by the stack (one object per stack, so
/// the environment entry stays the same object from pass to pass):
/// the destinations registered by `navigationDestination(for:destination:)`, by data type, and
/// the stack's push and pop, set at every evaluation of the stack.
@MainActor
package final class NavigationContext {
    /// The destination for a pushed value, by the value's type.
    package var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    /// Pushes a value (a `NavigationLink(value:)`): appends it to the path.
    package var push: (AnyHashable) -> Void = { _ in }
    /// Pushes a view (a `NavigationLink(destination:)`): above the path's views.
    package var pushView: (AnyView) -> Void = { _ in }
    /// Pops to the page at `level` (0 is the root).
    package var pop: (Int) -> Void = { _ in }
    /// The ids of views pushed by `NavigationLink(destination:)`, their identity on the stack.
    package var nextViewID = 0

    package init() {}

    /// The destination view for `value`, if a `navigationDestination` for its type was registered.
    package func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))]?(value)
    }
}

private struct NavigationContextKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
    /// The enclosing `NavigationStack`'s context (nil outside a stack).
    package var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}

private struct CoveredByNavigationKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the view is on a `NavigationStack` page that a pushed page covers: it stays in the
    /// tree with its state, but has disappeared (`onDisappear` ran; `onAppear` runs when a pop
    /// uncovers it). False outside a stack and on its top page.
    package var isCoveredByNavigation: Bool {
        get { self[CoveredByNavigationKey.self] }
        set { self[CoveredByNavigationKey.self] = newValue }
    }
}
