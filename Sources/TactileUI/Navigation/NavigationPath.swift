/// A type-erased list of data representing the content of a navigation stack (SwiftUI's
/// `NavigationPath`). Each element is a value pushed by a `NavigationLink(value:)` or appended by
/// the caller; `navigationDestination(for:destination:)` turns it into a view. Tactile keeps the
/// elements as `AnyHashable` (no `codable` representation).
public struct NavigationPath: Equatable {
    package var elements: [AnyHashable]

    /// Creates a new, empty navigation path.
    public init() { elements = [] }

    /// Creates a new navigation path from the contents of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    package init(erased elements: [AnyHashable]) { self.elements = elements }

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Removes values from the end of this path (at most as many as there are).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(0, k), elements.count)) }
}
