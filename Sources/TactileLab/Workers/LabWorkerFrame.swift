import Foundation

/// One frame on a worker's pipes (docs/LAB-PROTOCOL.md, "Worker processes"): the lab's session
/// protocol between the server and a worker process, each message tagged with the session it
/// belongs to. The JSON messages of the WebSocket protocol travel unchanged inside `text` and
/// `reply` frames.
///
/// Wire form: a 4-byte big-endian length of what follows, a 1-byte kind, an 8-byte big-endian
/// session id, then the payload (UTF-8 text for `text` and `reply`, nothing for the others).
///
/// Invariant: `LabWorkerFrameDecoder` gives back exactly the frames `encoded()` wrote, however the
/// bytes are split into reads; anything else it reads is a `LabWorkerFrameError` value.
public enum LabWorkerFrame: Sendable, Equatable {
    /// Server → worker: a WebSocket session began; the worker makes its `LabSession`.
    case start(session: UInt64)
    /// Server → worker: one text message of the page, as the page sent it.
    case text(session: UInt64, String)
    /// Server → worker: the page sent a binary frame (answered as `binary-unsupported`).
    case binary(session: UInt64)
    /// Server → worker: the WebSocket session ended; the worker releases the session's instance.
    case end(session: UInt64)
    /// Worker → server: one answer to the page, JSON text as the page receives it.
    case reply(session: UInt64, String)
    /// Server → worker: send the session's `@State` values (`snapshot` answers).
    case snapshotRequest(session: UInt64)
    /// Worker → server: the session's state snapshot (`StateSnapshot` JSON; an empty snapshot
    /// when no scene is open), the answer to `snapshotRequest`.
    case snapshot(session: UInt64, String)
    /// Server → worker: the next `open` of the session starts its scene from this state snapshot
    /// (JSON text as `snapshot` carries it); the page is told what was restored (`restored`).
    case restore(session: UInt64, String)

    /// The kind byte of each case.
    enum Kind: UInt8 {
        case start = 1, text = 2, binary = 3, end = 4, reply = 5, snapshotRequest = 6, snapshot = 7, restore = 8
    }

    /// Bytes before the payload, after the length: the kind and the session id.
    static let headerBytes = 1 + 8

    public var session: UInt64 {
        switch self {
        case .start(let session), .text(let session, _), .binary(let session), .end(let session), .reply(let session, _),
             .snapshotRequest(let session), .snapshot(let session, _), .restore(let session, _):
            session
        }
    }

    var kind: Kind {
        switch self {
        case .start: .start
        case .text: .text
        case .binary: .binary
        case .end: .end
        case .reply: .reply
        case .snapshotRequest: .snapshotRequest
        case .snapshot: .snapshot
        case .restore: .restore
        }
    }

    /// The frame's bytes, length prefix first.
    public func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        append(to: &bytes)
        return bytes
    }

    /// Appends the frame's bytes to `bytes`.
    public func append(to bytes: inout [UInt8]) {
        var payload: String.UTF8View?
        switch self {
        case .text(_, let text), .reply(_, let text), .snapshot(_, let text), .restore(_, let text): payload = text.utf8
        case .start, .binary, .end, .snapshotRequest: payload = nil
        }
        let length = UInt32(Self.headerBytes + (payload?.count ?? 0))
        // Geometric growth: `reserveCapacity` alone grows to the exact size, and a batch of many
        // replies would copy the whole buffer for each one.
        let needed = bytes.count + 4 + Int(length)
        if bytes.capacity < needed { bytes.reserveCapacity(max(needed, 2 * bytes.capacity)) }
        for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: length >> UInt32(shift))) }
        bytes.append(kind.rawValue)
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: session >> UInt64(shift))) }
        if let payload { bytes.append(contentsOf: payload) }
    }

    /// Appends `.reply(session: session, reply.json())`'s bytes to `bytes`, the reply's JSON
    /// written in place (`LabReply.appendJSON(to:)`) and the length filled in after it.
    public static func appendReply(session: UInt64, _ reply: LabReply, to bytes: inout [UInt8]) {
        let start = bytes.count
        for _ in 0..<4 { bytes.append(0) }
        bytes.append(Kind.reply.rawValue)
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: session >> UInt64(shift))) }
        reply.appendJSON(to: &bytes)
        let length = UInt32(bytes.count - start - 4)
        for index in 0..<4 { bytes[start + index] = UInt8(truncatingIfNeeded: length >> UInt32(24 - 8 * index)) }
    }
}

