import TactileTesting

/// Composite gestures instrumented with every callback and the `@GestureState` values they drive,
/// for property tests and fuzzing of the engine: each composition operator (S-54, S-55, S-56), timers
/// (S-11, S-22) and one- and two-finger recognizers.
public enum GestureZoo {
    /// The zoo's gestures, by name.
    public static let names = ["double-else-single tap", "long press then drag", "magnify with rotate", "drag before long press"]

    /// One gesture of the zoo, watched by `observer`.
    public static func gesture(named name: String, observer: CallbackObserver) -> InstrumentedGesture {
        func watch<G: Gesture>(_ gesture: G) -> AnyGesture<Void> where G.Value: Equatable {
            AnyGesture(gesture.onChanged { _ in observer.saw("onChanged") }.onEnded { _ in observer.saw("onEnded") }.map { _ in () })
        }
        let pressing = GestureState(wrappedValue: false)
        let dragging = GestureState(wrappedValue: CGSize.zero)
        let scale = GestureState(wrappedValue: CGFloat(1))
        let angle = GestureState(wrappedValue: Angle.zero)
        let taps = GestureState(wrappedValue: 0)
        switch name {
        case "double-else-single tap":
            return InstrumentedGesture(
                gesture: watch(TapGesture(count: 2).map { 2 }.updating(taps) { v, s, _ in s = v; observer.saw("updating") }
                    .exclusively(before: TapGesture().map { 1 })),
                statesAreInitial: { taps.wrappedValue == 0 })
        case "long press then drag":
            return InstrumentedGesture(
                gesture: watch(LongPressGesture(minimumDuration: 0.3).updating(pressing) { v, s, _ in s = v; observer.saw("updating") }
                    .sequenced(before: DragGesture().updating(dragging) { v, s, _ in s = v.translation; observer.saw("updating") })),
                statesAreInitial: { pressing.wrappedValue == false && dragging.wrappedValue == .zero })
        case "magnify with rotate":
            return InstrumentedGesture(
                gesture: watch(MagnifyGesture().updating(scale) { v, s, _ in s = v.magnification; observer.saw("updating") }
                    .simultaneously(with: RotateGesture().updating(angle) { v, s, _ in s = v.rotation; observer.saw("updating") })),
                statesAreInitial: { scale.wrappedValue == 1 && angle.wrappedValue == .zero })
        case "drag before long press":
            return InstrumentedGesture(
                gesture: watch(DragGesture(minimumDistance: 0).updating(dragging) { v, s, _ in s = v.translation; observer.saw("updating") }
                    .exclusively(before: LongPressGesture().updating(pressing) { v, s, _ in s = v; observer.saw("updating") })),
                statesAreInitial: { pressing.wrappedValue == false && dragging.wrappedValue == .zero })
        default:
            preconditionFailure("GestureZoo has no gesture named \(name); names: \(names)")
        }
    }
}

/// A zoo gesture, plus a way to ask whether its `@GestureState` values are back to initial.
public struct InstrumentedGesture {
    public let gesture: AnyGesture<Void>
    public let statesAreInitial: () -> Bool
}

/// Watches one gesture's callbacks against its driver's attempts: S-50 (at most one `onEnded` per
/// attempt) and no callback in a failed attempt.
public final class CallbackObserver {
    /// Tells the observer which attempt is running and whether it has failed.
    public var phaseOfAttempt: () -> (attempt: Int, failed: Bool) = { (0, false) }
    /// How many times `onEnded` ran in each attempt (the latest `retainedAttempts` attempts).
    public private(set) var endsPerAttempt: [Int: Int] = [:]
    /// Callbacks that ran while their attempt had failed, described.
    public private(set) var callbacksAfterFailure: [String] = []
    /// How many callbacks ran in all.
    public private(set) var callbackCount = 0
    private let retainedAttempts = 8

    public init() {}

    /// Records that `callback` ran.
    public func saw(_ callback: String) {
        callbackCount += 1
        let (attempt, failed) = phaseOfAttempt()
        if failed { callbacksAfterFailure.append("\(callback) in failed attempt \(attempt)") }
        guard callback == "onEnded" else { return }
        endsPerAttempt[attempt, default: 0] += 1
        if endsPerAttempt.count > retainedAttempts * 2 {
            endsPerAttempt = endsPerAttempt.filter { $0.key > attempt - retainedAttempts || $0.value > 1 }
        }
    }

    /// Forgets recorded violations once they have been reported.
    public func clearViolations() { callbacksAfterFailure.removeAll() }
}
