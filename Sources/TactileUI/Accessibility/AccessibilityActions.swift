import Foundation

/// Marks the root of `accessibilityActions`' content: its buttons are the actions of the view
/// the content is laid over (`AccessibilityActionEntry.Kind.buttonsInContent`).
struct AccessibilityActionsContentMarker: WrappingModifier {
    func configure(_ node: ViewNode) {
        node.accessibilityActions.append(AccessibilityActionEntry(kind: .buttonsInContent, handler: .plain {}))
    }
}

extension View {
    /// Adds the buttons in `content` as this view's accessibility actions, each named by its
    /// title (SwiftUI's `accessibilityActions(_:)`, iOS 16).
    ///
    /// Here the content is evaluated over the view (an overlay), as `accessibilityRepresentation`
    /// is: not drawn, not hit, hidden from accessibility, kept in the hierarchy so a `ForEach` of
    /// buttons lives; performing an action named as one of its buttons' titles runs that button's
    /// action (`performAccessibilityAction(named:on:)`).
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        let actions = content()
        return overlay(actions.modifier(AccessibilityActionsContentMarker())
            .accessibilityHidden(true).opacity(0).allowsHitTesting(false), alignment: .center)
    }
}
