import ArgumentParser
import Foundation
import TactileFuzzing
import TactileScenes

/// `tactile-fuzz`: the command-line shell around `TactileFuzzing.FuzzCampaign`. It parses
/// arguments and prints; exit status 1 when an invariant failed.
@main
struct TactileFuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-fuzz",
        abstract: "Runs adversarial touch streams through the engine and the host and checks their invariants.",
        discussion: "See docs/RELIABILITY.md. Exit status: 0 no violation, 1 a violation."
    )

    @Option(help: "Touch changes sent to the engine (shared among the zoo's composite gestures).")
    var events: Int = 1_000_000

    @Option(help: "Touch changes sent to the host (shared among every scene and stress view).")
    var hostEvents: Int = 200_000

    @Option(help: "The stream's seed: the same seed plays the same stream.")
    var seed: UInt64 = 1

    mutating func run() throws {
        // ParsableCommand.run is synchronous and called on the main thread; the host is main-actor bound.
        let failed = MainActor.assumeIsolated { Self.campaign(events: events, hostEvents: hostEvents, seed: seed) }
        if failed { throw ExitCode(1) }
    }

    /// Runs and prints the campaign; returns whether an invariant failed.
    @MainActor
    static func campaign(events: Int, hostEvents: Int, seed: UInt64) -> Bool {
        let views = SceneCatalog.all.map { scene in (name: scene.id, make: scene.make) } + StressViews.all
        var campaign = FuzzCampaign(engineEvents: events, hostEvents: hostEvents, seed: seed, views: views)
        campaign.run { session in
            let rate = Double(session.report.events) / max(session.seconds, 1e-9)
            let resident = ResidentMemory.current().map { String(format: ", RSS %.1f MB", Double($0) / 1_048_576) } ?? ""
            print("\(session.name): \(session.report), \(Int(rate)) events/s\(resident), digest \(String(session.report.traceDigest, radix: 16))")
        }
        let total = campaign.total
        let megabytes = { (bytes: Int) in String(format: "%.1f MB", Double(bytes) / 1_048_576) }
        let samples = campaign.residentSamples
        print("total: \(total), \(Int(Double(total.events) / max(campaign.seconds, 1e-9))) events/s over \(String(format: "%.1f", campaign.seconds)) s")
        if let first = samples.first, let last = samples.last, let peak = samples.max() {
            print("resident memory: start \(megabytes(first)), end \(megabytes(last)), peak \(megabytes(peak)), \(samples.count) samples")
            let quartiles = (0...4).map { samples[min(samples.count - 1, $0 * (samples.count - 1) / 4)] }
            print("resident memory at 0, 25, 50, 75, 100 % of the run: \(quartiles.map(megabytes).joined(separator: ", "))")
        }
        for violation in total.violations { print("VIOLATION: \(violation)") }
        return !total.violations.isEmpty
    }
}
