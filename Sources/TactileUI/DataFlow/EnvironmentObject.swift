import OpenCombine

/// An `ObservableObject` an ancestor put in the environment with `environmentObject(_:)`
/// (SwiftUI's `EnvironmentObject`); the view is re-evaluated when it announces a change.
///
/// Invariant: the host sets the object from the view's environment before each `body`; reading
/// it when no ancestor provided one stops with SwiftUI's message, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties (SwiftUI's `EnvironmentObject.Wrapper`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(objectKeyPath: keyPath, of: object)
        }
    }

    package final class Box {
        var object: ObjectType?
    }

    private let box = Box()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: EnvironmentReadingProperty {
    package func read(_ environment: EnvironmentValues) {
        box.object = environment.object(ObjectType.self)
    }
}

extension EnvironmentObject: ObservableObjectProperty {
    package func observeObject(_ observe: (any ObservableObject) -> Void) {
        if let object = box.object { observe(object) }
    }
}

extension View {
    /// Puts `object` in this view's environment for `@EnvironmentObject` properties below.
    public consuming func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(ObservableEnvironmentModifier(object: Optional(object)))
    }
}


