import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Tactile Lab under load, from a compiled client (docs/PERFORMANCE.md, "Lab under load"): the same
// protocol, scenario and columns as scripts/lab-load.py, at a small fraction of its CPU per message,
// so the client is not what limits the lab on a 2-core machine.
//
// Starts `tactile-lab --port 0` (or uses --url), opens SESSIONS WebSocket sessions at once on
// SCENE; each sends MESSAGES messages one at a time and waits for the answer: drags (`touches`),
// every 10th a `tick`, every 10th a malformed message that must come back as the right `error`
// code. Reports messages/s, latency p50/p99/max (send → answer received), bytes per answer, the
// client's own CPU (getrusage), the CPU of the server and its workers per message (/proc) and
// their RSS, and the wrong answers.
//
// usage: LabLoad [--binary PATH] [--url ws://127.0.0.1:PORT/ws] [--sessions 50] [--messages 400]
//                [--scene 004-star-drag-position] [--workers N] [--deltas] [--state-changes] [--trace FILE] [--steady]
// --deltas asks for delta frames (`open`'s `deltas`); --state-changes for frames that omit an unchanged
// state list (`open`'s `stateChanges`).
// The script's drags each move the star by (68, 34) pt, so from the 4th drag (message 120) on a
// session's touches miss it: a run is a heavy phase (real drags, the star animating) and then a
// light one (touches on nothing). --steady makes each drag end where it began (out 18 steps, back
// 18), so every drag of the run hits the star: the sustained drag load.
// --trace writes one line per answered message (session, message, sent at s since the first
// connect, latency ms, sent at CLOCK_MONOTONIC ns — the clock of tactile-lab's hop trace) and prints where the slowest 1 % were: in time (tenths of the run) and over
// sessions (how many sessions own them, and by the session's worker as the server assigns them).
// One thread drives every session over `poll(2)` with a minimal RFC 6455 client (masked text
// frames out; unfragmented frames in; pings answered) — no dependency, so it builds in seconds.
// Answers are checked by their top-level `"type"` (and `"code"` of errors), read from the JSON text
// without decoding all of it.

struct Options {
    var binary = ".build/release/tactile-lab"
    var url: String?
    var sessions = 50
    var messages = 400
    var scene = "004-star-drag-position"
    var workers: Int?
    var deltas = false
    var stateChanges = false
    var trace: String?
    var steady = false

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var iterator = arguments.makeIterator()
        func value(_ name: String) -> String {
            guard let value = iterator.next() else { fail("\(name) needs a value") }
            return value
        }
        func integer(_ name: String) -> Int {
            guard let number = Int(value(name)), number >= 0 else { fail("\(name) needs a non-negative integer") }
            return number
        }
        while let argument = iterator.next() {
            switch argument {
            case "--binary": options.binary = value(argument)
            case "--url": options.url = value(argument)
            case "--sessions": options.sessions = max(1, integer(argument))
            case "--messages": options.messages = max(1, integer(argument))
            case "--scene": options.scene = value(argument)
            case "--workers": options.workers = integer(argument)
            case "--deltas": options.deltas = true
            case "--state-changes": options.stateChanges = true
            case "--trace": options.trace = value(argument)
            case "--steady": options.steady = true
            default: fail("unknown argument \(argument); see the comment at the top of Benchmarks/LabLoad/main.swift")
            }
        }
        return options
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("LabLoad: \(message)\n".utf8))
    exit(2)
}

