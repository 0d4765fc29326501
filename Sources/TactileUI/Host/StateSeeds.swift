/// A `StateSnapshot` being applied to a view tree's first evaluation (`ViewGraph.init(…restoring:)`):
/// each `@State` linked for the first time takes the kept value of its identity path when the value
/// type still matches, and the outcome is written down (`StateRestoration`).
///
/// Invariant: only `@State` is seeded (never `@GestureState`); a seed that does not fit leaves the
/// state at its initial value and says why. Nothing here traps on bad input.
@MainActor
package final class StateSeeds {
    private struct Key: Hashable {
        var path: String
        var view: String
        var property: String
    }

    private var entries: [Key: StateSnapshot.Entry] = [:]
    private var skipped: [Key: StateSnapshot.Skipped] = [:]
    /// Kept entries in snapshot order, to list those no state matched.
    private var order: [(Key, StateSnapshot.Entry)] = []
    private var matched: Set<Key> = []
    package private(set) var restoration = StateRestoration()

    package init(_ snapshot: StateSnapshot) {
        for entry in snapshot.entries {
            let key = Key(path: entry.path, view: Self.unqualified(entry.view), property: entry.property)
            if entries[key] == nil { order.append((key, entry)) }
            entries[key] = entry
        }
        for item in snapshot.skipped {
            skipped[Key(path: item.path, view: Self.unqualified(item.view), property: item.property)] = item
        }
    }

    /// Seeds `storage`, the new storage of a `@State` named `name` declared by `owner` at `identity`.
    package func seed(_ storage: AnyObject, identity: ViewIdentity, owner: ObjectIdentifier, name: String) {
        let qualifiedView = StateSnapshot.typeName(of: owner, qualified: true)
        // Tactile's own views' state is never kept (`ViewGraph.stateSnapshot()`), so never reported.
        guard StateSnapshot.module(of: qualifiedView) != StateSnapshot.module(of: String(reflecting: StateSeeds.self)) else { return }
        let key = Key(path: identity.stablePath, view: Self.unqualified(qualifiedView), property: name)
        let property = StateRestoration.Property(view: key.view, property: name, path: key.path)
        guard let coding = storage as? any StateValueCoding else { return }
        if let entry = entries[key] {
            matched.insert(key)
            let newType = StateSnapshot.withoutModule(StateSnapshot.module(of: qualifiedView), in: coding.valueTypeName)
            let oldType = StateSnapshot.withoutModule(StateSnapshot.module(of: entry.view), in: entry.valueType)
            guard newType == oldType else {
                restoration.reset.append(.init(state: property, reason: .typeChanged(from: oldType, to: newType)))
                return
            }
            if let error = coding.restore(fromJSON: entry.value) {
                restoration.reset.append(.init(state: property, reason: .undecodable(error.message)))
            } else {
                restoration.restored.append(property)
            }
        } else if let item = skipped[key] {
            restoration.reset.append(.init(state: property, reason: .notKept("the running session could not keep it: \(item.reason)")))
        } else {
            restoration.reset.append(.init(state: property, reason: .new))
        }
    }

    /// The outcome, with the kept values no state matched.
    package func finish() -> StateRestoration {
        var result = restoration
        result.unmatched = order.filter { !matched.contains($0.0) }
            .map { StateRestoration.Property(view: $0.0.view, property: $0.0.property, path: $0.0.path) }
        return result
    }

    /// `Module.View<Module.Item>` → `View<Item>`: the view's own module dropped everywhere.
    private static func unqualified(_ name: String) -> String {
        StateSnapshot.withoutModule(StateSnapshot.module(of: name), in: name)
    }
}
