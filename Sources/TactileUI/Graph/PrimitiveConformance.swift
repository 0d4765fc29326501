/// Whether a view or modifier type is one the host makes nodes for itself (`PrimitiveView`,
/// `PrimitiveModifier`), asked for every view of every evaluation and answered from a
/// `TypeTable` after the first time a type is met.
///
/// Invariant: the answer is exactly `type as? any PrimitiveView.Type` (resp. `PrimitiveModifier`):
/// a type's conformances do not change while the process runs.
@MainActor
package enum PrimitiveConformance {
    @exclusivity(unchecked) private static var views = TypeTable<(any PrimitiveView.Type)?>()
    @exclusivity(unchecked) private static var modifiers = TypeTable<(any PrimitiveModifier.Type)?>()

    /// `type` as a primitive view type, nil for a composite view.
    package static func view(_ type: Any.Type) -> (any PrimitiveView.Type)? {
        if let known = views.value(for: type) { return known }
        let answer = type as? any PrimitiveView.Type
        views.insert(answer, for: type)
        return answer
    }

    /// `type` as a built-in modifier type, nil for a user's `ViewModifier`.
    package static func modifier(_ type: Any.Type) -> (any PrimitiveModifier.Type)? {
        if let known = modifiers.value(for: type) { return known }
        let answer = type as? any PrimitiveModifier.Type
        modifiers.insert(answer, for: type)
        return answer
    }
}
