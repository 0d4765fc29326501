import TactileUI

/// The `restored` message (docs/LAB-PROTOCOL.md, "State across a rebuild"): what an `open` that
/// started from the previous build's state snapshot kept and what it reset, in words for the page.
public struct LabRestoration: Sendable, Equatable, Encodable {
    /// One `@State` (`view` without its module, `name` as written).
    public struct State: Sendable, Equatable, Encodable {
        public var view: String
        public var name: String
        /// Why it started fresh; absent for a restored state.
        public var reason: String?
    }

    /// States that kept their value.
    public var restored: [State]
    /// States that started from their initial value, each with why.
    public var reset: [State]
    /// Kept values no state of the new build matched (their view moved, was renamed or removed).
    public var unmatched: [State]
    /// The snapshot could not be read (malformed, another format): every state started fresh.
    public var error: String?

    init(_ restoration: StateRestoration) {
        restored = restoration.restored.map { State(view: $0.view, name: $0.property, reason: nil) }
        reset = restoration.reset.map { State(view: $0.state.view, name: $0.state.property, reason: $0.reason.description) }
        unmatched = restoration.unmatched.map { State(view: $0.view, name: $0.property, reason: nil) }
        error = nil
    }

    init(error: StateSnapshotError) {
        restored = []
        reset = []
        unmatched = []
        self.error = "The previous build's state could not be read, so the scene starts fresh: \(error.message)"
    }
}
