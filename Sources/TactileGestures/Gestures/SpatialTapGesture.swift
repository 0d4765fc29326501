import Foundation

/// A gesture that recognizes one or more taps and reports their location (SwiftUI's
/// `SpatialTapGesture`, iOS 16). S-13: `Value.location` is the final tap's location in the given
/// coordinate space; otherwise it behaves as `TapGesture`.
public struct SpatialTapGesture: Gesture {
    public typealias Body = Never

    /// The attributes of a tap gesture.
    public struct Value: Equatable, Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
        public init(location: CGPoint) { self.location = location }
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        precondition(count > 0, "SpatialTapGesture(count: \(count)): count must be at least 1")
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    public func _makeGestureNode() -> _GestureNode<Value> {
        let space = coordinateSpace
        return TapNode(count: count, label: "SpatialTapGesture(count: \(count), coordinateSpace: \(space))") { location, context in
            Value(location: context.geometry.convert(location, to: space))
        }
    }
}
