import TactileTesting

extension TouchScripting {
    /// Plays a plausible script (see `TouchStep`) on a driver or a host, keeping it valid, and calls `afterStep` after
    /// each step. Ends by lifting every finger and letting 2 s pass, so the last attempt is over.
    public func play(_ script: [TouchStep], afterStep: () -> Void = {}) {
        var down = Set<Int>()
        for step in script {
            advance(by: step.delay)
            let id = TouchID(step.finger)
            let location = CGPoint(x: step.x, y: step.y)
            switch step.kind {
            case .down, .move:
                if down.contains(step.finger) { move(id, to: location) } else { touchDown(id, at: location); down.insert(step.finger) }
            case .up:
                if down.remove(step.finger) != nil { touchUp(id, at: location) }
            case .cancel:
                if down.remove(step.finger) != nil { cancelTouch(id) }
            case .wait, .raw, .crowd, .liftAll:
                break
            }
            afterStep()
        }
        for finger in down.sorted() { touchUp(TouchID(finger)) }
        advance(by: 2)
        afterStep()
    }
}