/// The malformed messages and the error code each must be answered with (as scripts/lab-load.py).
let malformed: [(text: String, code: String)] = [
    (#"{"type": "tick", "#, "malformed-json"),
    (#"{"type": "explode"}"#, "unknown-type"),
    (#"{"type": "tick", "time": null, "seq": 1}"#, "invalid-message"),
    (#"{"type": "touches", "time": 1, "seq": 1, "touches": [{"id": -1, "phase": "began", "x": 1, "y": 1}]}"#, "invalid-message"),
]

/// The value of the top-level string field `key` of a lab answer: the first `"key":"` outside a
/// string (inside strings every quote is escaped, so the raw byte sequence cannot occur there).
func field(_ key: String, in text: String) -> String? {
    var text = text
    let pattern = Array("\"\(key)\":\"".utf8)
    return text.withUTF8 { bytes -> String? in
        guard bytes.count >= pattern.count else { return nil }
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0] && bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                let start = index + pattern.count
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "\"") { end += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            }
            index += 1
        }
        return nil
    }
}

/// What one session measured.
struct SessionResult {
    var latencies: [Double] = []
    /// When each message was sent (monotonic seconds), parallel to `latencies`.
    var sentAt: [Double] = []
    var failures: [String] = []
    var answerBytes = 0
}

/// Monotonic seconds.
func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// One session's socket and where it is in the script.
final class Session {
    enum Stage { case upgrading, hello, opening, running, done }

    let index: Int
    let socket: Int32
    let options: Options
    var stage = Stage.upgrading
    var inbound: [UInt8] = []
    var consumed = 0
    var result = SessionResult()
    var message = 0
    var expect = "frame"
    var sentAt = 0.0
    var pageTime = 0.0
    var seq = 0
    var down = false
    var mask: UInt32

    init(index: Int, socket: Int32, options: Options) {
        self.index = index
        self.socket = socket
        self.options = options
        mask = UInt32(truncatingIfNeeded: index &* 2_654_435_761) | 1
        result.latencies.reserveCapacity(options.messages)
        result.sentAt.reserveCapacity(options.messages)
    }

    /// A masked text (or other) frame to the server, written whole.
    func send(_ text: String, opcode: UInt8 = 1) throws {
        try send(bytes: Array(text.utf8), opcode: opcode)
    }

    func send(bytes payload: [UInt8], opcode: UInt8) throws {
        var frame: [UInt8] = [0x80 | opcode]
        frame.reserveCapacity(payload.count + 14)
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count < 65536 {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 255)]
        } else {
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8(truncatingIfNeeded: payload.count >> shift)) }
        }
        // xorshift: a fresh mask per frame, as RFC 6455 asks of clients.
        mask ^= mask << 13; mask ^= mask >> 17; mask ^= mask << 5
        let key = [UInt8(truncatingIfNeeded: mask >> 24), UInt8(truncatingIfNeeded: mask >> 16), UInt8(truncatingIfNeeded: mask >> 8), UInt8(truncatingIfNeeded: mask)]
        frame += key
        for (offset, byte) in payload.enumerated() { frame.append(byte ^ key[offset & 3]) }
        try writeAll(frame)
    }

    func writeAll(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(socket, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw LoadError("session \(index): write failed (errno \(errno))")
            }
            offset += written
        }
    }

    /// Reads what the socket has and handles every complete message.
    func readable() throws {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress!, $0.count) }
        if count < 0 && errno == EINTR { return }
        guard count > 0 else { throw LoadError("session \(index): the server closed the connection") }
        if consumed > 0 && consumed == inbound.count {
            inbound.removeAll(keepingCapacity: true)
            consumed = 0
        }
        inbound.append(contentsOf: buffer[0..<count])
        if stage == .upgrading {
            guard let end = headEnd() else { return }
            let head = String(decoding: inbound[0..<end], as: UTF8.self)
            guard head.split(separator: "\r\n").first?.contains(" 101 ") == true else { throw LoadError("session \(index): upgrade refused: \(head.prefix(80))") }
            consumed = end + 4
            stage = .hello
        }
        while let text = try nextText() {
            try handle(text)
        }
    }

    private func headEnd() -> Int? {
        guard inbound.count >= 4 else { return nil }
        for index in 0...(inbound.count - 4) where inbound[index] == 13 && inbound[index + 1] == 10 && inbound[index + 2] == 13 && inbound[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// The next complete text message; pings are answered and pongs skipped on the way.
    private func nextText() throws -> String? {
        while true {
            let available = inbound.count - consumed
            guard available >= 2 else { return nil }
            let b0 = inbound[consumed], b1 = inbound[consumed + 1]
            var length = Int(b1 & 127), header = 2
            if length == 126 {
                guard available >= 4 else { return nil }
                length = Int(inbound[consumed + 2]) << 8 | Int(inbound[consumed + 3])
                header = 4
            } else if length == 127 {
                guard available >= 10 else { return nil }
                length = 0
                for offset in 2..<10 { length = length << 8 | Int(inbound[consumed + offset]) }
                header = 10
            }
            guard available >= header + length else { return nil }
            let payload = inbound[(consumed + header)..<(consumed + header + length)]
            consumed += header + length
            switch b0 & 15 {
            case 1: return String(decoding: payload, as: UTF8.self)
            case 8: throw LoadError("session \(index): closed by the server: \(String(decoding: payload.dropFirst(2), as: UTF8.self))")
            case 9: try send(bytes: Array(payload), opcode: 10)  // the server's keep-alive ping
            default: continue
            }
        }
    }

    private func handle(_ text: String) throws {
        switch stage {
        case .upgrading, .done:
            throw LoadError("session \(index): an unexpected message: \(text.prefix(80))")
        case .hello:
            guard field("type", in: text) == "hello" else { throw LoadError("session \(index): no hello: \(text.prefix(80))") }
            stage = .opening
            try send(#"{"type": "open", "scene": "\#(options.scene)", "time": 0\#(options.deltas ? #", "deltas": true"# : "")\#(options.stateChanges ? #", "stateChanges": true"# : "")}"#)
        case .opening:
            guard field("type", in: text) == "frame" else { throw LoadError("session \(index): open answered \(text.prefix(120))") }
            stage = .running
            try sendNext()
        case .running:
            result.answerBytes += text.utf8.count
            let type = field("type", in: text)
            if type == "error" && expect == "frame" { return }  // a refused batch: error, then frame
            result.latencies.append(monotonicSeconds() - sentAt)
            result.sentAt.append(sentAt)
            let got = expect == "frame" ? type : field("code", in: text)
            if got != expect {
                result.failures.append("session \(index) message \(message): expected \(expect), got \(type ?? "?") \(field("code", in: text) ?? "")")
            }
            message += 1
            if message == options.messages {
                stage = .done
            } else {
                try sendNext()
            }
        }
    }

    /// Message `message` of the script (scripts/lab-load.py's).
    private func sendNext() throws {
        let i = message
        pageTime += 16.7
        seq += 1
        expect = "frame"
        let text: String
        if i % 10 == 9 {
            (text, expect) = malformed[(i / 10) % malformed.count]
        } else if i % 10 == 8 {
            text = #"{"type": "tick", "time": \#(pageTime), "seq": \#(seq)}"#
        } else {
            let step = i % 40
            let position = options.steady ? (step < 19 ? step : 37 - step) : step % 20
            let x = 195 + position * 4, y = 422 + position * 2
            var phase = "moved"
            if !down {
                phase = "began"
                down = true
            } else if step == 37 {  // 38 and 39 are a tick and a malformed message
                phase = "ended"
                down = false
            }
            text = #"{"type": "touches", "time": \#(pageTime), "seq": \#(seq), "touches": [{"id": 0, "phase": "\#(phase)", "x": \#(x), "y": \#(y)}]}"#
        }
        sentAt = monotonicSeconds()
        try send(text)
    }
}

/// Connects to `host:port` and sends the upgrade request.
func connectSession(index: Int, host: String, port: Int, options: Options) throws -> Session {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw LoadError("socket failed (errno \(errno))") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw LoadError("not an IPv4 address: \(host)") }
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw LoadError("session \(index): connect failed (errno \(errno))") }
    var one: Int32 = 1
    setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    let session = Session(index: index, socket: socket, options: options)
    let key = Data((0..<16).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ index) }).base64EncodedString()
    try session.writeAll(Array("GET /ws HTTP/1.1\r\nHost: \(host):\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n".utf8))
    return session
}

