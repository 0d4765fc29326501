import Foundation

/// A fling: a straight drag at one chosen speed, lifted while still moving.
extension TouchScripting {
    /// Drags one finger from `start` by `translation` at a constant `velocity` (points per
    /// second along `translation`) and lifts it at the end without slowing down, so the
    /// velocity a `DragGesture` reports in `onEnded` (S-32, S-33: SwiftUI's three-sample
    /// estimator) is `velocity` along `translation`, and `predictedEndTranslation` is
    /// `translation + velocity × 0.25 s`.
    ///
    /// Events: a touch-down at `start`; n = max(`minimumFlingMoves` (3), ⌈d / velocity ×
    /// sampleRate⌉) moves, where d = |translation|, evenly spaced in time over d / velocity
    /// seconds and in distance along the line; a lift at the last move's place and time — n + 2
    /// events. Defaults from `TouchScriptConfiguration.standard`: 60 Hz, at least 3 moves.
    /// `velocity` must be positive and finite, and `translation` not zero.
    public func fling(from start: CGPoint, by translation: CGSize, velocity: CGFloat,
                      sampleRate: Double = TouchScriptConfiguration.standard.sampleRate, id: TouchID = 0) {
        let distance = hypot(translation.width, translation.height)
        precondition(velocity > 0 && velocity.isFinite, "fling needs a positive, finite velocity")
        precondition(distance > 0 && distance.isFinite, "fling needs a translation that is not zero")
        let duration = Double(distance / velocity)
        // A product a rounding error above an integer (0.2 s × 60 Hz) takes that integer.
        let timed = (duration * sampleRate * (1 - 1e-12)).rounded(.up)
        let steps = max(TouchScriptConfiguration.standard.minimumFlingMoves, timed.isFinite ? Int(min(timed, 1_000_000)) : 1)
        let startTime = now
        touchDown(id, at: start)
        var last = start
        for step in 1...steps {
            let progress = CGFloat(step) / CGFloat(steps)
            advance(to: startTime + duration * Double(progress))
            last = CGPoint(x: start.x + translation.width * progress, y: start.y + translation.height * progress)
            move(id, to: last)
        }
        touchUp(id, at: last)
    }
}
