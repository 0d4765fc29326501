import Foundation
import TactileGestures

/// A message from the page (docs/LAB-PROTOCOL.md, "Page → server"), decoded and checked.
///
/// Invariant: a decoded message holds only finite numbers, non-negative touch ids and at most
/// `LabConfiguration.maxTouchesPerMessage` changes; anything else is a `LabError` value.
public enum LabMessage: Sendable, Equatable {
    /// A touch change as the page sends it (canvas points; the time is its message's): the same
    /// `{id, phase, x, y}` a recording holds, so what the page sends is what a recording stores.
    public typealias TouchChange = TouchRecording.Change

    /// An id `ping` carries and `pong` echoes: a number or a string.
    public enum PingID: Sendable, Equatable, Codable {
        case number(Double)
        case string(String)

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try container.decode(String.self))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let number): try container.encode(number)
            case .string(let string): try container.encode(string)
            }
        }
    }

    public enum RecordAction: String, Sendable, Equatable, Decodable {
        case start, stop
    }

    /// `deltas`: the page applies delta frames (LAB-PROTOCOL.md, "Delta frames"); absent is false.
    /// `stateChanges`: a frame whose state list equals the previous frame's omits `state`
    /// (LAB-PROTOCOL.md, "Unchanged state"); absent is false.
    /// `device`: the device the scene runs on (LAB-PROTOCOL.md, "Variants"); its screen is the
    /// canvas, and `canvas` is then ignored. Absent: a bare canvas.
    case open(scene: String, canvas: CGSize?, time: Double, deltas: Bool, stateChanges: Bool = false, device: LabDeviceChoice? = nil)
    case touches(time: Double, seq: Int, touches: [TouchChange])
    case tick(time: Double, seq: Int)
    case reset(time: Double)
    case record(RecordAction)
    case replay(TouchRecording)
    /// Asks for the recording as a Swift Testing file (`LabTestExporter`): its scene (the open one
    /// when it names none) made fresh, the touches as verbs, the end state as `#expect`s.
    case export(TouchRecording)
    case ping(PingID)
    /// A mouse wheel or trackpad scroll at canvas point (`x`, `y`): scrolls the scroll view under
    /// it by (`dx`, `dy`) canvas points (`LabWheelScroll`); no touch gesture sees it.
    case wheel(time: Double, seq: Int, x: Double, y: Double, dx: Double, dy: Double)
    /// Asks for the frame of engine time `time` of the open instance, re-rendered from its
    /// history on a fresh host (the live instance is untouched).
    case seek(time: Double)
    /// Selectable mode: asks where the view under canvas point (`x`, `y`) was made (`LabSelection`);
    /// the scene is not driven.
    case select(x: Double, y: Double)
    /// Selectable mode from the timeline: where the gestures of attempt `attempt` (a lane's) were
    /// attached — the views its touch-down hit that carry gestures.
    case selectAttempt(Int)

    /// Every `type` the protocol knows.
    public static let types = ["open", "touches", "tick", "reset", "record", "replay", "export", "ping", "wheel", "seek", "select"]

    /// Decodes one text frame; the error says which rule the text broke.
    public static func decode(_ text: String, configuration: LabConfiguration) throws(LabError) -> LabMessage {
        // `touches` and `tick` in their usual shape: the same message, without JSONDecoder.
        if let message = LabMessageFastPath.decode(text) {
            try message.check(configuration: configuration)
            return message
        }
        return try decodeWithDecoder(text, configuration: configuration)
    }

    /// `decode` by `JSONDecoder`, for every message (tests compare the fast path with it).
    static func decodeWithDecoder(_ text: String, configuration: LabConfiguration) throws(LabError) -> LabMessage {
        let data = Data(text.utf8)
        let decoder = JSONDecoder()
        let envelope: Envelope
        do {
            envelope = try decoder.decode(Envelope.self, from: data)
        } catch {
            throw LabError(.malformedJSON, "The message is not a JSON object; send one JSON object per text frame.")
        }
        guard let type = envelope.type else {
            throw LabError(.unknownType, "The message has no string \"type\"; use one of \(types.joined(separator: ", ")).")
        }
        guard types.contains(type) else {
            throw LabError(.unknownType, "Unknown message type \"\(type)\"; use one of \(types.joined(separator: ", ")).")
        }
        let message: LabMessage
        do {
            message = try decodeFields(type: type, data: data, decoder: decoder)
        } catch let error as LabError {
            throw error
        } catch let error as TouchRecordingError {
            throw LabError(.invalidMessage, "\"\(type)\": the recording is invalid: \(error).")
        } catch let error as DecodingError {
            throw LabError(.invalidMessage, "\"\(type)\": \(Self.describe(error)).")
        } catch {
            throw LabError(.invalidMessage, "\"\(type)\": \(error).")
        }
        try message.check(configuration: configuration)
        return message
    }

    private static func decodeFields(type: String, data: Data, decoder: JSONDecoder) throws -> LabMessage {
        switch type {
        case "open":
            let fields = try decoder.decode(OpenFields.self, from: data)
            return .open(scene: fields.scene, canvas: fields.canvas.map { CGSize(width: $0.width, height: $0.height) }, time: fields.time,
                         deltas: fields.deltas ?? false, stateChanges: fields.stateChanges ?? false, device: fields.device)
        case "touches":
            let fields = try decoder.decode(TouchesFields.self, from: data)
            return .touches(time: fields.time, seq: fields.seq, touches: fields.touches)
        case "tick":
            let fields = try decoder.decode(TickFields.self, from: data)
            return .tick(time: fields.time, seq: fields.seq)
        case "reset":
            return .reset(time: try decoder.decode(ResetFields.self, from: data).time)
        case "record":
            return .record(try decoder.decode(RecordFields.self, from: data).action)
        case "replay":
            return .replay(try decoder.decode(ReplayFields.self, from: data).recording)
        case "export":
            return .export(try decoder.decode(ReplayFields.self, from: data).recording)
        case "wheel":
            let fields = try decoder.decode(WheelFields.self, from: data)
            return .wheel(time: fields.time, seq: fields.seq, x: fields.x, y: fields.y, dx: fields.dx, dy: fields.dy)
        case "seek":
            return .seek(time: try decoder.decode(SeekFields.self, from: data).time)
        case "select":
            let fields = try decoder.decode(SelectFields.self, from: data)
            if let attempt = fields.attempt, fields.x == nil, fields.y == nil { return .selectAttempt(attempt) }
            guard let x = fields.x, let y = fields.y, fields.attempt == nil else {
                throw LabError(.invalidMessage, "\"select\" takes either \"x\" and \"y\" (canvas points) or \"attempt\" (a number).")
            }
            return .select(x: x, y: y)
        default:
            return .ping(try decoder.decode(PingFields.self, from: data).id)
        }
    }

    /// The checks JSON types cannot express: finite numbers, non-negative ids, bounded sizes.
    private func check(configuration: LabConfiguration) throws(LabError) {
        func finite(_ value: Double, _ field: String) throws(LabError) {
            guard value.isFinite else { throw LabError(.invalidMessage, "\"\(field)\" must be a finite number.") }
        }
        switch self {
        case .open(_, let canvas, let time, _, _, let device):
            try finite(time, "time")
            _ = try device?.resolve()
            if let canvas {
                let limit = configuration.maxCanvasSide
                guard canvas.width.isFinite, canvas.height.isFinite, canvas.width > 0, canvas.height > 0,
                      canvas.width <= limit, canvas.height <= limit else {
                    throw LabError(.invalidMessage, "\"canvas\" must have a width and height above 0 and at most \(Int(limit)) points.")
                }
            }
        case .touches(let time, _, let touches):
            try finite(time, "time")
            guard touches.count <= configuration.maxTouchesPerMessage else {
                throw LabError(.invalidMessage, "\"touches\" holds \(touches.count) changes; at most \(configuration.maxTouchesPerMessage) are allowed in one message.")
            }
            for touch in touches {
                guard touch.id >= 0 else {
                    throw LabError(.invalidMessage, "touch id \(touch.id) is negative; ids are non-negative integers.")
                }
                try finite(touch.x, "x")
                try finite(touch.y, "y")
            }
        case .tick(let time, _), .reset(let time):
            try finite(time, "time")
        case .replay(let recording), .export(let recording):
            guard recording.events.count <= configuration.maxRecordingEvents else {
                throw LabError(.invalidMessage, "the recording has \(recording.events.count) events; at most \(configuration.maxRecordingEvents) are allowed.")
            }
        case .wheel(let time, _, let x, let y, let dx, let dy):
            try finite(time, "time")
            try finite(x, "x")
            try finite(y, "y")
            try finite(dx, "dx")
            try finite(dy, "dy")
            let limit = configuration.maxCanvasSide
            guard abs(dx) <= limit, abs(dy) <= limit else {
                throw LabError(.invalidMessage, "\"dx\" and \"dy\" must be at most \(Int(limit)) points; one wheel message scrolls at most a canvas side.")
            }
        case .seek(let time):
            try finite(time, "time")
            guard time >= 0 else {
                throw LabError(.invalidMessage, "\"time\" must be at least 0; it is engine seconds since the scene opened.")
            }
        case .select(let x, let y):
            try finite(x, "x")
            try finite(y, "y")
        case .selectAttempt(let attempt):
            guard attempt >= 1 else { throw LabError(.invalidMessage, "\"attempt\" must be at least 1; attempts are numbered from 1.") }
        case .record, .ping:
            break
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context, _ key: (any CodingKey)? = nil) -> String {
            let keys = context.codingPath + (key.map { [$0] } ?? [])
            let names = keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return names.isEmpty ? "the message" : "\"" + names.joined(separator: ".") + "\""
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context, key)) is missing"
        case .typeMismatch(let type, let context):
            return "\(path(context)) must be \(Self.typeName(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context)) must be \(Self.typeName(type)), not null"
        case .dataCorrupted(let context):
            return "\(path(context)) has an invalid value (\(context.debugDescription))"
        @unknown default:
            return "\(error)"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: "a number"
        case is String.Type: "a string"
        case is [Any].Type: "an array"
        default: "a \(type)"
        }
    }

    // MARK: Wire shapes

    private struct Envelope: Decodable {
        var type: String?
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = try? container.decode(String.self, forKey: .type)
        }
        private enum CodingKeys: String, CodingKey { case type }
    }

    private struct Canvas: Decodable {
        var width: Double
        var height: Double
    }

    private struct OpenFields: Decodable {
        var scene: String
        var canvas: Canvas?
        var time: Double
        var deltas: Bool?
        var stateChanges: Bool?
        var device: LabDeviceChoice?
    }

    private struct TouchesFields: Decodable {
        var time: Double
        var seq: Int
        var touches: [TouchChange]
    }

    private struct TickFields: Decodable {
        var time: Double
        var seq: Int
    }

    private struct ResetFields: Decodable {
        var time: Double
    }

    private struct RecordFields: Decodable {
        var action: RecordAction
    }

    private struct ReplayFields: Decodable {
        var recording: TouchRecording
    }

    private struct WheelFields: Decodable {
        var time: Double
        var seq: Int
        var x: Double
        var y: Double
        var dx: Double
        var dy: Double
    }

    private struct SeekFields: Decodable {
        var time: Double
    }

    private struct SelectFields: Decodable {
        var x: Double?
        var y: Double?
        var attempt: Int?
    }

    private struct PingFields: Decodable {
        var id: PingID
    }
}
