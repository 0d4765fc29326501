import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes (SwiftUI's
/// `DragGesture`). S-30…S-33.
public struct DragGesture: Gesture {
    public typealias Body = Never

    /// The attributes of a drag gesture. S-32.
    ///
    /// Invariants: `translation == location − startLocation`;
    /// `predictedEndLocation == location + velocity × 0.25 s`;
    /// `predictedEndTranslation == translation + velocity × 0.25 s`.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The current drag velocity, in points per second (S-33).
        public var velocity: CGSize
        /// A prediction, based on the current drag velocity, of where the final location will be.
        public var predictedEndLocation: CGPoint

        /// The total translation from the start of the drag gesture to the current event.
        public var translation: CGSize { location - startLocation }

        /// A prediction, based on the current drag velocity, of what the final translation will be.
        public var predictedEndTranslation: CGSize { predictedEndLocation - startLocation }

        /// Makes a value the way the recognizer does: `predictionHorizon` seconds of `velocity` ahead.
        ///
        /// SwiftUI gives no way to make a `DragGesture.Value`; Tactile does, so that code taking
        /// one can be unit-tested directly.
        public init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize = .zero,
                    predictionHorizon: Double = GestureConfiguration.standard.predictedEndHorizon) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
            predictedEndLocation = location + velocity * CGFloat(predictionHorizon)
        }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = GestureConfiguration.Defaults.dragMinimumDistance,
                coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    public func _makeGestureNode() -> _GestureNode<Value> {
        DragNode(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
    }
}
