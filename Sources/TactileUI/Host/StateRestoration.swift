/// What seeding a view tree with a `StateSnapshot` did (`ViewGraph.stateRestoration`): which
/// `@State`s of the new tree took their value from the snapshot, which started fresh and why, and
/// which kept values no `@State` of the new tree matched.
///
/// A `@State` is restored when the snapshot has an entry with the same identity path (the declaring
/// view's structural path, its type name and the property's name) and the same value type; types
/// declared in the view's own module are compared without the module's name, since an edited scene
/// compiles into another module than the original.
package struct StateRestoration: Sendable, Equatable {
    /// One `@State`, as a person names it.
    package struct Property: Sendable, Equatable, CustomStringConvertible {
        /// The declaring view's type name, without its module.
        package var view: String
        package var property: String
        package var path: String

        package init(view: String, property: String, path: String) {
            self.view = view
            self.property = property
            self.path = path
        }

        package var description: String { "\(view).\(property)" }
    }

    /// Why a `@State` of the new tree started from its initial value.
    package enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// No kept value has its identity path: a new state, a renamed one, or its view moved to
        /// another structural position (or changed type).
        case new
        /// The declared type changed.
        case typeChanged(from: String, to: String)
        /// The running session could not keep the value (not `Codable`, or encoding failed).
        case notKept(String)
        /// The kept value does not decode as the new type.
        case undecodable(String)

        package var description: String {
            switch self {
            case .new: "no kept value at this path (new, renamed, or its view moved)"
            case .typeChanged(let from, let to): "its type changed from \(from) to \(to)"
            case .notKept(let reason): reason
            case .undecodable(let message): "the kept value does not decode: \(message)"
            }
        }
    }

    package struct Reset: Sendable, Equatable {
        package var state: Property
        package var reason: Reason
    }

    /// States that took their value from the snapshot, in evaluation order.
    package var restored: [Property] = []
    /// States that started fresh, in evaluation order, with why.
    package var reset: [Reset] = []
    /// Kept values that no state of the new tree matched (by identity path).
    package var unmatched: [Property] = []

    package init() {}
}
