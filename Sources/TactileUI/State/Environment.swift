import Observation

/// Reads a value from the environment of the view that declares it (SwiftUI's `Environment`).
///
/// Invariant: the host sets the value from the view's environment before each `body`
/// evaluation; read before the view was ever evaluated, it is the default environment's value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    package final class Box {
        var environment = EnvironmentValues()
    }

    private let read: (EnvironmentValues) -> Value
    private let box = Box()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    /// The `@Observable` object of type `Value` an ancestor put in the environment with
    /// `environment(_:)`; reading it when none did stops with SwiftUI's message.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.object(Value.self) else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// The `@Observable` object of type `T` in the environment, or nil when no ancestor set one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.object(T.self) }
    }

    public var wrappedValue: Value { read(box.environment) }
}

/// A property the host hands the evaluation's environment to (`@Environment`).
package protocol EnvironmentReadingProperty {
    /// Hands the property `environment` and reads its value once, so the evaluation in progress
    /// records the value it depends on (`EnvironmentReads`) even when `body` reads it later.
    func read(_ environment: EnvironmentValues)
}

extension Environment: EnvironmentReadingProperty {
    package func read(_ environment: EnvironmentValues) {
        box.environment = environment
        _ = read(environment)
    }
}
