/// `focusable(_:)`'s modifier: marks its content as a view that can have the keyboard's focus,
/// tied to the focus state of the `focused` modifier around it (`FocusLink`).
struct FocusableModifier: WrappingModifier {
    let isFocusable: Bool

    func configure(_ node: ViewNode) {
        guard isFocusable else { return }
        node.focusTarget = FocusTarget(link: node.environment.focusLink)
    }
}

/// What makes a node focusable (`ViewNode.focusTarget`): the focus state its `focused` modifier
/// ties it to, if any.
package struct FocusTarget {
    let link: FocusLink?

    /// Whether the focus state says this view has the focus.
    package var isFocused: Bool { link?.wantsFocus() ?? false }
}

extension View {
    /// Lets this view have the keyboard's focus (SwiftUI's `focusable(_:)`): a `focused`
    /// modifier around it ties the focus to a `FocusState`, and the keys pressed while it has
    /// the focus reach the `onKeyPress` actions on it and around it.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable))
    }
}
