import SwiftSyntax

/// Which gesture types an expression builds: `DragGesture().onEnded { … }` builds `DragGesture`,
/// `magnify.simultaneously(with: rotate)` builds whatever `magnify` and `rotate` were declared as.
///
/// Invariant: closure bodies are not looked into (a gesture created inside a callback is not the one
/// being attached), and name resolution stops after a few hops so cyclic declarations terminate.
public enum GestureTypes {
    /// SwiftUI's gestures that recognise a drag-like movement.
    public static let drags: Set<String> = ["DragGesture"]
    public static let longPresses: Set<String> = ["LongPressGesture"]
    public static let taps: Set<String> = ["TapGesture", "SpatialTapGesture"]
    public static let magnifications: Set<String> = ["MagnifyGesture", "MagnificationGesture"]
    public static let rotations: Set<String> = ["RotateGesture", "RotationGesture"]

    /// The gesture type names referenced by `expression` (directly or through local names).
    public static func names(in expression: ExprSyntax, maximumHops: Int = 4) -> Set<String> {
        let collector = GestureNameCollector(hopsLeft: maximumHops)
        collector.walk(expression)
        return collector.names
    }

    /// True for a type name that looks like a gesture (`…Gesture`), built-in or custom.
    public static func isGestureTypeName(_ name: String) -> Bool {
        name.hasSuffix("Gesture") && name.first?.isUppercase == true
    }

    /// Custom gestures named as swipes, e.g. `SwipeGesture`.
    public static func isCustomSwipe(_ name: String) -> Bool {
        isGestureTypeName(name) && name.contains("Swipe")
    }
}

private final class GestureNameCollector: SyntaxVisitor {
    var names: Set<String> = []
    let hopsLeft: Int

    init(hopsLeft: Int) {
        self.hopsLeft = hopsLeft
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id { return .skipChildren }
        if GestureTypes.isGestureTypeName(name) {
            names.insert(name)
        } else if hopsLeft > 0, name.first?.isLowercase == true,
                  let value = VariableResolution.value(of: name, visibleFrom: node) {
            names.formUnion(GestureTypes.names(in: value, maximumHops: hopsLeft - 1))
        }
        return .skipChildren
    }
}
