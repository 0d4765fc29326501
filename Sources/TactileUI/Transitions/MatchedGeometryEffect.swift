import Foundation

/// The geometry `matchedGeometryEffect` matches (SwiftUI's `MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A matched-geometry group: views with the same id in the same namespace.
package struct MatchedGeometryKey: Hashable {
    package let id: AnyHashable
    package let namespace: Namespace.ID
    package let properties: MatchedGeometryProperties
    package let isSource: Bool

    /// Two nodes are counterparts when id and namespace agree (the properties and source flag
    /// describe how, not whether).
    package func matches(_ other: MatchedGeometryKey) -> Bool { id == other.id && namespace == other.namespace }
}

extension View {
    /// Matches this view's geometry with the view of the same `id` in `namespace`: when one is
    /// removed and the other inserted in the same animated change, the inserted view starts at the
    /// removed view's frame and moves to its own while the removed one moves there with it, both
    /// cross-fading (their transitions run too).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        let key = MatchedGeometryKey(id: AnyHashable(id), namespace: namespace, properties: properties, isSource: isSource)
        return modifier(AttributeModifier { $0.matchedGeometry = key })
    }
}
