import Foundation

/// A built-in modifier that wraps its content in a passthrough node carrying one attribute.
@usableFromInline package struct AttributeModifier: WrappingModifier {
    let apply: @MainActor (ViewNode) -> Void
    package func configure(_ node: ViewNode) { apply(node) }

    /// Never evaluated (`PrimitiveModifier`); declared here so inlinable code may name the type.
    @usableFromInline package func body(content: Content) -> Content { content }

    package init(apply: @escaping @MainActor (ViewNode) -> Void) { self.apply = apply }
}

extension View {
    /// Draws this view above siblings of lower `zIndex` in the same container.
    public consuming func zIndex(_ value: Double) -> some View {
        modifier(AttributeModifier { $0.zIndex = value.isFinite ? value : 0 })
    }

    /// The shape used for hit testing this view instead of what it draws.
    public consuming func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(AttributeModifier { node in
            node.hitTesting.contentShape = shape
            node.hitTesting.contentShapeEvenOdd = eoFill
        })
    }

    /// Whether this view and its subviews take part in hit testing.
    public consuming func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(AttributeModifier { $0.hitTesting.allowsHitTesting = enabled })
    }

    /// Names this view's coordinate space for gestures' `.named(_:)` locations.
    public consuming func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(AttributeModifier { $0.coordinateSpaceName = name.name })
    }

    public consuming func coordinateSpace<T: Hashable & Sendable>(name: T) -> some View {
        modifier(AttributeModifier { $0.coordinateSpaceName = CoordinateSpace.NamedSpace(name) })
    }

    public consuming func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AttributeModifier { $0.accessibilityIdentifier = identifier })
    }

    /// Stores a named action a test host can trigger. Inlinable (see `modifier(_:)`).
    @inlinable
    public consuming func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
        modifier(AccessibilityActionModifier(kind: AccessibilityActionKind(named: name), handler: handler))
    }

    /// Adds an accessibility action of `actionKind` (VoiceOver's double tap for `.default`), which
    /// a test host performs with `performAccessibilityAction(_:on:)`. Inlinable (see `modifier(_:)`).
    @inlinable
    public consuming func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void) -> some View {
        modifier(AccessibilityActionModifier(kind: actionKind, handler: handler))
    }

    @inlinable
    public consuming func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void) -> some View {
        modifier(AccessibilityActionModifier(kind: AccessibilityActionKind(named: name), handler: handler))
    }

    /// An action named by a string as it is, not localized (a `String` variable's value).
    @inlinable
    public consuming func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping @MainActor () -> Void) -> some View {
        modifier(AccessibilityActionModifier(kind: AccessibilityActionKind(named: Text(name)), handler: handler))
    }

    @inlinable
    public consuming func accessibilityAction(named name: LocalizedStringResource, _ handler: @escaping @MainActor () -> Void) -> some View {
        modifier(AccessibilityActionModifier(kind: AccessibilityActionKind(named: Text(name)), handler: handler))
    }

    /// Stores the zoom action a test host can trigger with a direction.
    public consuming func accessibilityZoomAction(_ handler: @escaping @MainActor (AccessibilityZoomGestureAction) -> Void) -> some View {
        modifier(AttributeModifier { node in
            node.accessibilityActions.append(AccessibilityActionEntry(kind: .zoom, handler: .zoom { action in
                handler(action ?? AccessibilityZoomGestureAction(direction: .zoomIn))
            }))
        })
    }

    /// Disables controls in this view: they stay visible but do not respond.
    public consuming func disabled(_ disabled: Bool) -> some View {
        modifier(DisabledModifier(disabled: disabled))
    }
}

package struct DisabledModifier: PrimitiveModifier {
    let disabled: Bool
    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        let inner = context.child(.content).transformingEnvironment { if disabled { $0.isEnabled = false } }
        return context.wrapping(content(inner)) { wrapperContext, child in
            let node = wrapperContext.node(PassthroughBehavior(), child: child)
            node.hitTesting.isEnabled = !disabled && context.environment.isEnabled
            return node
        }
    }
}
