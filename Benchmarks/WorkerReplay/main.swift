import Foundation
import TactileLab

// A lab worker's per-message work outside any thread or pipe, for callgrind instruction counts
// (docs/PERFORMANCE.md, "Lab under load"). valgrind 3.19 crashes in `tactile-lab --worker`
// itself (an internal SIGSEGV as libdispatch starts its threads), so this replays the worker's
// frames on the main thread, through what `LabWorkerHost.handle` does with each one: `start` makes
// a `LabSession`, `text` is `LabSession.handle(text:)` and each reply's `json()` appended as a
// `reply` frame, `end` drops the session. Left out: the reader thread, the inbox and the pipe's
// writes (the relay's, not the message's).
//
// usage: WorkerReplay < frames.bin > replies.bin   (frames from Benchmarks/worker-replay.py)
// The reply frames it writes are byte for byte those of `tactile-lab --worker` for the same input
// (worker-replay.sh compares them). Instructions per message: the difference of two runs with N
// and 2N messages (Benchmarks/worker-replay.sh).

var decoder = LabWorkerFrameDecoder(maxFrameBytes: 64 << 20)
var input: [UInt8] = []
var chunk = [UInt8](repeating: 0, count: 1 << 16)
while true {
    let count = read(STDIN_FILENO, &chunk, chunk.count)
    guard count > 0 else { break }
    input.append(contentsOf: chunk[0..<count])
}
decoder.append(input)

/// Writes `bytes` to standard output whole.
func writeOut(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            guard written > 0 else { break }
            offset += written
        }
    }
}

var sessions: [UInt64: LabSession] = [:]
// Written after each message, as a worker whose batches hold one message (no batch grows it).
var outgoing: [UInt8] = []
var messages = 0, replyBytes = 0
while let result = decoder.next() {
    guard case .success(let frame) = result else { fatalError("WorkerReplay: a malformed frame: \(result)") }
    switch frame {
    case .start(let id):
        sessions[id] = LabSession()
    case .text(let id, let text):
        guard let session = sessions[id] else { fatalError("WorkerReplay: session \(id) was never started") }
        messages += 1
        for reply in session.handle(text: text) { LabWorkerFrame.appendReply(session: id, reply, to: &outgoing) }
        writeOut(outgoing)
        replyBytes += outgoing.count
        outgoing.removeAll(keepingCapacity: true)
    case .end(let id):
        sessions[id] = nil
    default:
        fatalError("WorkerReplay: a frame the replay does not send: \(frame)")
    }
}
FileHandle.standardError.write(Data("WorkerReplay: \(messages) text messages, \(replyBytes) reply bytes\n".utf8))
