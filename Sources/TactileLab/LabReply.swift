import Foundation
import TactileGestures

/// A message to the page (docs/LAB-PROTOCOL.md, "Server → page"). Values only, so a session
/// (on the main actor) makes them and the connection encodes them off it.
public enum LabReply: Sendable, Equatable {
    /// `session`: the connection's handoff token (`/ws?build=…&state=<token>` carries its state to
    /// a new build); nil where the connection has none.
    case hello(version: Int, maxMessageBytes: Int, idleTimeoutSeconds: Double, session: String? = nil, catchUp: String? = nil,
               tap: String? = nil)
    case frame(LabFrame)
    case recording(TouchRecording)
    case replayed(events: Int, duration: Double)
    /// The answer to `export`: the recording as a Swift Testing file.
    case exported(LabExportedTest)
    case pong(LabMessage.PingID)
    /// The answer to `seek`: a past moment's frame.
    case moment(LabMoment)
    /// What an `open` restored from the previous build's state (before that `open`'s frame).
    case restored(LabRestoration)
    /// The answer to `select`: where the view under the point was made.
    case selection(LabSelection)
    case error(LabError, received: String?)

    /// The JSON text of the message: one object with its `type`.
    public func json() -> String {
        // The answer to every `touches` and `tick`: written by hand, without the encoder's cost.
        if case .frame(let frame) = self { return frame.jsonText() }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        let data: Data
        do {
            data = try encode(with: encoder)
        } catch {
            // Encoding plain values cannot fail; if it ever does, the page still gets a valid message.
            return #"{"type":"error","code":"invalid-message","message":"The server could not encode its answer."}"#
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Appends `json()`'s UTF-8 bytes to `bytes`; a `frame` is written straight into them (no
    /// string is made, so its bytes are neither validated nor copied again).
    public func appendJSON(to bytes: inout [UInt8]) {
        if case .frame(let frame) = self {
            var out = LabJSONWriter(appendingTo: bytes)
            bytes = []  // one reference: the writer appends in place
            frame.write(to: &out)
            bytes = out.takeBytes()
        } else {
            bytes.append(contentsOf: json().utf8)
        }
    }

    private func encode(with encoder: JSONEncoder) throws -> Data {
        switch self {
        case .hello(let version, let maxMessageBytes, let idleTimeoutSeconds, let session, let catchUp, let tap):
            try encoder.encode(Hello(version: version, limits: .init(maxMessageBytes: maxMessageBytes, idleTimeoutSeconds: idleTimeoutSeconds),
                                     session: session, catchUp: catchUp, tap: tap))
        case .frame(let frame):
            try encoder.encode(Typed(type: "frame", body: frame))
        case .recording(let recording):
            try encoder.encode(RecordingMessage(recording: recording))
        case .replayed(let events, let duration):
            try encoder.encode(Replayed(events: events, duration: duration))
        case .exported(let test):
            try encoder.encode(Exported(fileName: test.fileName, source: test.source, steps: test.steps))
        case .pong(let id):
            try encoder.encode(Pong(id: id))
        case .moment(let moment):
            try encoder.encode(Typed(type: "moment", body: moment))
        case .restored(let restoration):
            try encoder.encode(Typed(type: "restored", body: restoration))
        case .selection(let selection):
            try encoder.encode(Typed(type: "selection", body: selection))
        case .error(let error, let received):
            try encoder.encode(ErrorMessage(code: error.code.rawValue, message: error.message, received: received))
        }
    }

    private struct Hello: Encodable {
        struct Limits: Encodable {
            var maxMessageBytes: Int
            var idleTimeoutSeconds: Double
        }
        var type = "hello"
        var version: Int
        var limits: Limits
        var session: String?
        var catchUp: String?
        var tap: String?
    }

    /// `type` followed by the body's own fields.
    private struct Typed<Body: Encodable>: Encodable {
        var type: String
        var body: Body
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: TypeKey.self)
            try container.encode(type, forKey: .type)
            try body.encode(to: encoder)
        }
        private enum TypeKey: String, CodingKey { case type }
    }

    private struct RecordingMessage: Encodable {
        var type = "recording"
        var recording: TouchRecording
    }

    private struct Replayed: Encodable {
        var type = "replayed"
        var events: Int
        var duration: Double
    }

    private struct Exported: Encodable {
        var type = "exported"
        var fileName: String
        var source: String
        var steps: [String]
    }

