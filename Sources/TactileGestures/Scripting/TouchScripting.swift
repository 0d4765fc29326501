import Foundation

/// Something scripted touches can drive: `GestureDriver` (one gesture) and `ViewHost` (a view
/// tree). Every change is stamped with `now`; `advance(by:)` delivers what falls due on the way.
public protocol TouchScripting: AnyObject {
    /// The current time of the scripted clock.
    var now: Double { get }
    /// Sends changes that happened together; refused changes are recorded, never fatal.
    func send(_ changes: [Touch])
    /// Where finger `id` last was, while it is down.
    func lastLocation(of id: TouchID) -> CGPoint?
    /// Moves the clock forward, delivering every wake-up that falls due.
    func advance(by interval: Double)
    /// Moves the clock forward to `time` (a time in the past changes nothing), delivering every
    /// wake-up that falls due.
    func advance(to time: Double)
}

extension TouchScripting {
    /// Replays `recording` on the scripted clock: for each event, advances to its time, then sends
    /// its touches as one batch (an event without touches is time passing); finally advances to
    /// the recording's `end`. Times are absolute (the clock of a new host starts at 0), so the
    /// same recording gives the same trace and frames every time (docs/LAB-PROTOCOL.md).
    /// Refused changes are recorded as usual; an invalid recording is thrown before anything runs.
    public func replay(_ recording: TouchRecording) throws(TouchRecordingError) {
        try recording.validate()
        recording.play(advance: { advance(to: $0) }, send: { send($0) })
    }
}

extension TouchScripting {
    /// Puts finger `id` down at `location` (global coordinates) now.
    public func touchDown(_ id: TouchID = 0, at location: CGPoint) {
        send([Touch(id: id, phase: .began, location: location, timestamp: now)])
    }

    /// Moves finger `id` to `location` now.
    public func move(_ id: TouchID = 0, to location: CGPoint) {
        send([Touch(id: id, phase: .moved, location: location, timestamp: now)])
    }

    /// Lifts finger `id` now, where it last was (or at `location`).
    public func touchUp(_ id: TouchID = 0, at location: CGPoint? = nil) {
        send([Touch(id: id, phase: .ended, location: location ?? lastLocation(of: id) ?? .zero, timestamp: now)])
    }

    /// The system cancels finger `id` now (e.g. an incoming call): not a lift.
    public func cancelTouch(_ id: TouchID = 0) {
        send([Touch(id: id, phase: .cancelled, location: lastLocation(of: id) ?? .zero, timestamp: now)])
    }
}

/// Realistic touch scripts: what a finger does, sampled at a device's rate.
extension TouchScripting {
    /// One tap: down at `location`, held `holdDuration`, up at the same place.
    public func tap(at location: CGPoint, id: TouchID = 0, holdDuration: Double = 0.05) {
        touchDown(id, at: location)
        advance(by: holdDuration)
        touchUp(id, at: location)
    }

    /// `count` taps at `location`, `interval` seconds from each lift to the next touch-down.
    public func tap(count: Int, at location: CGPoint, interval: Double = 0.15, holdDuration: Double = 0.05) {
        for index in 0..<count {
            if index > 0 { advance(by: interval) }
            tap(at: location, holdDuration: holdDuration)
        }
    }

    /// Two taps at `location`, as a `TapGesture(count: 2)` wants them: 4 events — down, up
    /// `holdDuration` later, down `interval` after that lift, up `holdDuration` later (0.25 s in
    /// all with the defaults `TouchScriptConfiguration.standard.tapHoldDuration` (0.05 s) and
    /// `.multiTapInterval` (0.15 s), inside the 0.35 s multi-tap window of S-11).
    public func doubleTap(at location: CGPoint, interval: Double = TouchScriptConfiguration.standard.multiTapInterval,
                          holdDuration: Double = TouchScriptConfiguration.standard.tapHoldDuration) {
        tap(count: 2, at: location, interval: interval, holdDuration: holdDuration)
    }

