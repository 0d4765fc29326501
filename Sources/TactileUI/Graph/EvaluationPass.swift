/// One evaluation of the hosted tree: links persistent properties (`@State`, `@GestureState`,
/// `@Environment`) to the storage kept per identity and records every identity it visits so
/// the store can drop what was not visited.
@MainActor
package final class EvaluationPass {
    package let store: PersistentStore
    package let sink: (any StateChangeSink)?
    /// The transaction of the state changes this pass reflects.
    package let transaction: Transaction
    package private(set) var visitedIdentities: Set<ViewIdentity> = []
    package private(set) var visitedNodes: [ViewNode] = []
    /// The persistent properties linked by this pass, in evaluation order (parents first, then
    /// declaration order): the live `@State` and `@GestureState` of the tree.
    package private(set) var linkedProperties: [PersistentStore.Key] = []

    package init(store: PersistentStore, sink: (any StateChangeSink)?, transaction: Transaction) {
        self.store = store
        self.sink = sink
        self.transaction = transaction
    }

    /// Keeps what the store holds for `identity` (a modifier that remembers values but makes no node).
    package func markVisited(_ identity: ViewIdentity) { visitedIdentities.insert(identity) }

    package func visit(_ node: ViewNode) {
        visitedIdentities.insert(node.identity)
        visitedNodes.append(node)
    }

    /// Links every persistent property of `value` (found with `Mirror`, descending into nested
    /// `DynamicProperty` values) to the storage kept for `identity` and the value's type.
    package func linkProperties(of value: Any, at identity: ViewIdentity, environment: EnvironmentValues) {
        visitedIdentities.insert(identity)
        link(Mirror(reflecting: value), owner: type(of: value), prefix: "", identity: identity, environment: environment)
    }

    private func link(_ mirror: Mirror, owner: Any.Type, prefix: String, identity: ViewIdentity, environment: EnvironmentValues) {
        for (offset, child) in mirror.children.enumerated() {
            let label = prefix + (child.label ?? "#\(offset)")
            if let property = child.value as? any PersistentViewProperty {
                let key = PersistentStore.Key(identity: identity, owner: ObjectIdentifier(owner), label: label)
                let kept = store.properties[key]
                store.properties[key] = property.linkStorage(to: kept, sink: sink)
                if kept == nil {
                    store.propertyInfo[key] = PersistentStore.PropertyInfo(
                        viewType: String(describing: owner), name: Self.displayName(of: label),
                        kind: type(of: property).persistentKind)
                }
                linkedProperties.append(key)
            } else if let reader = child.value as? any EnvironmentReadingProperty {
                reader.read(environment)
            } else if child.value is any DynamicProperty {
                link(Mirror(reflecting: child.value), owner: owner, prefix: label + ".", identity: identity, environment: environment)
            }
        }
    }

    /// `_count` → `count`, `_model._flag` → `model.flag`: the names as the source writes them.
    private static func displayName(of label: String) -> String {
        label.split(separator: ".", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("_") ? String($0.dropFirst()) : String($0) }
            .joined(separator: ".")
    }
}
