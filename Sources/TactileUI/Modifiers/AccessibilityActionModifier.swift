import Foundation

/// `accessibilityAction(named:_:)`'s and `accessibilityAction(_:_:)`'s modifier: wraps its content
/// in a passthrough node that carries the action (`ViewNode.accessibilityActions`), which a test
/// host performs by its name or kind.
///
/// A type of its own rather than an `AttributeModifier` closure: the entry holds the user's
/// handler as it is, so an evaluation makes no closure of its own (a grid whose cells each
/// name an action re-evaluates one per cell).
@usableFromInline package struct AccessibilityActionModifier: WrappingModifier {
    let kind: AccessibilityActionKind
    let handler: @MainActor () -> Void

    @usableFromInline package init(kind: AccessibilityActionKind, handler: @escaping @MainActor () -> Void) {
        self.kind = kind
        self.handler = handler
    }

    package func configure(_ node: ViewNode) {
        node.accessibilityActions.append(AccessibilityActionEntry(kind: kind.entryKind, handler: .plain(handler)))
    }

    /// Never evaluated (`PrimitiveModifier`); declared here so inlinable code may name the type.
    @usableFromInline package func body(content: Content) -> Content { content }
}