/// Runs every session to its end on this thread.
func runSessions(host: String, port: Int, options: Options) throws -> [SessionResult] {
    var sessions: [Session] = []
    for index in 0..<options.sessions { sessions.append(try connectSession(index: index, host: host, port: port, options: options)) }
    var polls = sessions.map { pollfd(fd: $0.socket, events: Int16(POLLIN), revents: 0) }
    var running = sessions.count
    while running > 0 {
        let ready = poll(&polls, nfds_t(polls.count), 10_000)
        if ready < 0 && errno == EINTR { continue }
        guard ready > 0 else { throw LoadError("no answer for 10 s") }
        for position in polls.indices where polls[position].revents != 0 {
            let session = sessions[position]
            try session.readable()
            if session.stage == .done {
                polls[position].fd = -1  // poll skips it
                close(session.socket)
                running -= 1
            }
        }
    }
    return sessions.map(\.result)
}

struct LoadError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

// MARK: The server's processes

/// The child processes of `pid` (the server's workers).
func children(of pid: Int32) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> Int32? in
        guard let process = Int32(entry), let fields = statFields(process), fields.count > 1, Int32(fields[1]) == pid else { return nil }
        return process
    }
}

/// The fields of /proc/PID/stat after the command name (field 3 of the man page is index 0).
func statFields(_ pid: Int32) -> [Substring]? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = text.lastIndex(of: ")") else { return nil }
    return text[text.index(after: close)...].split(separator: " ")
}