    /// Presses at `location` for `duration` seconds, then lifts (unless `lift` is false).
    public func longPress(at location: CGPoint, duration: Double, id: TouchID = 0, lift: Bool = true) {
        touchDown(id, at: location)
        advance(by: duration)
        if lift { touchUp(id, at: location) }
    }

    /// Drags one finger in a straight line from `start` to `end` over `duration` seconds, sampled
    /// at `sampleRate` Hz (60 or 120 for displays, up to 240 for touch digitizers).
    public func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.3, sampleRate: Double = 60,
                     id: TouchID = 0, lift: Bool = true) {
        touchDown(id, at: start)
        let steps = max(1, Int((duration * sampleRate).rounded()))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            move(id, to: interpolate(start, end, Double(step) / Double(steps)))
        }
        if lift { touchUp(id, at: end) }
    }

    /// Two fingers placed symmetrically about `center` on a horizontal line, `startSpan` apart,
    /// spread (or pinched) to `endSpan` over `duration`, both sampled in the same events.
    public func pinch(center: CGPoint, from startSpan: CGFloat, to endSpan: CGFloat, duration: Double = 0.4,
                      sampleRate: Double = 60, ids: (TouchID, TouchID) = (0, 1), lift: Bool = true) {
        twoFingerMotion(ids: ids, duration: duration, sampleRate: sampleRate, lift: lift) { progress in
            let span = startSpan + (endSpan - startSpan) * CGFloat(progress)
            return (CGPoint(x: center.x - span / 2, y: center.y), CGPoint(x: center.x + span / 2, y: center.y))
        }
    }

    /// Two fingers `radius` from `center`, on opposite sides, turned by `angle` over `duration`.
    public func rotate(center: CGPoint, radius: CGFloat = 50, by angle: Angle, duration: Double = 0.4,
                       sampleRate: Double = 60, ids: (TouchID, TouchID) = (0, 1), lift: Bool = true) {
        twoFingerMotion(ids: ids, duration: duration, sampleRate: sampleRate, lift: lift) { progress in
            let theta = angle.radians * progress
            let dx = radius * CGFloat(cos(theta)), dy = radius * CGFloat(sin(theta))
            return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
        }
    }

    /// Two fingers moved together by `translation` over `duration` (a two-finger pan).
    public func twoFingerPan(from center: CGPoint, by translation: CGSize, span: CGFloat = 60, duration: Double = 0.4,
                             sampleRate: Double = 60, ids: (TouchID, TouchID) = (0, 1), lift: Bool = true) {
        twoFingerMotion(ids: ids, duration: duration, sampleRate: sampleRate, lift: lift) { progress in
            let c = CGPoint(x: center.x + translation.width * CGFloat(progress), y: center.y + translation.height * CGFloat(progress))
            return (CGPoint(x: c.x - span / 2, y: c.y), CGPoint(x: c.x + span / 2, y: c.y))
        }
    }

    private func twoFingerMotion(ids: (TouchID, TouchID), duration: Double, sampleRate: Double, lift: Bool,
                                 positions: (Double) -> (CGPoint, CGPoint)) {
        let start = positions(0)
        touchDown(ids.0, at: start.0)
        touchDown(ids.1, at: start.1)
        let steps = max(1, Int((duration * sampleRate).rounded()))
        var last = start
        for step in 1...steps {
            advance(by: duration / Double(steps))
            last = positions(Double(step) / Double(steps))
            send([Touch(id: ids.0, phase: .moved, location: last.0, timestamp: now),
                  Touch(id: ids.1, phase: .moved, location: last.1, timestamp: now)])
        }
        if lift {
            send([Touch(id: ids.0, phase: .ended, location: last.0, timestamp: now),
                  Touch(id: ids.1, phase: .ended, location: last.1, timestamp: now)])
        }
    }

    private func interpolate(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * CGFloat(t), y: a.y + (b.y - a.y) * CGFloat(t))
    }
}
