import Foundation

/// Scripts that move fingers along curves (`TouchPath`), in canvas coordinates.
extension TouchScripting {
    /// One finger along `path`: down at `path.location(at: 0)`, then n = max(1, round(duration ×
    /// sampleRate)) moves, the k-th at `start + duration × k / n` to `path.location(at: k / n)`,
    /// then (unless `lift` is false) up where the last move left it — n + 2 events in all.
    /// Defaults: `TouchScriptConfiguration.standard.dragDuration` (0.3 s) and `.sampleRate` (60 Hz).
    public func drag(along path: TouchPath, duration: Double = TouchScriptConfiguration.standard.dragDuration,
                     sampleRate: Double = TouchScriptConfiguration.standard.sampleRate, id: TouchID = 0, lift: Bool = true) {
        let start = now
        touchDown(id, at: path.location(at: 0))
        let steps = Self.moveCount(duration: duration, sampleRate: sampleRate)
        var last = path.location(at: 0)
        for step in 1...steps {
            let progress = Double(step) / Double(steps)
            advance(to: start + duration * progress)
            last = path.location(at: progress)
            move(id, to: last)
        }
        if lift { touchUp(id, at: last) }
    }

    /// Several fingers at once, finger i along `paths[i]` with id `ids[i]` (default 0, 1, 2…):
    /// one batch putting every finger down, then n = max(1, round(duration × sampleRate)) batches
    /// moving all of them together, the k-th at `start + duration × k / n`, then (unless `lift`
    /// is false) one batch lifting them all — n + 2 events, each carrying every finger. A
    /// two-finger pan is two parallel lines, a pinch two lines towards or away from a centre.
    /// Defaults: `TouchScriptConfiguration.standard.multiTouchDuration` (0.4 s) and
    /// `.sampleRate` (60 Hz). `paths` must not be empty, and `ids` (when given) as long.
    /// The batch's storage is reused from move to move: no allocation per event.
    public func multiTouch(along paths: [TouchPath], duration: Double = TouchScriptConfiguration.standard.multiTouchDuration,
                           sampleRate: Double = TouchScriptConfiguration.standard.sampleRate, ids: [TouchID]? = nil,
                           lift: Bool = true) {
        precondition(!paths.isEmpty, "multiTouch needs at least one path")
        let ids = ids ?? paths.indices.map { TouchID($0) }
        precondition(ids.count == paths.count, "multiTouch needs one id per path")
        let start = now
        var batch: [Touch] = []
        batch.reserveCapacity(paths.count)
        func sendAll(_ phase: TouchPhase, progress: Double) {
            batch.removeAll(keepingCapacity: true)
            for (id, path) in zip(ids, paths) {
                batch.append(Touch(id: id, phase: phase, location: path.location(at: progress), timestamp: now))
            }
            send(batch)
        }
        sendAll(.began, progress: 0)
        let steps = Self.moveCount(duration: duration, sampleRate: sampleRate)
        for step in 1...steps {
            let progress = Double(step) / Double(steps)
            advance(to: start + duration * progress)
            sendAll(.moved, progress: progress)
        }
        if lift { sendAll(.ended, progress: 1) }
    }

    /// How many moves a motion of `duration` seconds sampled at `sampleRate` Hz takes: at least one.
    static func moveCount(duration: Double, sampleRate: Double) -> Int {
        let count = (duration * sampleRate).rounded()
        return count.isFinite ? max(1, Int(min(count, 1_000_000))) : 1
    }
}
