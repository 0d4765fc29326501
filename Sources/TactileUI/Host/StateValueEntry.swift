/// One live `@State` or `@GestureState` of a hosted view tree (`ViewGraph.stateValues`): what the
/// lab's state panel shows.
package struct StateValueEntry: Sendable, Equatable, CustomStringConvertible {
    /// The declaring view's type name, e.g. `CounterViewCounting`.
    package let view: String
    /// The property's name as written in the source, without the wrapper's underscore.
    package let name: String
    /// "State" or "GestureState".
    package let kind: String
    /// The current value, as `print` would show it.
    package let value: String

    package init(view: String, name: String, kind: String, value: String) {
        self.view = view
        self.name = name
        self.kind = kind
        self.value = value
    }

    package var description: String { "\(view).\(name) (@\(kind)) = \(value)" }
}