    private struct Pong: Encodable {
        var type = "pong"
        var id: LabMessage.PingID
    }

    private struct ErrorMessage: Encodable {
        var type = "error"
        var code: String
        var message: String
        var received: String?
    }
}

/// One `moment`: the picture of a past time of the open instance, re-rendered from its history
/// (docs/LAB-PROTOCOL.md, `seek`). Always a whole SVG; it never changes what delta frames are
/// taken from.
public struct LabMoment: Sendable, Equatable, Encodable {
    /// The engine seconds asked for.
    public var time: Double
    /// The whole SVG of that moment.
    public var svg: String
    /// The `@State` and `@GestureState` values at that moment.
    public var state: [LabFrame.StateValue]
    /// How many inputs of the history were replayed to reach it.
    public var inputs: Int
}

/// One `frame`: the whole picture of a scene instance after a message.
public struct LabFrame: Sendable, Equatable, Encodable {
    /// One `@State` or `@GestureState` value.
    public struct StateValue: Sendable, Equatable, Encodable {
        public var view: String
        public var name: String
        public var kind: String
        public var value: String
    }

    /// One trace entry.
    public struct TimelineEntry: Sendable, Equatable, Encodable {
        public var time: Double
        /// The attempt whose pass recorded the entry (`1`, `2`…), absent outside any attempt.
        public var attempt: Int?
        public var gesture: String
        /// `phase`, `callback`, `note` or `rejected`.
        public var kind: String
        public var detail: String
    }

    /// One splice of a delta frame: replace `deleteCount` lines of the previous frame's SVG from
    /// line `start` by `lines` (`SVGFrameDelta.Splice`).
    public struct Splice: Sendable, Equatable, Encodable {
        public var start: Int
        public var deleteCount: Int
        public var lines: [String]
    }

    /// The `seq` of the message that caused the frame; nil for `open`, `reset` and `replay`.
    public var seq: Int?
    /// Engine seconds.
    public var time: Double
    /// The whole frame's SVG; empty in a delta frame.
    public var svg: String
    /// A delta frame's changes to the previous frame's SVG lines; nil in a full frame
    /// (LAB-PROTOCOL.md, "Delta frames").
    public var svgDelta: [Splice]? = nil
    public var animating: Bool
    public var nextWakeUp: Double?
    public var state: [StateValue]
    /// `state` equals the previous frame's and the page asked for `stateChanges`: the message
    /// omits `state` (the page keeps the list it has; LAB-PROTOCOL.md, "Unchanged state").
    public var stateUnchanged = false
    /// Only the trace entries since the previous frame.
    public var timeline: [TimelineEntry]

    private enum CodingKeys: String, CodingKey {
        case seq, time, svg, svgDelta, animating, nextWakeUp, state, timeline
    }

    /// `seq` and `nextWakeUp` are written as null when absent, as the protocol lists them; a frame
    /// has either `svg` or `svgDelta`, never both.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(seq, forKey: .seq)
        try container.encode(time, forKey: .time)
        if let svgDelta {
            try container.encode(svgDelta, forKey: .svgDelta)
        } else {
            try container.encode(svg, forKey: .svg)
        }
        try container.encode(animating, forKey: .animating)
        try container.encode(nextWakeUp, forKey: .nextWakeUp)
        if !stateUnchanged { try container.encode(state, forKey: .state) }
        try container.encode(timeline, forKey: .timeline)
    }
}

extension LabFrame.TimelineEntry {
    /// The page's view of a trace entry.
    init(_ entry: GestureTrace.Entry) {
        let value = entry.value.map { " \($0)" } ?? ""
        let attempt = entry.attempt?.rawValue
        switch entry.kind {
        case .phase(let from, let to):
            self.init(time: entry.time, attempt: attempt, gesture: entry.gesture, kind: "phase", detail: "\(from) → \(to)\(value)")
        case .callback(let name):
            self.init(time: entry.time, attempt: attempt, gesture: entry.gesture, kind: "callback", detail: "\(name)\(value)")
        case .note(let note):
            self.init(time: entry.time, attempt: attempt, gesture: entry.gesture, kind: "note", detail: note)
        case .rejected(let error):
            self.init(time: entry.time, attempt: attempt, gesture: entry.gesture, kind: "rejected", detail: error.description)
        }
    }
}
