/// A key for a value a view hands the container that takes its content apart (SwiftUI's
/// `ContainerValueKey`, iOS 18): set with `containerValue(_:_:)`, read from `Subview.containerValues`.
public protocol ContainerValueKey {
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

/// The values views set for their container (SwiftUI's `ContainerValues`, iOS 18), declared as
/// `extension ContainerValues { @Entry var isPinned: Bool = false }` and read by the container from
/// each `Subview`.
///
/// Invariant: a key never set reads its `defaultValue`; a key set twice on one view reads the
/// outermost write, the one nearest the container.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]

    package init() {}

    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// `containerValue(_:_:)`: the view, unchanged, carrying one write for the container.
public struct _ContainerValueWritingModifier: ViewModifier {
    let write: (inout ContainerValues) -> Void

    public func body(content: Content) -> some View { content }
}

extension View {
    /// Sets a value this view hands the container that takes its content apart
    /// (`Group(subviews:transform:)`, `ForEach(subviews:content:)`), which reads it from the
    /// subview's `containerValues` (SwiftUI's `containerValue(_:_:)`, iOS 18).
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(_ContainerValueWritingModifier { $0[keyPath: keyPath] = value })
    }
}

/// A view that may carry container-value writes in its modifiers: `ModifiedContent` layers,
/// outermost first.
@MainActor
protocol ContainerValuesCarrier {
    func writeContainerValues(into values: inout ContainerValues)
}

extension ModifiedContent: ContainerValuesCarrier {
    func writeContainerValues(into values: inout ContainerValues) {
        // The inner writes first, so that the outer one, nearer the container, wins.
        (content as? any ContainerValuesCarrier)?.writeContainerValues(into: &values)
        (modifier as? _ContainerValueWritingModifier)?.write(&values)
    }
}

extension Subview {
    /// The values the view this subview stands for set for its container with
    /// `containerValue(_:_:)` among its modifiers (SwiftUI's `Subview.containerValues`, iOS 18).
    /// Writes inside a view's own `body` are not read here (docs/COMPATIBILITY.md, "Subviews").
    @MainActor
    public var containerValues: ContainerValues {
        var values = ContainerValues()
        (content as? any ContainerValuesCarrier)?.writeContainerValues(into: &values)
        return values
    }
}
