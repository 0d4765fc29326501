import Foundation

/// `String(describing:)` of a state value, written directly for the common plain types.
///
/// `String(describing:)` of a struct without `CustomStringConvertible` (`CGSize`, `CGPoint`,
/// `CGRect` in swift-corelibs-foundation) goes through `Mirror` and the runtime's ad-hoc printer;
/// the lab formats a `@GestureState` written on every move (the drag scenes' `dragOffset:
/// CGSize`) once per frame, and that was 8.5 % of a worker's time in a steady drag
/// (docs/PERFORMANCE.md, "Lab under load").
///
/// Invariant: `describe(value)` is byte for byte `String(describing: value)` for every value
/// (pinned by a property test over random values, negatives, ±0, NaN with and without payload,
/// infinities, large and small magnitudes). The types handled here are recognised by comparing
/// metatypes (a pointer comparison) and read with `unsafeBitCast` (the same type, so the same
/// layout; `String`, which holds a reference, by a cast); every other type falls back to
/// `String(describing:)`.
/// Handled: `Double`, `Float`, `CGFloat`, `Int`, `Bool`, `String`, `CGSize`, `CGPoint`,
/// `CGRect`, `Angle`, and `Optional` of each.
package enum StateValueText {
    ///
    /// `Double` and `Float` are `TextOutputStreamable`, which the generic `String(describing:)`
    /// prefers to `description`: their text is `debugDescription`'s (`-nan`, `snan`, `nan(0x3)`
    /// where `description` says `nan`). `CGFloat` is not, so its `description`.
    package static func describe<Value>(_ value: Value) -> String {
        if let text = direct(value) { return text }
        return String(describing: value)
    }

    /// The text for the handled types; nil for every other.
    private static func direct<Value>(_ value: Value) -> String? {
        let type = Value.self
        if type == CGSize.self { return size(unsafeBitCast(value, to: CGSize.self), name: "CGSize") }
        if type == Double.self { return unsafeBitCast(value, to: Double.self).debugDescription }
        if type == CGFloat.self { return unsafeBitCast(value, to: CGFloat.self).description }
        if type == Bool.self { return unsafeBitCast(value, to: Bool.self) ? "true" : "false" }
        if type == Int.self { return unsafeBitCast(value, to: Int.self).description }
        if type == CGPoint.self { return point(unsafeBitCast(value, to: CGPoint.self), name: "CGPoint") }
        if type == CGRect.self { return rect(unsafeBitCast(value, to: CGRect.self), name: "CGRect") }
        if type == Angle.self { return unsafeBitCast(value, to: Angle.self).description }
        if type == String.self { return value as? String }
        if type == Float.self { return unsafeBitCast(value, to: Float.self).debugDescription }
        return optional(value)
    }

    /// `Optional(…)` prints its payload as `debugPrint` would (a struct's name qualified by its
    /// module, a string quoted and escaped, a `Double`'s `debugDescription`); `nil` as `nil`.
    private static func optional<Value>(_ value: Value) -> String? {
        let type = Value.self
        if type == CGSize?.self { return wrapped(unsafeBitCast(value, to: CGSize?.self)) { size($0, name: Names.size) } }
        if type == Double?.self { return wrapped(unsafeBitCast(value, to: Double?.self)) { $0.debugDescription } }
        if type == CGFloat?.self { return wrapped(unsafeBitCast(value, to: CGFloat?.self)) { $0.description } }
        if type == Bool?.self { return wrapped(unsafeBitCast(value, to: Bool?.self)) { $0 ? "true" : "false" } }
        if type == Int?.self { return wrapped(unsafeBitCast(value, to: Int?.self)) { $0.description } }
        if type == CGPoint?.self { return wrapped(unsafeBitCast(value, to: CGPoint?.self)) { point($0, name: Names.point) } }
        if type == CGRect?.self { return wrapped(unsafeBitCast(value, to: CGRect?.self)) { rect($0, name: Names.rect) } }
        if type == Angle?.self { return wrapped(unsafeBitCast(value, to: Angle?.self)) { $0.description } }
        if type == String?.self, let text = value as? String? { return wrapped(text) { $0.debugDescription } }
        if type == Float?.self { return wrapped(unsafeBitCast(value, to: Float?.self)) { $0.debugDescription } }
        return nil
    }

    private static func wrapped<Wrapped>(_ value: Wrapped?, _ payload: (Wrapped) -> String) -> String {
        guard let value else { return "nil" }
        return "Optional(" + payload(value) + ")"
    }

    /// The runtime's ad-hoc printer writes each stored property as `debugPrint` would; `CGFloat`
    /// has no `debugDescription`, so its `description`. A nested struct's name is qualified by
    /// its module (`Foundation.CGPoint`), the outermost one's is not.
    private static func size(_ size: CGSize, name: String) -> String {
        name + "(width: " + size.width.description + ", height: " + size.height.description + ")"
    }

    private static func point(_ point: CGPoint, name: String) -> String {
        name + "(x: " + point.x.description + ", y: " + point.y.description + ")"
    }

    private static func rect(_ rect: CGRect, name: String) -> String {
        name + "(origin: " + self.point(rect.origin, name: Names.point) + ", size: " + size(rect.size, name: Names.size) + ")"
    }

    /// Module-qualified names, as the runtime prints a nested or wrapped struct (taken from the
    /// runtime itself, so they follow wherever the geometry types live).
    private enum Names {
        static let size = String(reflecting: CGSize.self)
        static let point = String(reflecting: CGPoint.self)
        static let rect = String(reflecting: CGRect.self)
    }
}
