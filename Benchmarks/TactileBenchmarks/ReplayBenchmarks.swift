import Benchmark
import Foundation
import Tactile
import TactileScenes
import TactileTesting

/// Replays a recorded stream of 10,000 touch events through a `ViewHost`: 100 drags of 100
/// events each at 240 Hz on the seed-002 circle (every move writes `@State`), with pauses between
/// them, as a `TouchRecording` (the lab's JSON format, decoded once) replayed with
/// `ViewHost.replay(_:)`. One sample is the whole recording on a new host (building the host and
/// decoding the JSON are not measured).
func registerReplayBenchmarks() {
    let fixture = MainFixture { ReplayFixture() }
    Benchmark("Replay 10000 events through ViewHost",
              configuration: .init(metrics: BenchmarkSettings.metrics, warmupIterations: 1, scalingFactor: .one,
                                   maxDuration: .seconds(10), maxIterations: 30)) { benchmark in
        sampleOnMain(benchmark, prepare: { fixture.value.prepared() }, measure: { $0.replay() }, after: { $0.check() })
    }
}

/// The stream and a fresh host for each replay.
@MainActor
final class ReplayFixture {
    private let recording: TouchRecording
    private var host: ViewHost<AnyView>

    init() {
        host = Self.makeHost()
        // Every drag starts on the circle at rest and comes back there.
        guard let circle = host.drawnViews.first else { fatalError("Replay: the scene draws nothing") }
        let stream = TouchStream.drags(count: 100, eventsPerDrag: 100, at: circle.center)
        let recorded = TouchRecording(scene: BenchmarkScenes.dragScene, events: stream.batches.map { batch in
            TouchRecording.Event(time: batch.time, touches: batch.touches.map {
                TouchRecording.Change(id: $0.id.rawValue, phase: $0.phase, x: Double($0.location.x), y: Double($0.location.y))
            })
        })
        do {
            recording = try JSONDecoder().decode(TouchRecording.self, from: JSONEncoder().encode(recorded))
        } catch {
            fatalError("Replay: the recording does not round-trip through JSON: \(error)")
        }
    }

    private static func makeHost() -> ViewHost<AnyView> { ViewHost(SceneCatalog.scene(BenchmarkScenes.dragScene).make()) }

    /// Itself with a new host, ready to replay.
    func prepared() -> ReplayFixture {
        host = Self.makeHost()
        return self
    }

    func replay() {
        do {
            try host.replay(recording)
        } catch {
            fatalError("Replay: the recording is invalid: \(error)")
        }
    }

    func check() {
        guard host.rejectedChanges.isEmpty else { fatalError("Replay: the host refused \(host.rejectedChanges.count) changes") }
    }
}

/// A touch stream as timed batches (what a recording holds).
struct TouchStream {
    var batches: [(time: Double, touches: [Touch])] = []

    var eventCount: Int { batches.reduce(0) { $0 + $1.touches.count } }

    /// `count` one-finger drags of `eventsPerDrag` events (down, moves, up) sampled at 240 Hz,
    /// each a loop of radius 40 pt that ends where it began, 0.3 s apart.
    static func drags(count: Int, eventsPerDrag: Int, at start: CGPoint) -> TouchStream {
        var stream = TouchStream()
        var time = 0.0
        let moves = eventsPerDrag - 2
        for _ in 0..<count {
            stream.batches.append((time, [Touch(id: 0, phase: .began, location: start, timestamp: time)]))
            for index in 1...moves {
                time += 1.0 / 240
                let angle = 2 * Double.pi * Double(index) / Double(moves)
                let location = CGPoint(x: start.x + 40 * sin(angle), y: start.y + 40 * (1 - cos(angle)))
                stream.batches.append((time, [Touch(id: 0, phase: .moved, location: location, timestamp: time)]))
            }
            time += 1.0 / 240
            stream.batches.append((time, [Touch(id: 0, phase: .ended, location: start, timestamp: time)]))
            time += 0.3
        }
        precondition(stream.eventCount == count * eventsPerDrag)
        return stream
    }
}
