import Foundation

/// A resolved coordinate space (SwiftUI's `CoordinateSpace`). S-67.
///
/// `.local` is the frame of the view a gesture is attached to, `.global` the root canvas,
/// `.named(name)` the frame of the nearest ancestor marked `.coordinateSpace(.named(name))`.
public enum CoordinateSpace: Hashable, Sendable, CustomStringConvertible {
    case global
    case local
    case named(NamedSpace)

    /// Creates a named space from any hashable, sendable name (SwiftUI's `.named(_:)`).
    public static func named(_ name: some Hashable & Sendable) -> CoordinateSpace { .named(NamedSpace(name)) }

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }

    public var description: String {
        switch self {
        case .global: "global"
        case .local: "local"
        case .named(let name): "named(\(name))"
        }
    }

    /// The name of a named coordinate space: a type-erased hashable, sendable value.
    public struct NamedSpace: Hashable, Sendable, CustomStringConvertible {
        private let base: AnyHashableSendable
        public init(_ name: some Hashable & Sendable) { base = AnyHashableSendable(name) }
        public var description: String { base.description }
    }
}

/// A type-erased `Hashable & Sendable` value.
struct AnyHashableSendable: Hashable, Sendable, CustomStringConvertible {
    private let value: any Hashable & Sendable
    init(_ value: some Hashable & Sendable) { self.value = value }
    static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.value) == AnyHashable(rhs.value) }
    func hash(into hasher: inout Hasher) { AnyHashable(value).hash(into: &hasher) }
    var description: String { "\(value)" }
}

/// A frame of reference within the layout system (SwiftUI's `CoordinateSpaceProtocol`, iOS 17).
public protocol CoordinateSpaceProtocol: Sendable {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { self }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space, set on an ancestor with `.coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    public let name: CoordinateSpace.NamedSpace
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: CoordinateSpace.NamedSpace(name))
    }

    /// The named coordinate space of the nearest enclosing scroll view's visible region
    /// (SwiftUI's `.scrollView`, iOS 17): a `ScrollView`'s node names its own bounds with it.
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: CoordinateSpace.NamedSpace(ScrollViewSpaceName()))
    }
}

/// The name behind `NamedCoordinateSpace.scrollView`.
struct ScrollViewSpaceName: Hashable, Sendable, CustomStringConvertible {
    var description: String { "scrollView" }
}
