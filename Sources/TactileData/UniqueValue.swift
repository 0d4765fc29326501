/// When two values of a `.unique` property collide (`ModelContext.insert(_:)`'s upsert).
///
/// Invariants: two values collide when both are present and equal as `AnyHashable` (a related
/// model by its identifier); a missing value or nil never collides, as NULLs do not in
/// SwiftData's store; values that are not `Hashable` never collide.
enum UniqueValue {
    static func collide(_ lhs: Any?, _ rhs: Any?) -> Bool {
        guard let lhs = present(lhs), let rhs = present(rhs),
              let left = lhs as? AnyHashable, let right = rhs as? AnyHashable else { return false }
        return left == right
    }

    /// `value` without optional wrapping, nil when it is (or wraps) nil.
    private static func present(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { present($0.value) }
    }
}
