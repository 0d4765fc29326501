import TactileUI

extension ViewHost {
    /// The current value of the `@State` or `@GestureState` property `name` declared by the view
    /// type `viewType` (its name as written, e.g. `"CardStack"`), as `print` would show it — what
    /// the lab's state panel shows, and what a test exported from the lab expects. The first such
    /// view in evaluation order (parents first); nil when no live view declares it.
    ///
    /// ```swift
    /// host.drag(on: "card-3", by: CGSize(width: 60, height: 0))
    /// #expect(host.stateValue(named: "known", in: "CardStack") == "0")
    /// ```
    public func stateValue(named name: String, in viewType: String) -> String? {
        host.graph.update()
        return host.graph.stateValues.first { $0.view == viewType && $0.name == name }?.value
    }
}
