/// Which `EnvironmentValues` an evaluation read: every getter of `EnvironmentValues` adds its
/// field to `current`, and the graph saves and clears it around each body evaluation, so each
/// view's record knows the values its own evaluation (its `@Environment` properties and the
/// primitive views it made) depends on.
///
/// Invariant: only read on the main actor while a `ViewGraph` evaluates; reads elsewhere add to
/// a set nobody looks at until the next evaluation clears it.
package enum EnvironmentReads {
    /// One bit per stored value of `EnvironmentValues`.
    package struct Fields: OptionSet, Sendable {
        package let rawValue: UInt16
        package init(rawValue: UInt16) { self.rawValue = rawValue }

        package static let font = Fields(rawValue: 1 << 0)
        package static let isEnabled = Fields(rawValue: 1 << 1)
        package static let multilineTextAlignment = Fields(rawValue: 1 << 2)
        package static let foregroundStyle = Fields(rawValue: 1 << 3)
        package static let buttonStyle = Fields(rawValue: 1 << 4)
        package static let implicitAnimation = Fields(rawValue: 1 << 5)
        package static let stackAxis = Fields(rawValue: 1 << 6)
        package static let transaction = Fields(rawValue: 1 << 7)
        /// Any value keyed by type (`EnvironmentKey`s, environment objects).
        package static let custom = Fields(rawValue: 1 << 8)
        package static let accessibilitySettings = Fields(rawValue: 1 << 9)
        package static let textSettings = Fields(rawValue: 1 << 10)
    }

    /// The fields read since the last `swap`. Plain global state: evaluation runs on the main
    /// actor, and `EnvironmentValues` is a nonisolated value type whose getters record here.
    /// Unchecked exclusivity: every environment getter writes it; no access spans a call.
    @exclusivity(unchecked) nonisolated(unsafe) package static var current: Fields = []

    @inline(__always)
    package static func record(_ field: Fields) { current.formUnion(field) }

    /// Returns what was read so far and starts a new, empty set.
    package static func take() -> Fields {
        defer { current = [] }
        return current
    }
}

extension AnyShapeStyle {
    /// Whether two optional styles certainly draw the same: both nil, or the same colour.
    package static func same(_ a: AnyShapeStyle?, _ b: AnyShapeStyle?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?): return a.colorValue != nil && a.colorValue == b.colorValue
        default: return false
        }
    }
}
