import Foundation

/// What a two-finger recognizer measures: magnification or rotation.
protocol TwoTouchMetric {
    associatedtype Value
    var label: String { get }
    /// The pair is complete: remember the starting positions (global).
    mutating func start(_ a: CGPoint, _ b: CGPoint)
    /// The tracked scalar for the current positions (global).
    mutating func measure(_ a: CGPoint, _ b: CGPoint) -> Double
    func passesThreshold(_ measurement: Double) -> Bool
    func makeValue(measurement: Double, velocity: Double, startLocation: CGPoint, _ context: GestureUpdateContext) -> Value
}

/// The two-finger recognizer behind magnify and rotate. S-43 [open], Tactile's rule:
///
/// - The first two touches on the view are the pair; the measurement starts when the second
///   lands (magnification 1, rotation 0 there). A third touch is ignored.
/// - The gesture becomes `active` once the measurement passes its threshold
///   (`|magnification − 1| ≥ minimumScaleDelta`, `|rotation| ≥ minimumAngleDelta`).
/// - Lifting one of the two ends the gesture with its last value if it was active; otherwise it
///   fails. Cancelling a touch of the pair fails it. A lone finger lifted fails it.
final class TwoTouchNode<Metric: TwoTouchMetric>: PrimitiveNode<Metric.Value> {
    private var metric: Metric
    private var first: (id: TouchID, location: CGPoint)?
    private var second: (id: TouchID, location: CGPoint)?
    private var recognized = false
    private var lastValue: Metric.Value?
    private var velocity = VelocityEstimator()
    /// The pair's centre when the second touch landed, in the view's local space (S-40 startLocation).
    private var startLocation = CGPoint.zero

    init(_ metric: Metric) {
        self.metric = metric
        super.init(label: metric.label)
    }

    override func touchBegan(_ touch: Touch, _ context: GestureUpdateContext) {
        if first == nil {
            first = (touch.id, touch.location)
        } else if second == nil, let a = first?.location {
            second = (touch.id, touch.location)
            metric.start(a, touch.location)
            startLocation = context.geometry.convert(a.midpoint(touch.location), to: .local)
            let measurement = metric.measure(a, touch.location)
            velocity.add(SIMD2(measurement, 0), at: context.time, epsilon: context.configuration.velocitySampleEpsilon,
                         stillness: context.configuration.velocityStillnessInterval)
        }
    }

    /// A batch moves both fingers at once: positions are applied first and measured once, after
    /// the whole batch (or before a lift in it), never half-way with one finger moved.
    private var needsMeasurement = false

    override func touchMoved(_ touch: Touch, _ context: GestureUpdateContext) {
        if touch.id == first?.id { first?.location = touch.location }
        else if touch.id == second?.id { second?.location = touch.location }
        else { return }
        needsMeasurement = first != nil && second != nil
    }

    override func timeDidPass(_ context: GestureUpdateContext) {
        if needsMeasurement { measure(context) }
    }

    private func measure(_ context: GestureUpdateContext) {
        needsMeasurement = false
        guard let a = first?.location, let b = second?.location else { return }
        let measurement = metric.measure(a, b)
        velocity.add(SIMD2(measurement, 0), at: context.time, epsilon: context.configuration.velocitySampleEpsilon,
                     stillness: context.configuration.velocityStillnessInterval)
        if !recognized, metric.passesThreshold(measurement) { recognized = true }
        guard recognized else { return }
        let rate = velocity.velocity(newestSegmentWeight: context.configuration.newestVelocitySegmentWeight).x
        let value = metric.makeValue(measurement: measurement, velocity: rate, startLocation: startLocation, context)
        lastValue = value
        transition(to: .active(value), context)
    }

    override func touchEnded(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == first?.id || touch.id == second?.id else { return }
        if needsMeasurement { measure(context) }
        guard !phaseKind.isTerminal else { return }
        if recognized, let lastValue { end(with: lastValue, context) } else { fail(context) }
    }

    override func touchCancelled(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == first?.id || touch.id == second?.id else { return }
        fail(context)
    }
}

/// S-40: magnification is the finger span over the span when the second finger landed.
struct MagnificationMetric: TwoTouchMetric {
    let minimumScaleDelta: CGFloat
    private var startSpan: CGFloat = 0

    init(minimumScaleDelta: CGFloat) { self.minimumScaleDelta = minimumScaleDelta }

    var label: String { "MagnifyGesture(minimumScaleDelta: \(minimumScaleDelta))" }

    mutating func start(_ a: CGPoint, _ b: CGPoint) { startSpan = a.distance(to: b) }

    mutating func measure(_ a: CGPoint, _ b: CGPoint) -> Double {
        startSpan > 0 ? Double(a.distance(to: b) / startSpan) : 1
    }

    func passesThreshold(_ measurement: Double) -> Bool { abs(measurement - 1) >= Double(minimumScaleDelta) }

    func makeValue(measurement: Double, velocity: Double, startLocation: CGPoint, _ context: GestureUpdateContext) -> MagnifyGesture.Value {
        MagnifyGesture.Value(time: context.date, magnification: CGFloat(measurement), velocity: CGFloat(velocity),
                             startAnchor: context.geometry.unitPoint(ofLocal: startLocation), startLocation: startLocation)
    }
}

/// S-41: rotation is the change of the angle of the line between the fingers since the second
/// landed, unwrapped so that turning past ±180° keeps counting.
struct RotationMetric: TwoTouchMetric {
    let minimumAngleDelta: Angle
    private var previousRaw = 0.0
    private var accumulated = 0.0

    init(minimumAngleDelta: Angle) { self.minimumAngleDelta = minimumAngleDelta }

    var label: String { "RotateGesture(minimumAngleDelta: \(minimumAngleDelta))" }

    mutating func start(_ a: CGPoint, _ b: CGPoint) {
        previousRaw = Self.angle(a, b)
        accumulated = 0
    }

    mutating func measure(_ a: CGPoint, _ b: CGPoint) -> Double {
        let raw = Self.angle(a, b)
        var delta = raw - previousRaw
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        previousRaw = raw
        accumulated += delta
        return accumulated
    }

    func passesThreshold(_ measurement: Double) -> Bool { abs(measurement) >= abs(minimumAngleDelta.radians) }

    func makeValue(measurement: Double, velocity: Double, startLocation: CGPoint, _ context: GestureUpdateContext) -> RotateGesture.Value {
        RotateGesture.Value(time: context.date, rotation: .radians(measurement), velocity: .radians(velocity),
                            startAnchor: context.geometry.unitPoint(ofLocal: startLocation), startLocation: startLocation)
    }

    private static func angle(_ a: CGPoint, _ b: CGPoint) -> Double { atan2(Double(b.y - a.y), Double(b.x - a.x)) }
}
