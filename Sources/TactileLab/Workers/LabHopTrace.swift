import Foundation

/// A debug mode for finding where a relayed message waits (docs/PERFORMANCE.md, "Lab under load"):
/// with the environment variable `TACTILE_LAB_HOP_TRACE` set to a directory, the server and each
/// worker record, per relayed text message, when it passed each hop (`CLOCK_MONOTONIC`
/// nanoseconds, one clock for every process of the machine), and append a session's records to
/// `server.csv` / `worker-PID.csv` there when the session ends. Unset (always, outside a
/// measurement), nothing is recorded and each hop costs one branch.
///
/// Columns: `session,message,t0,t1,t2,t3` — server: the page's message received, written to the
/// worker pipe, the answer routed by the pool's reader thread, the answer written to the WebSocket channel; worker: the frame
/// decoded by the reader thread, handling started, handling ended, the reply batch written.
/// Session ids are the pool's, so the k-th message of a session on the server is the k-th of that
/// session on its worker.
final class LabHopTrace: @unchecked Sendable {
    static let environmentVariable = "TACTILE_LAB_HOP_TRACE"

    /// The trace of this process, or nil when the variable is unset.
    static let shared: LabHopTrace? = ProcessInfo.processInfo.environment[environmentVariable].map { LabHopTrace(directory: $0) }

    private let path: String
    private let lock = NSLock()
    /// Guarded by `lock`: per session, the records so far (4 stamps each).
    private var records: [UInt64: [[UInt64]]] = [:]

    private init(directory: String) {
        let isServer = !CommandLine.arguments.contains("--worker")
        path = directory + (isServer ? "/server.csv" : "/worker-\(getpid()).csv")
    }

    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Sets stamp `hop` (0–3) of the session's newest record; hop 0 starts a new record.
    func stamp(session: UInt64, hop: Int, at time: UInt64 = LabHopTrace.now()) {
        lock.withLock {
            if hop == 0 {
                records[session, default: []].append([time, 0, 0, 0])
            } else if let count = records[session]?.count, count > 0 {
                records[session]?[count - 1][hop] = time
            }
        }
    }

    /// Sets stamp `hop` of every session's newest record that does not have it yet (a batch written).
    func stampPending(sessions: [UInt64], hop: Int) {
        let time = Self.now()
        for session in sessions { stamp(session: session, hop: hop, at: time) }
    }

    /// Appends the session's records to the file and forgets them.
    func finish(session: UInt64) {
        guard let list = lock.withLock({ records.removeValue(forKey: session) }), !list.isEmpty else { return }
        var text = ""
        for (index, record) in list.enumerated() {
            text += "\(session),\(index),\(record[0]),\(record[1]),\(record[2]),\(record[3])\n"
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard descriptor >= 0 else { return }
        _ = text.utf8CString.withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count - 1) }
        close(descriptor)
    }
}
