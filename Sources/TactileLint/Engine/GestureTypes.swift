import SwiftSyntax

/// Which gesture types an expression builds: `DragGesture().onEnded { … }` builds `DragGesture`,
/// `magnify.simultaneously(with: rotate)` builds whatever `magnify` and `rotate` were declared as.
///
/// Names are followed to local `let`/`var`s first, then, through the run's `ModuleIndex`, to the
/// properties and functions of the module: `self.drag`, `dragGesture(with: proxy)` in an extension,
/// `manager.dragGesture` of another type.
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
    public static func names(in expression: ExprSyntax, module: ModuleIndex? = nil, maximumHops: Int = 4) -> Set<String> {
        let collector = GestureNameCollector(hopsLeft: maximumHops, module: module, seen: FollowedValues())
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
    let module: ModuleIndex?
    /// The declaration values already walked in this query, shared by the nested collectors.
    let seen: FollowedValues

    init(hopsLeft: Int, module: ModuleIndex?, seen: FollowedValues) {
        self.hopsLeft = hopsLeft
        self.module = module
        self.seen = seen
        super.init(viewMode: .sourceAccurate)
    }

    private func walkFollowed(_ value: ExprSyntax) {
        guard seen.ids.insert(value.id).inserted else { return }
        let nested = GestureNameCollector(hopsLeft: hopsLeft - 1, module: module, seen: seen)
        nested.walk(value)
        names.formUnion(nested.names)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            // `self.drag`, `manager.dragGesture`: a property or function of this or another type.
            guard hopsLeft > 0, let module, name.first?.isLowercase == true, let base = member.base else { return .skipChildren }
            let isSelf = base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            let candidates = isSelf
                ? module.declarations(named: name, from: ModuleIndex.ownerName(of: node))
                : module.declarations(named: name)
            follow(candidates)
            return .skipChildren
        }
        if GestureTypes.isGestureTypeName(name) {
            names.insert(name)
        } else if hopsLeft > 0, name.first?.isLowercase == true, name != "self" {
            if let value = VariableResolution.value(of: name, visibleFrom: node) {
                walkFollowed(value)
            } else if let module {
                follow(module.declarations(named: name, from: ModuleIndex.ownerName(of: node)))
            }
        }
        return .skipChildren
    }

    /// Only declarations that name a gesture type (in their type or values) can build one.
    private func follow(_ declarations: [ModuleDeclaration]) {
        for declaration in declarations where declaration.mentionsGesture {
            for value in declaration.values { walkFollowed(value) }
        }
    }
}

/// The values one gesture-name query has walked, so no value is walked twice.
final class FollowedValues {
    var ids: Set<SyntaxIdentifier> = []
}
