import Foundation

/// Recognizes a drag (S-30…S-33).
///
/// - S-30: `possible` until the global distance from touch-down reaches `minimumDistance`;
///   lifting before that fails (no `onEnded`).
/// - S-31: `startLocation` is the touch-down point, so the first `active` value already has a
///   translation of about `minimumDistance`; with `minimumDistance: 0` it is active from touch-down
///   and a tap without movement ends with zero translation.
/// - S-32/S-33: values carry the current event's time, velocity from the 3-sample estimator and
///   predicted ends `0.25 s` ahead.
/// - S-02: a second finger fails it, so `onEnded` does not run and `@GestureState` resets.
final class DragNode: PrimitiveNode<DragGesture.Value> {
    private let minimumDistance: CGFloat
    private let space: CoordinateSpace
    /// `space` is `.local` (the default): then each move converts without reading `space`, whose
    /// copy (an enum with a named case) cost ~45 instructions per move.
    private let spaceIsLocal: Bool
    private var touch: TouchID?
    private var startGlobal = CGPoint.zero
    private var startLocation = CGPoint.zero
    private var recognized = false
    private var velocity = VelocityEstimator()

    init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace) {
        self.minimumDistance = minimumDistance
        space = coordinateSpace
        spaceIsLocal = coordinateSpace == .local
        super.init(label: "DragGesture(minimumDistance: \(minimumDistance), coordinateSpace: \(coordinateSpace))")
    }

    override func touchBegan(_ touch: Touch, _ context: GestureUpdateContext) {
        guard self.touch == nil else { return fail(context) }
        self.touch = touch.id
        startGlobal = touch.location
        startLocation = convert(touch.location, context)
        velocity.add(SIMD2(startLocation.x, startLocation.y), at: context.time, epsilon: context.configuration.velocitySampleEpsilon,
                     stillness: context.configuration.velocityStillnessInterval)
        if minimumDistance <= 0 {
            recognized = true
            publish(touch, context)
        }
    }

    override func touchMoved(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == self.touch else { return fail(context) }
        if !recognized, startGlobal.distance(to: touch.location) >= minimumDistance { recognized = true }
        if recognized {
            publish(touch, context)
        } else {
            sample(touch, context)
        }
    }

    override func touchEnded(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == self.touch else { return fail(context) }
        guard recognized else { return fail(context) }
        end(with: value(at: touch, context), context)
    }

    private func publish(_ touch: Touch, _ context: GestureUpdateContext) {
        transition(to: .active, value: value(at: touch, context), context)
    }

    @discardableResult
    private func sample(_ touch: Touch, _ context: GestureUpdateContext) -> CGPoint {
        let location = convert(touch.location, context)
        velocity.add(SIMD2(location.x, location.y), at: context.time, epsilon: context.configuration.velocitySampleEpsilon,
                     stillness: context.configuration.velocityStillnessInterval)
        return location
    }

    /// A global point in the drag's coordinate space.
    @inline(__always)
    private func convert(_ point: CGPoint, _ context: GestureUpdateContext) -> CGPoint {
        spaceIsLocal ? context.geometry.convertToLocal(point) : context.geometry.convert(point, to: space)
    }

    private func value(at touch: Touch, _ context: GestureUpdateContext) -> DragGesture.Value {
        let location = touch.phase == .began ? startLocation : sample(touch, context)
        let config = context.configuration
        let v = velocity.velocity(newestSegmentWeight: config.newestVelocitySegmentWeight)
        return DragGesture.Value(
            time: context.date, location: location, startLocation: startLocation,
            velocity: CGSize(width: v.x, height: v.y), predictionHorizon: config.predictedEndHorizon)
    }
}
