/// Reads a value from the environment of the view that declares it (SwiftUI's `Environment`).
///
/// Invariant: the host sets the value from the view's environment before each `body`
/// evaluation; read before the view was ever evaluated, it is the default environment's value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    package final class Box {
        var environment = EnvironmentValues()
    }

    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = Box()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { box.environment[keyPath: keyPath] }
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
        _ = environment[keyPath: keyPath]
    }
}
