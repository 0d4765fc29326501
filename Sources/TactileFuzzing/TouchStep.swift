import Foundation
import PropertyBased
import TactileTesting

/// One step of a random touch script: a finger goes down, moves, lifts or is cancelled, or time
/// passes — or, in adversarial scripts, something a broken digitizer or a hostile caller might send.
///
/// The first five kinds are *plausible*: they are made valid as they are played (a move of a finger
/// that is up puts it down), so a script of them is a stream a real digitizer could produce.
/// The other kinds are sent exactly as generated, valid or not; `TouchStreamModel` says which
/// error the engine must answer with (S-01, `TouchEventError`).
public struct TouchStep: Sendable, CustomStringConvertible {
    public enum Kind: Int, Sendable, CaseIterable {
        // Plausible: repaired while playing.
        case down, move, up, cancel, wait
        /// A change of `finger` with `phase` sent as is: unknown ids, moves before down, duplicate downs.
        case raw
        /// Every finger from 0 through `finger` goes down in one batch (20 at once, or beyond the limit).
        case crowd
        /// Every finger that is down lifts in one batch, with the same timestamp.
        case liftAll
    }

    /// When a raw change says it happened, relative to the driver's clock.
    public enum Timing: Int, Sendable, CaseIterable {
        /// Now (equal to the previous change's timestamp when no time passed).
        case now
        /// `delay` + 1 s before now: out of order.
        case stale
        /// `delay` after now, without advancing the clock first.
        case ahead
        case nan, infinity, negativeInfinity
    }

    public var kind: Kind
    public var finger: Int
    public var x: Double
    public var y: Double
    public var delay: Double
    /// The phase of a `raw` change.
    public var phase: TouchPhase = .moved
    /// The timestamp of a `raw` change.
    public var timing: Timing = .now

    public init(kind: Kind, finger: Int, x: Double, y: Double, delay: Double,
                phase: TouchPhase = .moved, timing: Timing = .now) {
        self.kind = kind
        self.finger = finger
        self.x = x
        self.y = y
        self.delay = delay
        self.phase = phase
        self.timing = timing
    }

    public var description: String {
        switch kind {
        case .raw: "raw \(phase)(\(finger)) (\(x), \(y)) \(timing) +\(delay)"
        case .crowd: "crowd(0...\(finger)) +\(delay)"
        // Coordinates may be NaN or infinite: printed as Doubles, never converted to Int.
        default: "\(kind)(\(finger)) (\(x.rounded()), \(y.rounded())) +\(delay)"
        }
    }

    /// Weighted like real input: mostly moves and waits, some downs and lifts, rare cancels.
    public static let generator = zip(
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

    /// A plausible script of 1 to 80 steps.
    public static let script = generator.array(of: 1...80)

    /// Mostly plausible steps (so gestures get recognized and attempts run their course), one in
    /// five hostile: raw changes with unknown ids, duplicate downs, moves before down, NaN and
    /// infinite coordinates and timestamps, out-of-order and equal timestamps, extreme but finite
    /// coordinates, 20 (or more) simultaneous touches, and lifting everything at once.
    /// Coordinates are in `0...400 × 0...850` (a phone canvas) unless extreme.
    public static let adversarialGenerator = zip(
        Gen.int(in: 0...99), Gen.int(in: 0...23), coordinate(upTo: 400), coordinate(upTo: 850),
        Gen.int(in: 0...9), Gen.int(in: 0...3), Gen.int(in: 0...11)
    ).map { roll, finger, x, y, delayRoll, phaseRoll, timingRoll -> TouchStep in
        // Delays: equal timestamps (0) are common, then frame-sized steps, then timer-sized ones.
        let delay: Double = switch delayRoll {
        case 0...2: 0
        case 3...6: 1.0 / 120 * Double(delayRoll - 2)
        case 7, 8: 0.1 * Double(delayRoll - 4)
        default: 0.8
        }
        let plausibleFinger = finger % 3
        let kind: Kind
        switch roll {
        case 0...11: kind = .down
        case 12...43: kind = .move
        case 44...53: kind = .up
        case 54...56: kind = .cancel
        case 57...79: kind = .wait
        case 80...95: kind = .raw
        case 96...97: kind = .crowd
        default: kind = .liftAll
        }
        let timing: Timing = switch timingRoll {
        case 0...5: .now
        case 6, 7: .stale
        case 8: .ahead
        case 9: .nan
        case 10: .infinity
        default: .negativeInfinity
        }
        return TouchStep(
            kind: kind,
            // Raw changes also use ids nobody put down; a crowd reaches 18 to 24 fingers.
            finger: kind == .raw ? finger : kind == .crowd ? 17 + finger % 7 : plausibleFinger,
            x: x, y: y, delay: delay,
            phase: TouchPhase.allCases[phaseRoll],
            timing: kind == .raw ? timing : .now)
    }

    /// An adversarial script of 1 to 200 steps.
    public static let adversarialScript = adversarialGenerator.array(of: 1...200)

    /// A coordinate: usually on the canvas, sometimes NaN, infinite, extreme or negative.
    static func coordinate(upTo limit: Double) -> Generator<Double, Shrink.None<(Int, Double)>> {
        zip(Gen.int(in: 0...99), Gen.double(in: 0...limit)).map { roll, value -> Double in
            switch roll {
            case 0: .nan
            case 1: .infinity
            case 2: -.infinity
            case 3: .greatestFiniteMagnitude
            case 4: -.greatestFiniteMagnitude
            case 5: 1e300
            case 6: -value
            case 7: .leastNonzeroMagnitude
            default: value
            }
        }.withoutShrink()
    }
}

extension TouchPhase: CaseIterable {
    public static var allCases: [TouchPhase] { [.began, .moved, .ended, .cancelled] }
}
