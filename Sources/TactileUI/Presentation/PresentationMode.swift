/// Whether a view is presented, and a way to dismiss it (SwiftUI's `PresentationMode`, read with
/// `@Environment(\.presentationMode)`, deprecated since iOS 15 in favour of `isPresented` and
/// `dismiss` — which it is made of here).
///
/// Invariant: `isPresented` is the environment's `isPresented`, and `dismiss()` runs its
/// `dismiss` action: inside a sheet or full-screen cover it ends the presentation; inside a page
/// pushed on a `NavigationStack` it pops that page; elsewhere it does nothing.
public struct PresentationMode {
    /// Whether the view is presented (in a sheet or cover, or pushed on a navigation stack).
    public let isPresented: Bool
    private let dismissAction: DismissAction

    init(isPresented: Bool, dismiss: DismissAction) {
        self.isPresented = isPresented
        dismissAction = dismiss
    }

    /// Dismisses the view if it is presented.
    @MainActor
    public mutating func dismiss() { dismissAction() }
}

private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the view is presented: true inside a sheet or full-screen cover and in a page pushed
    /// on a `NavigationStack`, false elsewhere (SwiftUI's `isPresented`, iOS 15).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// The presentation mode of the view (SwiftUI's `presentationMode`, deprecated in iOS 15): a
    /// binding whose value reads `isPresented` and whose `dismiss()` runs `dismiss`; setting it
    /// changes nothing.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismiss: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
