import PropertyBased
import TactileTesting

/// One step of a random touch script: a finger goes down, moves, lifts or is cancelled, or time
/// passes. Steps are made valid as they are played (a move of a finger that is up puts it down),
/// so every script is a plausible stream from a real digitizer.
struct TouchStep: Sendable, CustomStringConvertible {
    enum Kind: Int, Sendable { case down, move, up, cancel, wait }
    var kind: Kind
    var finger: Int
    var x: Double
    var y: Double
    var delay: Double

    var description: String { "\(kind)(\(finger)) (\(Int(x)), \(Int(y))) +\(delay)" }

    /// Weighted like real input: mostly moves and waits, some downs and lifts, rare cancels.
    static let generator = zip(
        Gen.int(in: 0...19), Gen.int(in: 0...2), Gen.double(in: 0...300), Gen.double(in: 0...300), Gen.double(in: 0...0.5)
    ).map { roll, finger, x, y, delay -> TouchStep in
        let kind: Kind = switch roll {
        case 0...3: .down
        case 4...11: .move
        case 12...14: .up
        case 15: .cancel
        default: .wait
        }
        return TouchStep(kind: kind, finger: finger, x: x, y: y, delay: delay)
    }

    static let script = generator.array(of: 1...80)
}

extension GestureDriver {
    /// Plays a script, keeping it valid, and calls `afterStep` after each step. Ends by lifting
    /// every finger and letting 2 s pass, so the last attempt is over.
    func play(_ script: [TouchStep], afterStep: () -> Void = {}) {
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
            case .wait:
                break
            }
            afterStep()
        }
        for finger in down.sorted() { touchUp(TouchID(finger)) }
        advance(by: 2)
        afterStep()
    }
}
