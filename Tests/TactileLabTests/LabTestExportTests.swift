import Foundation
import Tactile
import TactileLab
import TactileScenes
import TactileTesting
import Testing

/// A lab recording handed back as a Swift Testing file (issue 35, item 7): the touches as verbs
/// where a verb ends in the recorded state, the recorded events where none does, and the end
/// state as expectations. The golden export below is itself compiled and run as a test
/// (Tests/TactileScenesTests/Recorded), so "passes as generated" is checked on every run.
@MainActor
@Suite("Lab: recordings exported as tests")
struct LabTestExportTests {
    static let canvas = TouchRecording.Canvas(width: 390, height: 600)

    /// One finger from `start` to `end` at 60 Hz over `duration`, along `ease` (progress in,
    /// progress out), lifted at `end`.
    static func stroke(from start: CGPoint, to end: CGPoint, at time: Double, duration: Double, id: Int = 1,
                       ease: (Double) -> Double = { $0 }) -> [TouchRecording.Event] {
        let steps = Int((duration * 60).rounded())
        var events = [TouchRecording.Event(time: time, touches: [.init(id: id, phase: .began, x: start.x, y: start.y)])]
        for step in 1...steps {
            let progress = ease(Double(step) / Double(steps))
            let phase: TouchPhase = step == steps ? .ended : .moved
            events.append(.init(time: time + duration * Double(step) / Double(steps),
                                touches: [.init(id: id, phase: phase, x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)]))
        }
        return events
    }

    static func export(_ events: [TouchRecording.Event], scene: String, end: Double) throws -> LabExportedTest {
        let recording = TouchRecording(scene: scene, canvas: canvas, events: events, end: end)
        let entry = try #require(LabCatalog.entry(scene))
        return try LabTestExporter().export(recording, of: entry, canvas: CGSize(width: canvas.width, height: canvas.height))
    }