/// User + system CPU seconds of the server and of its live workers.
func cpuSeconds(_ pid: Int32) -> (server: Double, workers: Double) {
    let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
    func of(_ process: Int32) -> Double {
        guard let fields = statFields(process), fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / ticks
    }
    return (of(pid), children(of: pid).reduce(0) { $0 + of($1) })
}

/// RSS of the server plus its workers, KiB.
func totalRSS(_ pid: Int32) -> Double {
    func rss(_ process: Int32) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        return Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
    return ([pid] + children(of: pid)).reduce(0) { $0 + rss($1) }
}

func clientCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

func loadAverage() -> Double {
    var loads = [0.0, 0.0, 0.0]
    return getloadavg(&loads, 3) > 0 ? loads[0] : 0
}

// MARK: Where the tail is

/// Writes every answered message to `path` and prints where the slowest 1 % of them were.
/// Sessions are opened in index order and the server gives each new session the least-loaded
/// worker, so session `i` runs on worker `i % workers` (as long as no worker ended).
func writeTrace(_ results: [SessionResult], origin: Double, elapsed: Double, workers: Int, to path: String) {
    var lines = "session,message,sent_s,latency_ms,sent_monotonic_ns\n"
    var all: [(session: Int, message: Int, sent: Double, latency: Double)] = []
    for (session, result) in results.enumerated() {
        for (message, latency) in result.latencies.enumerated() {
            let sent = result.sentAt[message] - origin
            all.append((session, message, sent, latency * 1000))
            lines += "\(session),\(message),\(String(format: "%.6f", sent)),\(String(format: "%.3f", latency * 1000)),\(Int64((result.sentAt[message] * 1e9).rounded()))\n"
        }
    }
    _ = FileManager.default.createFile(atPath: path, contents: Data(lines.utf8))
    guard !all.isEmpty else { return }
    let threshold = all.map(\.latency).sorted()[min(all.count - 1, Int(0.99 * Double(all.count)))]
    let slow = all.filter { $0.latency >= threshold }
    var byTenth = [Int](repeating: 0, count: 10)
    for entry in slow { byTenth[min(9, max(0, Int(10 * entry.sent / elapsed)))] += 1 }
    var byMessage = [Int](repeating: 0, count: 5)  // messages 0–9, 10–49, 50–99, 100–199, 200+
    for entry in slow { byMessage[entry.message < 10 ? 0 : entry.message < 50 ? 1 : entry.message < 100 ? 2 : entry.message < 200 ? 3 : 4] += 1 }
    var byWorker = [Int](repeating: 0, count: workers)
    for entry in slow { byWorker[entry.session % workers] += 1 }
    let sessions = Set(slow.map(\.session)).count
    print("trace: \(all.count) answers to \(path); the slowest 1 % (\(slow.count), ≥ \(String(format: "%.2f", threshold)) ms):")
    print("  by tenth of the run: \(byTenth.map(String.init).joined(separator: " "))")
    print("  by message index 0–9 / 10–49 / 50–99 / 100–199 / 200+: \(byMessage.map(String.init).joined(separator: " / "))")
    print("  in \(sessions) of \(results.count) sessions; by worker (session % \(workers)): \(byWorker.map(String.init).joined(separator: " "))")
}

// MARK: Main

