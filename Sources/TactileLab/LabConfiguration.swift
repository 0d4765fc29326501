import Foundation
import TactileGestures

/// Every limit and default of the lab, each with the source of its number (docs/LAB-PROTOCOL.md).
public struct LabConfiguration: Sendable {
    /// Where the server listens. Loopback by default: the lab runs the person's own code, so it is
    /// not exposed to the network unless asked (and every request needs its token: docs/SECURITY.md).
    public var host: String
    /// The port; 0 asks the system for any free port (tests, several labs at once).
    public var port: Int
    /// The largest text message a session decodes. 1 MiB: a recording of a minute of two-finger
    /// input at 240 Hz (≈ 29 000 touch changes of ≈ 35 bytes) fits with room to spare; anything
    /// larger is answered with `oversized` (LAB-PROTOCOL.md, Errors).
    public var maxMessageBytes: Int
    /// The largest WebSocket frame the transport accepts before it closes the connection.
    /// 16 MiB (LAB-PROTOCOL.md): far above `maxMessageBytes`, so an oversized message is answered
    /// as a value, while a client that streams unbounded frames cannot exhaust memory.
    public var maxFrameBytes: Int
    /// A session with no message for this long is closed with 1001 "idle". 600 s
    /// (LAB-PROTOCOL.md): ten minutes leaves a tab in the background alone for a coffee break,
    /// yet reclaims forgotten tabs.
    public var idleTimeout: Duration
    /// How often the server pings each WebSocket, closing one whose pong has not come by the next
    /// ping: 30 s, hummingbird-websocket's default, so a page whose machine went to sleep is
    /// released. Nil: no pings — what tests use, as a pong late on a loaded machine is no fault of
    /// the page (the tests' clock is not the wall clock; "How the project is run").
    public var webSocketPingInterval: Duration? = .seconds(30)
    /// The canvas when `open` names none: 390×844 pt, the iPhone 15's logical screen size
    /// (Apple's Human Interface Guidelines, device screen sizes).
    public var defaultCanvas: CGSize
    /// The largest canvas side a page may ask for: 4096 pt, larger than any Apple display's
    /// logical size (Pro Display XDR: 3008 pt wide at 2×), so no layout has to handle absurd sizes.
    public var maxCanvasSide: Double
    /// The most touch changes one `touches` message may carry: 20, the engine's
    /// `GestureConfiguration.maximumSimultaneousTouches`, so one message can hold a change for
    /// every touch the engine tracks at once, and no more.
    public var maxTouchesPerMessage: Int
    /// The most events a recording may hold: 100 000, ten minutes at 120 Hz with margin; also
    /// bounded by `maxMessageBytes` on the wire.
    public var maxRecordingEvents: Int
    /// How much of an offending message an `error` echoes: 200 characters (LAB-PROTOCOL.md).
    public var receivedEchoCharacters: Int
    /// The protocol version announced in `hello` (LAB-PROTOCOL.md).
    public var protocolVersion: Int
    /// How many worker processes `tactile-lab` runs sessions in (0: sessions run in the server
    /// process itself). Default: the machine's active processor count
    /// (`ProcessInfo.activeProcessorCount`) — a session's messages are CPU-bound work on its
    /// worker's main actor, so one worker per core uses every core, and more only adds switching.
    public var workerCount: Int
    /// The largest frame (after its 4-byte length) read from a worker's pipe: 64 MiB, room for the
    /// largest answer many times over (a frame of 10,000 views is about 2 MB; a recording of
    /// `maxRecordingEvents` events about 6 MB). A larger length prefix means the stream is corrupt,
    /// and the worker is stopped.
    public var maxWorkerFrameBytes: Int
    /// The longest a worker may spend on one message before it is stopped (an endless `body` or
    /// loop in user code, docs/LAB-PROTOCOL.md "Playground"): 10 s. The heaviest legitimate message,
    /// a `maxRecordingEvents` replay, is answered in well under a second (docs/PERFORMANCE.md), so
    /// only code that does not finish reaches it; `tactile-lab --message-time-limit` changes it.
    public var messageTimeLimit: Duration
    /// How much of a user build worker's standard error the page is shown when the worker ends:
    /// the last 2 KiB — a Swift `Fatal error:` line with its file and line, plus the lines before it.
    public var workerStderrTailBytes: Int
    /// How often the files given on the command line are checked for changes: 0.5 s, so an edit
    /// saved in another editor shows within the warm build time plus half a second.
    public var userFilePollInterval: Duration
    /// How many user builds keep a worker at once: 8; the oldest build's worker is stopped when a
    /// ninth is made (each worker holds ≈ 30 MB resident), and its pages are told to run again.
    public var maxLiveBuilds: Int
    /// How long a worker holds the replies of a burst of messages (the frames of one read of its
    /// pipe) to write them together: 1 ms, 5 % of the 20 ms answer latency the lab aims at with
    /// 200 sessions on two cores (issue 10, docs/PERFORMANCE.md "Lab under load"), while a burst
    /// of messages costs one write instead of one each. A burst handled faster is written at its end.
    public var workerReplyWindow: Duration = .milliseconds(1)
    /// How many bytes of the messages lately sent to a page are kept for its catch-up read
    /// (`LabPageLog`, docs/LAB-PROTOCOL.md "Catch-up"): 256 KiB. A page reads only what its socket
    /// has not delivered yet — the one or two answers of the last few milliseconds, a few KiB
    /// during a drag — so this keeps those with wide margin (a whole 1,000-view frame is about
    /// 200 KB; the newest message is kept whatever its size), and 200 sessions hold at most 50 MB.
    public var catchUpBytes: Int = 256 << 10
    /// The longest a catch-up read waits for a message not sent yet: 12 ms. The page asks only
    /// while its animation frame waits for an answer to input, and an answer that comes later than
    /// most of a 60 Hz frame (16.7 ms) is better shown in the next one than holding this one
    /// (lab.js's `CONFIG.catchUpMs` asks for less; this bounds what any request can hold).
    public var catchUpMaxWait: Duration = .milliseconds(12)
    /// How many `POST /api/builds` may compile at once: 2. A person edits one scene at a time and a
    /// warm build takes about 1 s (docs/PERFORMANCE.md, "Playground"), so a second covers a Run
    /// pressed while the last one compiles; each `swiftc` takes a core and several hundred MB, so a
    /// client that posts builds in a loop cannot take more than two of them (docs/SECURITY.md).
    /// Another build is refused with `too-many-builds` (429) until one ends.
    public var maxConcurrentBuilds: Int = 2
    /// The largest source `POST /api/builds` compiles: 256 KiB, over a hundred times the largest seed
    /// scene (2.1 KB) and far above any one view file a person edits in the page; a larger one is
    /// refused with `oversized` (413) before anything is written or compiled.
    public var maxBuildSourceBytes: Int = 256 << 10
    /// The longest one compile may take before `swiftc` and its frontends are killed and the build
    /// fails: 120 s, over a hundred times the warm one-scene build (about 1 s, docs/PERFORMANCE.md) on a loaded
    /// two-core machine; only a compiler that does not finish (a type-checker blow-up, a hung
    /// process) reaches it. Code that runs forever is stopped by `messageTimeLimit` instead.
    public var buildTimeLimit: Duration = .seconds(120)
    /// How many of an instance's latest gesture attempts `select` with `attempt` can place (the
    /// views each one's touch-down hit are kept): 64, more lanes than the timeline shows at once
    /// (timeline.js keeps the lanes of the last minute, a few dozen attempts of quick taps).
    public var selectableAttempts: Int = 64

