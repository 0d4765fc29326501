import Foundation
import TactileGestures

/// Drives one gesture with scripted touches on a virtual clock — no views, no real time.
///
/// ```swift
/// var ended: [Bool] = []
/// let driver = GestureDriver(LongPressGesture(minimumDuration: 1).onEnded { ended.append($0) })
/// driver.touchDown(at: CGPoint(x: 10, y: 10))
/// driver.advance(by: 1)
/// #expect(ended == [true])          // S-22: ends on its timer, before the lift
/// ```
///
/// Every touch change is stamped with the driver's clock; helpers (`tap`, `drag`, `pinch`, …)
/// advance the clock between samples at a realistic rate. The gesture is attached to a view whose
/// frame in the global space is `frame`, which defines its `.local` coordinates.
/// The trace of every phase change and callback is always recorded (`trace`).
public final class GestureDriver<G: Gesture>: TouchScripting {
    public let gesture: G
    public let clock: VirtualClock
    public let trace = GestureTrace()
    /// The frame, in global coordinates, of the view the gesture is attached to.
    public let frame: CGRect
    /// Touch changes the engine refused, in order (bad input is reported, never fatal).
    public private(set) var rejectedChanges: [TouchEventError] = []
    /// Every attempt's root recognizer since the last `clearHistory()`, oldest first.
    private var attempts: [_GestureNode<G.Value>] = []
    /// Finished attempts `clearHistory()` let go of.
    private var forgottenAttempts = 0
    private let geometry: GestureGeometry
    private var session: GestureSession!
    private var lastLocation: [TouchID: CGPoint] = [:]

    public init(_ gesture: G, frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 400),
                configuration: GestureConfiguration = .standard, clock: VirtualClock = VirtualClock()) {
        self.gesture = gesture
        self.frame = frame
        self.clock = clock
        geometry = GestureGeometry(globalToLocal: CGAffineTransform(translationX: -frame.minX, y: -frame.minY),
                                   localSize: frame.size)
        session = GestureSession(configuration: configuration, trace: trace) { [unowned self] _ in
            let root = self.gesture._makeGestureNode()
            self.attempts.append(root)
            return root
        }
        session.context.geometry = geometry
    }

    /// Adds a named coordinate space whose origin is at `origin` in global coordinates (S-67).
    public func defineCoordinateSpace(named name: some Hashable & Sendable, origin: CGPoint) {
        geometry.namedSpaces.append((CoordinateSpace.NamedSpace(name), CGAffineTransform(translationX: -origin.x, y: -origin.y)))
    }

    // MARK: What the test reads

    /// The phase of the latest attempt's gesture, or nil before the first touch.
    public var phase: GesturePhase<G.Value>? { attempts.last?.phase }

    /// How many attempts have started (one per touch-down that found no attempt in progress).
    public var attemptCount: Int { forgottenAttempts + attempts.count }

    /// The phases of every attempt since the last `clearHistory()`, oldest first.
    public var attemptPhases: [GesturePhase<G.Value>] { attempts.map(\.phase) }

    /// The current time: during a callback, the time of the pass that runs it (a wake-up's own
    /// time while `advance` is delivering it), otherwise the virtual clock's time.
    public var now: Double { max(session.now, clock.now) }

    /// When the engine next needs to wake up with no touch, if ever.
    public var nextWakeUp: Double? { session.nextWakeUp }

    /// The touches currently down.
    public var touchesDown: [Touch] { Array(session.touchesDown) }

    // MARK: Touches

    /// Where finger `id` last was, while it is down.
    public func lastLocation(of id: TouchID) -> CGPoint? { lastLocation[id] }

    /// Sends changes that happened together, as they are (their own timestamps). Refused changes
    /// are recorded in `rejectedChanges` and the trace; the driver goes on.
    public func send(_ changes: [Touch]) {
        do {
            try session.receive(changes)
            for change in changes { lastLocation[change.id] = change.phase.isFinal ? nil : change.location }
        } catch {
            rejectedChanges.append(error)
        }
        clock.advance(to: session.now)
    }

    // MARK: Time

    /// Moves the virtual clock forward, delivering every wake-up that falls due on the way.
    public func advance(by interval: Double) { advance(to: clock.now + interval) }

    /// Moves the virtual clock forward to `time`, delivering every wake-up that falls due.
    public func advance(to time: Double) {
        session.advance(to: max(time, clock.now))
        clock.advance(to: session.now)
    }

    // MARK: Long sessions

    /// Forgets the trace, the refused changes and every attempt but the latest, so that a long
    /// session (a fuzzer's million touches) runs in flat memory. `attemptCount` still counts
    /// every attempt; `phase` is still the latest attempt's.
    public func clearHistory() {
        trace.removeAll()
        rejectedChanges.removeAll()
        guard attempts.count > 1 else { return }
        forgottenAttempts += attempts.count - 1
        attempts.removeFirst(attempts.count - 1)
    }

    /// Cancels the attempt in progress, as when the view is removed (S-71).
    public func cancelAttempt() { session.cancelAttempt() }
}