func main() throws {
    let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
    var server: Process?
    var url = options.url ?? ""
    if options.url == nil {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: options.binary)
        process.arguments = ["--port", "0"] + (options.workers.map { ["--workers", String($0)] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        server = process
        // The first line: "Tactile Lab: http://HOST:PORT/".
        var line = [UInt8]()
        while true {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            guard let first = byte.first else { fail("the server ended before printing its address") }
            if first == UInt8(ascii: "\n") { break }
            line.append(first)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: "http://") else { fail("unexpected first line: \(text)") }
        let address = text[range.upperBound...].split(separator: "/").first ?? ""
        url = "ws://\(address)/ws"
    }
    defer {
        server?.terminate()
        server?.waitUntilExit()
    }
    let serverPID = server?.processIdentifier
    let idleRSS = serverPID.map(totalRSS) ?? 0
    let workerCount = serverPID.map { children(of: $0).count } ?? 0
    // ws://HOST:PORT/ws
    let authority = url.replacingOccurrences(of: "ws://", with: "").split(separator: "/").first ?? ""
    let parts = authority.split(separator: ":")
    guard parts.count == 2, let port = Int(parts[1]) else { fail("--url must be ws://HOST:PORT/ws with an IPv4 host") }
    let host = String(parts[0]) == "localhost" ? "127.0.0.1" : String(parts[0])

    let clock = ContinuousClock()
    let origin = monotonicSeconds()
    let clientBefore = clientCPUSeconds()
    let serverBefore = serverPID.map(cpuSeconds) ?? (server: 0, workers: 0)
    let start = clock.now
    let results: [SessionResult]
    do {
        results = try runSessions(host: host, port: port, options: options)
    } catch {
        server?.terminate()
        fail("\(error)")
    }
    let elapsedDuration = clock.now - start
    let elapsed = Double(elapsedDuration.components.seconds) + Double(elapsedDuration.components.attoseconds) / 1e18
    let clientCPU = clientCPUSeconds() - clientBefore
    let serverAfter = serverPID.map(cpuSeconds) ?? (server: 0, workers: 0)
    let rss = serverPID.map(totalRSS) ?? 0

    let latencies = results.flatMap(\.latencies).sorted()
    let failures = results.flatMap(\.failures)
    let total = latencies.count
    func pick(_ quantile: Double) -> Double { latencies[min(total - 1, Int(quantile * Double(total)))] * 1000 }
    func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }
    let bytes = results.reduce(0) { $0 + $1.answerBytes }
    let frames = (options.deltas ? "delta" : "full") + " frames" + (options.stateChanges ? ", state only when changed" : "")
    print("sessions \(options.sessions), messages \(total) (\(options.messages) per session, 1 in 10 malformed\(options.steady ? ", steady drags" : "")), scene \(options.scene), \(workerCount) worker processes, \(frames), Swift client (one thread)")
    print("throughput \(format(Double(total) / elapsed, 0)) messages/s over \(format(elapsed)) s")
    print("latency p50 \(format(pick(0.50))) ms, p99 \(format(pick(0.99))) ms, max \(format(latencies[total - 1] * 1000)) ms")
    print("answers \(bytes / max(1, total)) bytes per message on average")
    let messages = Double(max(1, total))
    let serverMicros = 1e6 * (serverAfter.server - serverBefore.server) / messages
    let workerMicros = 1e6 * (serverAfter.workers - serverBefore.workers) / messages
    let clientShare = 100 * clientCPU / elapsed
    print("client CPU \(format(clientCPU)) s = \(format(clientShare, 0))% of one core; server CPU \(format(serverMicros, 0)) µs + workers \(format(workerMicros, 0)) µs per message; load average \(format(loadAverage(), 1)) on \(ProcessInfo.processInfo.activeProcessorCount) cores")
    print("server + workers RSS idle \(format(idleRSS / 1024, 1)) MiB, after \(format(rss / 1024, 1)) MiB")
    print("wrong answers \(failures.count)")
    if let path = options.trace { writeTrace(results, origin: origin, elapsed: elapsed, workers: max(1, workerCount), to: path) }
    if !failures.isEmpty {
        for failure in failures.prefix(5) { print(failure) }
        server?.terminate()
        exit(1)
    }
}

try main()
