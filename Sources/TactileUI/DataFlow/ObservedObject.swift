import OpenCombine

/// A property that re-evaluates the view declaring it whenever its `ObservableObject` announces
/// a change through `objectWillChange` (SwiftUI's `ObservedObject`).
///
/// Invariant: the view does not own the object: a parent that passes a new object makes the view
/// observe the new one; the graph subscribes once per object (`ObjectObservation`) and the
/// subscription marks every view that declared the object dirty for the next update.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties: `$model.name` (SwiftUI's `ObservedObject.Wrapper`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(objectKeyPath: keyPath, of: object)
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// A property whose object the graph subscribes the declaring view to (`@ObservedObject`,
/// `@StateObject`, `@EnvironmentObject`).
package protocol ObservableObjectProperty {
    /// Subscribes through `observe` once the property is linked (a `@StateObject` has its object
    /// then, an `@EnvironmentObject` once it has read the environment).
    func observeObject(_ observe: (any ObservableObject) -> Void)
}

extension ObservedObject: ObservableObjectProperty {
    package func observeObject(_ observe: (any ObservableObject) -> Void) { observe(wrappedValue) }
}

extension Binding {
    /// A binding to `keyPath` of `object`; a write runs in the binding's transaction, so an
    /// `objectWillChange` it triggers carries that transaction to the graph.
    init<Root: AnyObject>(objectKeyPath keyPath: ReferenceWritableKeyPath<Root, Value>, of object: Root) {
        self.init(get: { object[keyPath: keyPath] }, set: { value, transaction in
            withTransaction(transaction) { object[keyPath: keyPath] = value }
        })
        source = .member(of: .object(ObjectIdentifier(object)), keyPath)
    }
}
