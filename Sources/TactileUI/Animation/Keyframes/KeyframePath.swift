import Foundation

/// One keyframe as a track's content lists it (`KeyframeTrackContent._appendKeyframes(to:)`).
enum KeyframeSegment<Value> {
    /// `MoveKeyframe`: the value jumps to `to` at once.
    case move(to: Value)
    /// `LinearKeyframe`: straight to `to` over `duration`, paced by `curve`.
    case linear(to: Value, duration: Double, curve: UnitCurve)
    /// `CubicKeyframe`: a cubic Hermite segment to `to`; nil velocities are computed.
    case cubic(to: Value, duration: Double, startVelocity: Value?, endVelocity: Value?)
    /// `SpringKeyframe`: `spring` pulls the value toward `to` for `duration` (nil: its settling duration).
    case spring(to: Value, duration: Double?, spring: Spring, startVelocity: Value?)
}

/// The path one keyframe track draws through time, in the track value's animatable data: its
/// pieces in order, each from the value and velocity the previous one ended with.
///
/// Invariants:
/// - Before time 0 the value is the initial value; from the end of the last piece on it is the
///   value the last piece ended with (a track holds its last value).
/// - A move piece takes no time; a linear piece ends exactly at its keyframe's value; a cubic
///   one too, leaving with its end velocity; a spring piece ends wherever the spring has got to
///   after its duration, at the spring's velocity there (so a short spring keyframe hands the
///   next keyframe a moving value rather than jumping to its own target).
/// - A cubic keyframe's missing start velocity is the velocity the track arrives with (the
///   previous piece's end velocity; the initial velocity for the first); its missing end velocity
///   is the Catmull–Rom tangent (next keyframe's value − this segment's start) / (both durations)
///   when the next keyframe is cubic, else zero: the track comes to rest at its last keyframe.
struct KeyframePath<Data: VectorArithmetic> {
    enum Shape {
        case linear(UnitCurve)
        case cubic(startVelocity: Data, endVelocity: Data)
        case spring(Spring, startVelocity: Data)
    }

    struct Piece {
        let start: Double
        let duration: Double
        let from: Data
        let to: Data
        let shape: Shape?
        /// Where the piece leaves the value, and how fast (worked out once: a spring's takes an
        /// exponential and a cosine).
        private(set) var end: (value: Data, velocity: Data) = (.zero, .zero)

        init(start: Double, duration: Double, from: Data, to: Data, shape: Shape?) {
            (self.start, self.duration, self.from, self.to, self.shape) = (start, duration, from, to, shape)
            switch shape {
            case .spring? where duration > 0: end = (value(at: duration), velocity(at: duration))
            case .cubic(_, let exit)?: end = (to, exit)
            default: end = (to, velocity(at: duration))
            }
        }

        /// The value `elapsed` seconds into the piece (0 ≤ elapsed < duration).
        func value(at elapsed: Double) -> Data {
            guard let shape, duration > 0 else { return to }
            let u = elapsed / duration
            switch shape {
            case .linear(let curve):
                return from + (to - from).scaled(by: curve.value(at: u))
            case .cubic(let v0, let v1):
                let u2 = u * u, u3 = u2 * u
                return from.scaled(by: 2 * u3 - 3 * u2 + 1) + v0.scaled(by: (u3 - 2 * u2 + u) * duration)
                    + to.scaled(by: -2 * u3 + 3 * u2) + v1.scaled(by: (u3 - u2) * duration)
            case .spring(let spring, let v0):
                return from + spring.value(target: to - from, initialVelocity: v0, time: elapsed)
            }
        }

        /// The velocity `elapsed` seconds into the piece.
        func velocity(at elapsed: Double) -> Data {
            guard let shape, duration > 0 else { return .zero }
            let u = elapsed / duration
            switch shape {
            case .linear(let curve):
                let rate = curve.velocity(at: u)
                return rate.isFinite ? (to - from).scaled(by: rate / duration) : .zero
            case .cubic(let v0, let v1):
                let u2 = u * u
                return (from.scaled(by: 6 * u2 - 6 * u) + to.scaled(by: -6 * u2 + 6 * u)).scaled(by: 1 / duration)
                    + v0.scaled(by: 3 * u2 - 4 * u + 1) + v1.scaled(by: 3 * u2 - 2 * u)
            case .spring(let spring, let v0):
                return spring.velocity(target: to - from, initialVelocity: v0, time: elapsed)
            }
        }
    }

    let initialValue: Data
    let initialVelocity: Data
    let pieces: [Piece]
    /// The time the last piece ends.
    let duration: Double

    /// The path of `segments` (converted to data by `data`) from `initialValue` moving at `initialVelocity`.
    init<Value>(segments: [KeyframeSegment<Value>], initialValue: Data, initialVelocity: Data, data: (Value) -> Data) {
        self.initialValue = initialValue
        self.initialVelocity = initialVelocity
        var pieces: [Piece] = []
        var time = 0.0, value = initialValue, velocity = initialVelocity
        for (index, segment) in segments.enumerated() {
            let piece: Piece
            switch segment {
            case .move(let to):
                piece = Piece(start: time, duration: 0, from: value, to: data(to), shape: nil)
            case .linear(let to, let duration, let curve):
                piece = Piece(start: time, duration: Self.length(duration), from: value, to: data(to), shape: .linear(curve))
            case .cubic(let to, let duration, let startVelocity, let endVelocity):
                let duration = Self.length(duration), target = data(to)
                var exit = Data.zero
                if let endVelocity {
                    exit = data(endVelocity)
                } else if index + 1 < segments.count, case .cubic(let next, let nextDuration, _, _) = segments[index + 1],
                          duration + Self.length(nextDuration) > 0 {
                    exit = (data(next) - value).scaled(by: 1 / (duration + Self.length(nextDuration)))
                }
                piece = Piece(start: time, duration: duration, from: value, to: target,
                              shape: .cubic(startVelocity: startVelocity.map(data) ?? velocity, endVelocity: exit))
            case .spring(let to, let duration, let spring, let startVelocity):
                piece = Piece(start: time, duration: Self.length(duration ?? spring.settlingDuration), from: value, to: data(to),
                              shape: .spring(spring, startVelocity: startVelocity.map(data) ?? velocity))
            }
            pieces.append(piece)
            time += piece.duration
            (value, velocity) = piece.end
        }
        self.pieces = pieces
        duration = time
    }

    /// A keyframe's duration as the path uses it: negative and non-finite ones take no time.
    private static func length(_ duration: Double) -> Double { duration.isFinite ? max(duration, 0) : 0 }

    /// The value at `time` (seconds from the start of the track).
    func value(at time: Double) -> Data {
        var current = initialValue
        for piece in pieces {
            guard time >= piece.start else { break }
            if time < piece.start + piece.duration { return piece.value(at: time - piece.start) }
            current = piece.end.value
        }
        return current
    }

    /// The velocity at `time`: zero before the start and after the end.
    func velocity(at time: Double) -> Data {
        guard time >= 0 else { return .zero }
        for piece in pieces where time >= piece.start && time < piece.start + piece.duration {
            return piece.velocity(at: time - piece.start)
        }
        return .zero
    }
}