    /// Two drags of the persisted-position circle: a slow one ending at rest, then a quick one
    /// lifted at speed. Its export is the golden file, compiled and run in TactileScenesTests.
    static func goldenExport() throws -> LabExportedTest {
        let easeInOut: (Double) -> Double = { $0 < 0.5 ? 2 * $0 * $0 : 1 - 2 * (1 - $0) * (1 - $0) }
        let slow = stroke(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 255.4, y: 340.2), at: 0.5, duration: 0.5, ease: easeInOut)
        let quick = stroke(from: CGPoint(x: 255.4, y: 340.2), to: CGPoint(x: 215.4, y: 220.2), at: 1.6, duration: 0.25, ease: { $0 * $0 })
        return try export(slow + [.init(time: 1.2)] + quick, scene: "000-gesture-state-position", end: 2.5)
    }

    static let goldenURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TactileScenesTests/Recorded/RecordedGestureStateOffsetWithAPersistedPositionTests.swift")

    @Test("S-30 S-32 a slow drag is written as drag, a drag lifted at speed as fling, and the file is the golden one that runs as a test")
    func dragAndFlingMatchTheGolden() throws {
        let exported = try Self.goldenExport()
        #expect(exported.steps == ["drag", "fling"])
        #expect(exported.fileName == "RecordedGestureStateOffsetWithAPersistedPositionTests.swift")
        #expect(exported.source.contains("host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 255.4, y: 340.2), duration: 0.5)"))
        #expect(exported.source.contains("host.fling(from: CGPoint(x: 255.4, y: 340.2), by: CGSize(width: -40, height: -120)"))
        #expect(exported.source.contains("#expect(host.stateValue(named: \"position\", in: \"GestureStatePositionView\") == "))
        if ProcessInfo.processInfo.environment["TACTILE_WRITE_EXPORT_GOLDEN"] == "1" {
            try exported.source.write(to: Self.goldenURL, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: Self.goldenURL, encoding: .utf8)
        #expect(exported.source == golden, "The export changed: rerun with TACTILE_WRITE_EXPORT_GOLDEN=1 and review the golden's diff.")
    }

    @Test("S-10 S-12 a short still touch is written as a tap, and the test expects the text it changed")
    func tapIsWrittenAsTap() throws {
        let host = ViewHost(try #require(SceneCatalog.scene("000-tap-count-gestures")).make(), canvasSize: CGSize(width: 390, height: 600))
        let tap = host.center(of: "Tap")
        let events: [TouchRecording.Event] = [
            .init(time: 0.3, touches: [.init(id: 2, phase: .began, x: tap.x, y: tap.y)]),
            .init(time: 0.35, touches: [.init(id: 2, phase: .moved, x: tap.x + 1.5, y: tap.y)]),
            .init(time: 0.38, touches: [.init(id: 2, phase: .ended, x: tap.x + 1.5, y: tap.y)]),
        ]
        let exported = try Self.export(events, scene: "000-tap-count-gestures", end: 0.6)
        #expect(exported.steps == ["tap"])
        #expect(exported.source.contains("host.tap(at: CGPoint(x: "))
        #expect(exported.source.contains("holdDuration: 0.08)"))
        #expect(exported.source.contains(".text == \"Tapped\")"))
        #expect(exported.source.contains("#expect(host.stateValue(named: \"tapped\", in: \"TapCountGesturesView\") == \"true\")"))
    }

    @Test("S-22 a still touch held past half a second is written as a long press")
    func holdIsWrittenAsLongPress() throws {
        let events: [TouchRecording.Event] = [
            .init(time: 0.2, touches: [.init(id: 1, phase: .began, x: 195, y: 300)]),
            .init(time: 1.0),
            .init(time: 1.4, touches: [.init(id: 1, phase: .ended, x: 196, y: 301)]),
        ]
        let exported = try Self.export(events, scene: "000-long-press-basics", end: 1.6)
        #expect(exported.steps == ["longPress"])
        #expect(exported.source.contains("host.longPress(at: CGPoint(x: 195, y: 300), duration: 1.2)"))
    }

    @Test("S-40 two fingers that land and lift together, spreading, are written as a pinch")
    func spreadIsWrittenAsPinch() throws {
        var events: [TouchRecording.Event] = [
            .init(time: 0.5, touches: [.init(id: 1, phase: .began, x: 155, y: 300), .init(id: 2, phase: .began, x: 235, y: 300)]),
        ]
        for step in 1...24 {
            let half = 40 + 40 * Double(step) / 24
            events.append(.init(time: 0.5 + Double(step) / 60,
                                touches: [.init(id: 1, phase: .moved, x: 195 - half, y: 300), .init(id: 2, phase: .moved, x: 195 + half, y: 300)]))
        }
        // The lift where the fingers last moved, as a browser's pointerup comes.
        events.append(.init(time: 0.9, touches: [.init(id: 1, phase: .ended, x: 115, y: 300), .init(id: 2, phase: .ended, x: 275, y: 300)]))
        let exported = try Self.export(events, scene: "000-photo-persisted-scale", end: 1.5)
        #expect(exported.steps == ["pinch"])
        #expect(exported.source.contains("host.pinch(center: CGPoint(x: 195, y: 300), from: 80, to: 160, duration: 0.4)"))
    }

    @Test("S-30 S-31 a drag that comes back to where it started is kept as its events: a drag verb from there to there would not start")
    func unmatchedStrokeKeepsItsEvents() throws {
        let out = Self.stroke(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 255, y: 300), at: 0.2, duration: 0.2)
        let back = Self.stroke(from: CGPoint(x: 255, y: 300), to: CGPoint(x: 195, y: 300), at: 0.4, duration: 0.2)
        // One stroke: the out-and-back path, lifted where it began.
        let events = Array(out.dropLast()) + [.init(time: 0.4, touches: [.init(id: 1, phase: .moved, x: 255, y: 300)])] + Array(back.dropFirst())
        let entry = LabCatalog.Entry(id: "drag-end-counter", title: "Drag end counter", seed: "test", kind: "scene", source: "",
                                     make: { AnyView(DragEndCounter()) }, testHosting: LabTestHosting(imports: [], view: "DragEndCounter()"))
        let recording = TouchRecording(canvas: Self.canvas, events: events, end: 0.8)
        let exported = try LabTestExporter().export(recording, of: entry, canvas: CGSize(width: 390, height: 600))
        #expect(exported.steps == ["recorded events"])
        #expect(exported.source.contains("try host.replay(TouchRecording(events: ["))
        #expect(exported.source.contains("#expect(host.stateValue(named: \"ends\", in: \"DragEndCounter\") == \"1\")"))
        // What the file would do, done here: the same state.
        let host = ViewHost(DragEndCounter(), canvasSize: CGSize(width: 390, height: 600))
        try host.replay(TouchRecording(events: events))
        host.advance(to: 0.8)
        #expect(host.stateValue(named: "ends", in: "DragEndCounter") == "1")
    }

    @Test("A session with more strokes than the exporter tries is written as its events, still passing as generated")
    func longSessionsKeepTheirEvents() throws {
        let first = Self.stroke(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 245, y: 300), at: 0.2, duration: 0.3)
        let second = Self.stroke(from: CGPoint(x: 245, y: 300), to: CGPoint(x: 245, y: 360), at: 0.8, duration: 0.3)
        var configuration = LabTestExportConfiguration()
        configuration.maximumTriedStrokes = 1
        let recording = TouchRecording(scene: "000-gesture-state-position", canvas: Self.canvas, events: first + second, end: 1.5)
        let entry = try #require(LabCatalog.entry("000-gesture-state-position"))
        let exported = try LabTestExporter(configuration: configuration).export(recording, of: entry, canvas: CGSize(width: 390, height: 600))
        #expect(exported.steps == ["recorded events", "recorded events"])
        #expect(exported.source.contains("#expect(host.stateValue(named: \"position\", in: \"GestureStatePositionView\") == \"CGSize(width: 50.0, height: 60.0)\")"))
    }

    @Test("An export over the socket protocol answers with the file; a scene that cannot be named in a test is a clear error")
    func exportMessage() throws {
        let session = LabSession()
        _ = session.handle(text: #"{"type":"open","scene":"000-gesture-state-position","time":0}"#)
        let recording = TouchRecording(events: Self.stroke(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 255, y: 442), at: 0.1, duration: 0.3), end: 0.6)
        let json = String(decoding: try JSONEncoder().encode(recording), as: UTF8.self)
        let replies = session.handle(text: #"{"type":"export","recording":"# + json + "}")
        guard case .exported(let test)? = replies.first else {
            Issue.record("expected an exported test, got \(replies)")
            return
        }
        #expect(test.steps == ["drag"])
        #expect(replies.first?.json().contains(#""type":"exported""#) == true)

        let userSession = LabSession(catalog: [LabCatalog.Entry(id: "bare", title: "Bare", seed: "user", kind: "user", source: "",
                                                                make: { AnyView(DragEndCounter()) })])
        _ = userSession.handle(text: #"{"type":"open","scene":"bare","time":0}"#)
        let refused = userSession.handle(text: #"{"type":"export","recording":"# + json + "}")
        guard case .error(let error, _)? = refused.first else {
            Issue.record("expected an error, got \(refused)")
            return
        }
        #expect(error.code == .exportUnavailable)
        #expect(error.message.contains("\"bare\""))
    }

    @Test("A preview of a package target is exported with @testable import of that target; a loose file is told to join the test target")
    func userFilesNameTheirModule() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-export-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Sources/Screens/Cards")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let source = """
            import SwiftUI
            import Combine
            @testable import Models

            struct Card: View {
                var body: some View { Text("card") }
            }

            #Preview("Deck") {
                @Previewable @State var count = 2
                Card()
            }
            """
        let file = folder.appendingPathComponent("Card.swift").path
        var plan = LabBuildPlan()
        plan.addPreviews(of: source, file: file, idPrefix: "p")
        let main = plan.mainSource
        #expect(main.contains(#"testHosting: LabTestHosting(imports: ["import Combine", "import Models", "@testable import Screens"]"#))
        #expect(main.contains(#"view: "CardPreview1()""#))
        #expect(main.contains(#"@MainActor struct CardPreview1: View {\n    @State var count = 2"#))

        var loose = LabBuildPlan()
        loose.addPreviews(of: "import SwiftUI\n#Preview { Text(\"hi\") }\n", file: "/tmp/Loose.swift", idPrefix: "q")
        #expect(loose.mainSource.contains("Loose.swift is in no package target: add it to this test target so the test sees its views."))
        #expect(loose.mainSource.contains(#"view: "loosePreview1()""#))
    }
}

/// Counts the drags that end: a drag out and back ends once, a drag that never leaves its
/// touch-down never starts (S-30).
struct DragEndCounter: View {
    @State private var ends = 0

    var body: some View {
        Text("ends \(ends)")
            .frame(width: 390, height: 600)
            .contentShape(Rectangle())
            .gesture(DragGesture().onEnded { _ in ends += 1 })
    }
}
