import Foundation
import TactileGestures

// `@Query`, with SwiftData's declarations: one macro per initializer of `Query`, each with the
// initializer's parameters. The expansion (`TactileMacros.QueryMacro`) stores a
// `Query<Element, [Element]>` named after the property with a leading `_` — the property's type
// gives the model class, so `@Query var items: [Item]` needs no argument naming `Item` — and
// makes the property read its `wrappedValue`.

/// Every model of the property's element type, in the order they were made.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query() = #externalMacro(module: "TactileMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query(transaction: Transaction) = #externalMacro(module: "TactileMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query(animation: Animation) = #externalMacro(module: "TactileMacros", type: "QueryMacro")

/// The models a fetch descriptor describes.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil)
    = #externalMacro(module: "TactileMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation)
    = #externalMacro(module: "TactileMacros", type: "QueryMacro")

/// The models a predicate accepts, in the sort descriptors' order.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                                             transaction: Transaction? = nil)
    = #externalMacro(module: "TactileMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                                             animation: Animation)
    = #externalMacro(module: "TactileMacros", type: "QueryMacro")

/// The models a predicate accepts, sorted by one property.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                                                order: SortOrder = .forward, transaction: Transaction? = nil)
    = #externalMacro(module: "TactileMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                                                order: SortOrder = .forward, transaction: Transaction? = nil)
    = #externalMacro(module: "TactileMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                                                order: SortOrder = .forward, animation: Animation)
    = #externalMacro(module: "TactileMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                                                order: SortOrder = .forward, animation: Animation)
    = #externalMacro(module: "TactileMacros", type: "QueryMacro")
