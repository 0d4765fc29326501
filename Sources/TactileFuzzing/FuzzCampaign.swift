import Foundation
import TactileTesting

/// A long fuzz run: every zoo gesture on the engine, then every given view on the host, each one
/// long session over its share of the events, with resident memory sampled as it goes.
/// `tactile-fuzz` is its command-line shell; docs/RELIABILITY.md has the figures.
@MainActor
public struct FuzzCampaign {
    /// One session's outcome.
    public struct Session: Sendable {
        public var name: String
        public var report: FuzzReport
        public var seconds: Double
    }

    /// Touch changes to send to the engine, shared among the zoo's gestures.
    public var engineEvents: Int
    /// Touch changes to send to the host, shared among `views`.
    public var hostEvents: Int
    public var seed: UInt64
    /// The views the host runs (the scene catalog and the stress views).
    public var views: [(name: String, make: @MainActor () -> AnyView)]
    /// Steps between memory samples.
    public var sampleEvery = 10_000
    /// Memory samples (bytes), in order; the first is taken before anything runs.
    public private(set) var residentSamples: [Int] = []
    public private(set) var sessions: [Session] = []

    public init(engineEvents: Int, hostEvents: Int, seed: UInt64, views: [(name: String, make: @MainActor () -> AnyView)]) {
        self.engineEvents = engineEvents
        self.hostEvents = hostEvents
        self.seed = seed
        self.views = views
    }

    /// Runs every session; `progress` hears about each one as it ends.
    public mutating func run(progress: (Session) -> Void = { _ in }) {
        sampleMemory()
        for (offset, name) in GestureZoo.names.enumerated() {
            let quota = engineEvents / GestureZoo.names.count
            guard quota > 0 else { break }
            let session = runEngine(name: name, quota: quota, seed: seed &+ UInt64(offset))
            sessions.append(session)
            progress(session)
        }
        for (offset, view) in views.enumerated() {
            let quota = hostEvents / max(1, views.count)
            guard quota > 0 else { break }
            let session = runHost(view.name, view.make(), quota: quota, seed: seed &+ 1_000 &+ UInt64(offset))
            sessions.append(session)
            progress(session)
        }
        sampleMemory()
    }

    /// Every session's report, merged.
    public var total: FuzzReport {
        sessions.reduce(into: FuzzReport()) { $0.merge($1.report) }
    }

    /// Seconds spent in sessions.
    public var seconds: Double { sessions.reduce(0) { $0 + $1.seconds } }

    private mutating func runEngine(name: String, quota: Int, seed: UInt64) -> Session {
        let (fuzzer, _) = EngineFuzzing.makeFuzzer(gestureNamed: name)
        return drive(fuzzer, name: "engine: \(name)", quota: quota, seed: seed)
    }

    private mutating func runHost(_ name: String, _ view: AnyView, quota: Int, seed: UInt64) -> Session {
        let host = ViewHost(view)
        let fuzzer = TouchStreamFuzzer(target: host)
        fuzzer.afterStep = { report, index in
            guard index % 500 == 0 else { return }
            let problem = SVGWellFormedness.problem(in: host.svg())
            report.check(problem == nil, "\(name), step \(index): \(problem ?? "")")
        }
        return drive(fuzzer, name: "host: \(name)", quota: quota, seed: seed)
    }

    private mutating func drive<Target>(_ fuzzer: TouchStreamFuzzer<Target>, name: String, quota: Int, seed: UInt64) -> Session {
        let start = Date()
        var stream = TouchStepStream(seed: seed, count: .max)
        while fuzzer.report.events < quota, let step = stream.next() {
            fuzzer.play(step)
            if fuzzer.report.steps % sampleEvery == 0 { sampleMemory() }
        }
        fuzzer.finish()
        sampleMemory()
        return Session(name: name, report: fuzzer.report, seconds: Date().timeIntervalSince(start))
    }

    private mutating func sampleMemory() {
        if let bytes = ResidentMemory.current() { residentSamples.append(bytes) }
    }
}
