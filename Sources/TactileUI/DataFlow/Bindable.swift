import Observation

/// Bindings to the properties of an `@Observable` object (SwiftUI's `Bindable`):
/// `@Bindable var model: Model` then `$model.name`, or `Bindable(model).name` inline.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        Binding(objectKeyPath: keyPath, of: wrappedValue)
    }
}

extension Bindable: DynamicProperty {}

extension View {
    /// Puts the `@Observable` `object` in this view's environment for `@Environment(T.self)`
    /// properties below (SwiftUI's `environment(_:)` for observable objects).
    public consuming func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(ObservableEnvironmentModifier(object: object))
    }
}

package struct ObservableEnvironmentModifier<T: AnyObject>: EnvironmentModifier {
    let object: T?
    package func update(_ environment: inout EnvironmentValues, in context: EvaluationContext) {
        environment.setObject(object)
    }
}