/// Why bytes from a pipe are not a `LabWorkerFrame`. `recoverable` errors skip one frame whose
/// length was sound; after an unrecoverable one the stream cannot be trusted again (the length
/// prefix itself is wrong), so the reader stops and the worker is replaced.
public struct LabWorkerFrameError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// The length prefix is below the header's 9 bytes.
        case tooShort(length: Int)
        /// The length prefix is over the configured limit.
        case oversized(length: Int, limit: Int)
        /// A kind byte no frame has.
        case unknownKind(UInt8)
        /// A frame that carries no text carried bytes, or a text that is not UTF-8.
        case invalidPayload(kind: UInt8)
        /// The pipe ended in the middle of a frame.
        case truncated(missing: Int)
    }

    public var reason: Reason

    /// Whether the reader can go on with the next frame.
    public var recoverable: Bool {
        switch reason {
        case .unknownKind, .invalidPayload: true
        case .tooShort, .oversized, .truncated: false
        }
    }

    public var description: String {
        switch reason {
        case .tooShort(let length):
            "a worker frame declares \(length) bytes, fewer than its \(LabWorkerFrame.headerBytes)-byte header"
        case .oversized(let length, let limit):
            "a worker frame declares \(length) bytes, over the limit of \(limit)"
        case .unknownKind(let kind):
            "a worker frame has the unknown kind \(kind)"
        case .invalidPayload(let kind):
            "a worker frame of kind \(kind) has a payload it cannot carry (bytes where none belong, or text that is not UTF-8)"
        case .truncated(let missing):
            "the pipe ended \(missing) bytes before the end of a worker frame"
        }
    }
}

/// Cuts a byte stream into `LabWorkerFrame`s: feed it what each read returned, in order.
public struct LabWorkerFrameDecoder: Sendable {
    /// The largest frame (after the length prefix) accepted.
    public let maxFrameBytes: Int
    private var buffer: [UInt8] = []
    private var start = 0

    public init(maxFrameBytes: Int) {
        self.maxFrameBytes = maxFrameBytes
    }

    /// Appends bytes read from the pipe.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, nil when more bytes are needed, or the error of the next frame.
    /// After an unrecoverable error the decoder gives the same error again.
    public mutating func next() -> Result<LabWorkerFrame, LabWorkerFrameError>? {
        let available = buffer.count - start
        guard available >= 4 else { return nil }
        var length = 0
        for index in 0..<4 { length = length << 8 | Int(buffer[start + index]) }
        guard length >= LabWorkerFrame.headerBytes else { return .failure(LabWorkerFrameError(reason: .tooShort(length: length))) }
        guard length <= maxFrameBytes else { return .failure(LabWorkerFrameError(reason: .oversized(length: length, limit: maxFrameBytes))) }
        guard available >= 4 + length else { return nil }
        let kindByte = buffer[start + 4]
        var session: UInt64 = 0
        for index in 5..<13 { session = session << 8 | UInt64(buffer[start + index]) }
        let payload = buffer[(start + 13)..<(start + 4 + length)]
        start += 4 + length
        guard let kind = LabWorkerFrame.Kind(rawValue: kindByte) else {
            return .failure(LabWorkerFrameError(reason: .unknownKind(kindByte)))
        }
        switch kind {
        case .start, .binary, .end, .snapshotRequest:
            guard payload.isEmpty else { return .failure(LabWorkerFrameError(reason: .invalidPayload(kind: kindByte))) }
            switch kind {
            case .start: return .success(.start(session: session))
            case .binary: return .success(.binary(session: session))
            case .end: return .success(.end(session: session))
            default: return .success(.snapshotRequest(session: session))
            }
        case .text, .reply, .snapshot, .restore:
            guard let text = String(bytes: payload, encoding: .utf8) else {
                return .failure(LabWorkerFrameError(reason: .invalidPayload(kind: kindByte)))
            }
            switch kind {
            case .text: return .success(.text(session: session, text))
            case .reply: return .success(.reply(session: session, text))
            case .snapshot: return .success(.snapshot(session: session, text))
            default: return .success(.restore(session: session, text))
            }
        }
    }

    /// The error to report when the pipe ended: a frame cut short, or nil when it ended between frames.
    public var endOfStreamError: LabWorkerFrameError? {
        let available = buffer.count - start
        guard available > 0 else { return nil }
        guard available >= 4 else { return LabWorkerFrameError(reason: .truncated(missing: 4 - available)) }
        var length = 0
        for index in 0..<4 { length = length << 8 | Int(buffer[start + index]) }
        return LabWorkerFrameError(reason: .truncated(missing: max(0, 4 + length - available)))
    }
}
