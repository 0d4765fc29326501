import Foundation

/// Touch input recorded for replay: the one format of the lab and of `TactileTesting`
/// (docs/LAB-PROTOCOL.md, "Touch recording format").
///
/// Invariants (checked when decoding and by `validate()`): `format` is
/// `"tactile-touch-recording"`, `version` is 1, every time is finite and non-negative, event times
/// never decrease, `end` (if any) is not before the last event, touch ids are non-negative and
/// locations finite. Replaying a valid recording is deterministic: the same recording gives the
/// same trace and frames every time.
public struct TouchRecording: Codable, Sendable, Equatable {
    /// The value of `format`.
    public static let formatName = "tactile-touch-recording"
    /// The version this build reads and writes.
    public static let currentVersion = 1

    /// The canvas the input was made on, in points.
    public struct Canvas: Codable, Sendable, Equatable {
        public var width: Double
        public var height: Double
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// One touch change of an event.
    public struct Change: Codable, Sendable, Equatable {
        public var id: Int
        public var phase: TouchPhase
        public var x: Double
        public var y: Double
        /// The attempt the change went to when it was recorded (nil: none, or not recorded).
        /// Informational: a replay routes every touch again, and — the stream being the same —
        /// gets the same attempts.
        public var attempt: GestureAttemptNumber?
        public init(id: Int, phase: TouchPhase, x: Double, y: Double, attempt: GestureAttemptNumber? = nil) {
            self.id = id
            self.phase = phase
            self.x = x
            self.y = y
            self.attempt = attempt
        }
    }

    /// Changes that happened together at `time` (engine seconds); no changes is time passing.
    public struct Event: Codable, Sendable, Equatable {
        public var time: Double
        public var touches: [Change]?
        public init(time: Double, touches: [Change]? = nil) {
            self.time = time
            self.touches = touches
        }

        /// The changes as the engine's touches, stamped with the event's time.
        public var touchChanges: [Touch] {
            (touches ?? []).map {
                Touch(id: TouchID($0.id), phase: $0.phase, location: CGPoint(x: $0.x, y: $0.y), timestamp: time)
            }
        }
    }

    public var format: String
    public var version: Int
    /// The catalog id of the scene the input was made on; nil for tests that host their own view.
    public var scene: String?
    public var canvas: Canvas?
    public var events: [Event]
    /// The time to advance to after the last event.
    public var end: Double?

    public init(scene: String? = nil, canvas: Canvas? = nil, events: [Event] = [], end: Double? = nil) {
        format = Self.formatName
        version = Self.currentVersion
        self.scene = scene
        self.canvas = canvas
        self.events = events
        self.end = end
    }

    private enum CodingKeys: String, CodingKey {
        case format, version, scene, canvas, events, end
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(String.self, forKey: .format)
        version = try container.decode(Int.self, forKey: .version)
        scene = try container.decodeIfPresent(String.self, forKey: .scene)
        canvas = try container.decodeIfPresent(Canvas.self, forKey: .canvas)
        events = try container.decode([Event].self, forKey: .events)
        end = try container.decodeIfPresent(Double.self, forKey: .end)
        try validate()
    }

    /// The time of the last event, or `end` if later: how long the recording lasts.
    public var duration: Double { max(events.last?.time ?? 0, end ?? 0) }

    /// Plays the recording into a host: for each event, `advance` to its time, then `send` its
    /// touches as one batch (an event without touches is time passing); finally `advance` to
    /// `end`. The one playback loop: `TouchScripting.replay` and the lab's `replay` both use it,
    /// so a recording means the same thing in a test and in the lab.
    public func play(advance: (Double) -> Void, send: ([Touch]) -> Void) {
        for event in events {
            advance(event.time)
            let changes = event.touchChanges
            if !changes.isEmpty { send(changes) }
        }
        if let end { advance(end) }
    }

    /// Checks the invariants; the first violation is thrown as a value.
    public func validate() throws(TouchRecordingError) {
        guard format == Self.formatName else { throw .wrongFormat(format) }
        guard version == Self.currentVersion else { throw .unsupportedVersion(version) }
        if let canvas {
            guard canvas.width.isFinite, canvas.height.isFinite, canvas.width > 0, canvas.height > 0 else {
                throw .invalidCanvas(width: canvas.width, height: canvas.height)
            }
        }
        var previous = 0.0
        for (index, event) in events.enumerated() {
            guard event.time.isFinite, event.time >= 0 else { throw .invalidTime(event: index, time: event.time) }
            guard event.time >= previous else { throw .decreasingTime(event: index, time: event.time, previous: previous) }
            previous = event.time
            for change in event.touches ?? [] {
                guard change.id >= 0 else { throw .negativeTouchID(event: index, id: change.id) }
                guard change.x.isFinite, change.y.isFinite else {
                    throw .nonFiniteLocation(event: index, id: change.id)
                }
            }
        }
        if let end {
            guard end.isFinite, end >= previous else { throw .invalidEnd(end, lastEvent: previous) }
        }
    }
}

/// Why a touch recording was refused: a value with a message a person can act on.
public enum TouchRecordingError: Error, Sendable, Equatable, CustomStringConvertible {
    case wrongFormat(String)
    case unsupportedVersion(Int)
    case invalidCanvas(width: Double, height: Double)
    /// A time that is NaN, infinite or negative.
    case invalidTime(event: Int, time: Double)
    case decreasingTime(event: Int, time: Double, previous: Double)
    case negativeTouchID(event: Int, id: Int)
    case nonFiniteLocation(event: Int, id: Int)
    case invalidEnd(Double, lastEvent: Double)

    public var description: String {
        switch self {
        case .wrongFormat(let format):
            "the recording's format is \"\(format)\", expected \"\(TouchRecording.formatName)\""
        case .unsupportedVersion(let version):
            "the recording is version \(version); this build reads version \(TouchRecording.currentVersion)"
        case .invalidCanvas(let width, let height):
            "the recording's canvas \(width)×\(height) is not a positive finite size"
        case .invalidTime(let event, let time):
            "event \(event): time \(time) is not a finite, non-negative number of seconds"
        case .decreasingTime(let event, let time, let previous):
            "event \(event): time \(time) is before the previous event's \(previous); times must not decrease"
        case .negativeTouchID(let event, let id):
            "event \(event): touch id \(id) is negative; ids are non-negative integers"
        case .nonFiniteLocation(let event, let id):
            "event \(event): touch \(id) has a location that is not finite"
        case .invalidEnd(let end, let lastEvent):
            "end \(end) is not a finite time at or after the last event (\(lastEvent))"
        }
    }
}