    public init(host: String = "127.0.0.1", port: Int = 8080, maxMessageBytes: Int = 1 << 20,
                maxFrameBytes: Int = 16 << 20, idleTimeout: Duration = .seconds(600),
                defaultCanvas: CGSize = CGSize(width: 390, height: 844), maxCanvasSide: Double = 4096,
                maxTouchesPerMessage: Int = GestureConfiguration.standard.maximumSimultaneousTouches, maxRecordingEvents: Int = 100_000,
                receivedEchoCharacters: Int = 200, protocolVersion: Int = 1,
                workerCount: Int = ProcessInfo.processInfo.activeProcessorCount, maxWorkerFrameBytes: Int = 64 << 20,
                messageTimeLimit: Duration = .seconds(10), workerStderrTailBytes: Int = 2048,
                userFilePollInterval: Duration = .milliseconds(500), maxLiveBuilds: Int = 8) {
        self.host = host
        self.port = port
        self.maxMessageBytes = maxMessageBytes
        self.maxFrameBytes = maxFrameBytes
        self.idleTimeout = idleTimeout
        self.defaultCanvas = defaultCanvas
        self.maxCanvasSide = maxCanvasSide
        self.maxTouchesPerMessage = maxTouchesPerMessage
        self.maxRecordingEvents = maxRecordingEvents
        self.receivedEchoCharacters = receivedEchoCharacters
        self.protocolVersion = protocolVersion
        self.workerCount = workerCount
        self.maxWorkerFrameBytes = maxWorkerFrameBytes
        self.messageTimeLimit = messageTimeLimit
        self.workerStderrTailBytes = workerStderrTailBytes
        self.userFilePollInterval = userFilePollInterval
        self.maxLiveBuilds = maxLiveBuilds
    }

    /// The lab's defaults.
    public static let standard = LabConfiguration()
}
