import Foundation
import Tactile
import TactileUI

/// Turns a lab recording into a Swift Testing file (docs/TESTING.md, "From the lab to a test"):
/// the scene's view in a `ViewHost`, the touches as verbs, and `#expect`s of the state the
/// recording ended in.
///
/// How: the recording is replayed on a fresh host — the truth. Each stroke (`RecordedStroke`) is
/// then written as the first verb of `ExportedStep.candidates` whose test, run on a fresh host
/// with every other stroke as chosen so far, ends in the truth's outcome (`HostOutcome`), else as
/// its own events. The expectations are read from that outcome.
///
/// Invariant: the exported test ends in the outcome it expects — every plan is run before it is
/// written, with the rounded numbers the file holds — so it passes as generated.
@MainActor
public struct LabTestExporter {
    public var configuration: LabTestExportConfiguration

    public init(configuration: LabTestExportConfiguration = .standard) {
        self.configuration = configuration
    }

    /// One stroke of the plan, with the time it starts.
    private struct TimedStep {
        var start: Double
        var step: ExportedStep
    }

    /// The test of `recording` on `scene`, laid out on `canvas`. Throws when the recording is
    /// invalid or the scene cannot be named in a test (`LabCatalog.Entry.testHosting` is nil).
    public func export(_ recording: TouchRecording, of scene: LabCatalog.Entry, canvas: CGSize) throws(LabError) -> LabExportedTest {
        do {
            try recording.validate()
        } catch {
            throw LabError(.invalidMessage, "The recording cannot be exported: \(error).")
        }
        guard let hosting = scene.testHosting else {
            throw LabError(.exportUnavailable, "The scene \"\(scene.id)\" has no way to be made in a test, so its recording cannot be exported.")
        }
        let end = recording.duration
        func outcome(of plan: [TimedStep]) -> HostOutcome {
            let script = LabScriptedHost(GestureHost(rootView: scene.make(), canvasSize: canvas, clock: VirtualClock(), trace: GestureTrace()))
            for timed in plan {
                if timed.step.isVerb { script.advance(to: timed.start) }
                timed.step.perform(on: script)
            }
            script.advance(to: end)
            return HostOutcome(script.host.graph)
        }
        let whole = [TimedStep(start: 0, step: .events(recording.events))]
        let truth = outcome(of: whole)
        let strokes = RecordedStroke.strokes(of: recording)
        var plan = strokes.map { TimedStep(start: $0.start, step: .events($0.events)) }
        if outcome(of: plan) != truth {
            // The time between strokes mattered (e.g. a tick inside an animation): keep it all.
            plan = whole
        } else if strokes.count <= configuration.maximumTriedStrokes {
            for index in plan.indices {
                for candidate in ExportedStep.candidates(for: strokes[index], configuration: configuration) where candidate.isVerb {
                    var trial = plan
                    trial[index].step = candidate
                    if outcome(of: trial) == truth {
                        plan = trial
                        break
                    }
                }
            }
        }
        let start = outcome(of: [])
        let name = Self.functionName(for: scene.title)
        let body = steps(plan) + ["host.advance(to: \(ExportedStep.number(end)))", ""] + expectations(from: start, to: truth, hosting: hosting, isUserBuild: scene.seed == "user")
        let source = file(recording: recording, scene: scene, hosting: hosting, canvas: canvas, strokes: strokes.count,
                          function: name, body: body)
        return LabExportedTest(fileName: name.prefix(1).uppercased() + name.dropFirst() + "Tests.swift", source: source,
                               steps: plan.map(\.step.name))
    }

    // MARK: Writing the file

    private func steps(_ plan: [TimedStep]) -> [String] {
        plan.flatMap { timed -> [String] in
            let wait = timed.step.isVerb && timed.start > 0 ? ["host.advance(to: \(ExportedStep.number(timed.start)))"] : []
            return wait + timed.step.source
        }
    }

    /// `#expect`s of what changed from `start` to `end`: the `@State` values that changed (all of
    /// them when none did), then each drawn view whose frame, opacity or text changed.
    private func expectations(from start: HostOutcome, to end: HostOutcome, hosting: LabTestHosting, isUserBuild: Bool) -> [String] {
        var lines: [String] = []
        let states = end.states.filter { $0.kind == "State" }
        let unique = states.filter { entry in states.count(where: { $0.view == entry.view && $0.name == entry.name }) == 1 }
        let changed = unique.filter { entry in
            start.states.first { $0.view == entry.view && $0.name == entry.name }?.value != entry.value
        }
        let expressible = (changed.isEmpty ? unique : changed).compactMap { entry in
            hosting.valueInTest(entry.value, isUserBuild: isUserBuild).map { (entry, $0) }
        }
        for (entry, value) in expressible.prefix(configuration.maximumStateExpectations) {
            lines.append("#expect(host.stateValue(named: \(LabBuildPlan.literal(entry.name)), in: \(LabBuildPlan.literal(entry.view))) == \(LabBuildPlan.literal(value)))")
        }
        lines.append("let views = host.drawnViews")
        lines.append("try #require(views.count == \(end.drawn.count))")
        var viewLines: [String] = []
        var described = 0, undescribed = 0
        for (index, view) in end.drawn.enumerated() {
            let before = start.drawn.count == end.drawn.count ? start.drawn[index] : nil
            var checks: [String] = []
            if before?.frame != view.frame { checks.append("#expect(views[\(index)].globalFrame == \(Self.rect(view.frame)))") }
            if before?.opacity != view.opacity, before != nil || view.opacity != 1 {
                checks.append("#expect(views[\(index)].opacity == \(ExportedStep.number(view.opacity)))")
            }
            if before?.text != view.text, let text = view.text.flatMap({ hosting.valueInTest($0, isUserBuild: isUserBuild) }) {
                checks.append("#expect(views[\(index)].text == \(LabBuildPlan.literal(text)))")
            }
            // With no view to pair it with, a view without a name says little: count it only.
            guard !checks.isEmpty, before != nil || view.identifier != nil || view.text != nil else { continue }
            guard described < configuration.maximumViewExpectations else {
                undescribed += 1
                continue
            }
            described += 1
            viewLines.append("// \(Self.describe(view, index: index))")
            viewLines += checks
        }
        lines += viewLines
        if undescribed > 0 { lines.append("// \(undescribed) more drawn views changed; the count above covers them.") }
        return lines
    }

    private func file(recording: TouchRecording, scene: LabCatalog.Entry, hosting: LabTestHosting, canvas: CGSize,
                      strokes: Int, function: String, body: [String]) -> String {
        var text = """
            // Exported from Tactile Lab: a recording of “\(scene.title)” (\(scene.id)), \(ExportedStep.number(recording.duration)) s, \(strokes) \(strokes == 1 ? "stroke" : "strokes").
            // Each stroke is a touch verb where the verb ends in the state the recording ends in, else the
            // recorded events; the expectations are the state the recording ended in.
            import Testing
            import TactileTesting

            """
        for line in hosting.imports { text += line + "\n" }
        if !hosting.declarations.isEmpty { text += "\n" + hosting.declarations + "\n" }
        text += """

            @MainActor
            @Test(\(LabBuildPlan.literal("Recorded in Tactile Lab: " + scene.title)))
            func \(function)() throws {
                let host = ViewHost(\(hosting.view), canvasSize: CGSize(width: \(ExportedStep.number(canvas.width)), height: \(ExportedStep.number(canvas.height))))

            """
        for line in body { text += line.isEmpty ? "\n" : "    " + line + "\n" }
        text += "}\n"
        return text
    }

    // MARK: Names

    /// `recorded` followed by the title's words, capitalised: `recordedDragACircle`.
    static func functionName(for title: String) -> String {
        let words = title.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return "recorded" + (joined.isEmpty ? "Scene" : String(joined.prefix(60)))
    }

    private static func describe(_ view: HostOutcome.DrawnView, index: Int) -> String {
        if let identifier = view.identifier { return "The view \"\(identifier)\"" }
        if let text = view.text { return "The text \"\(text.split(whereSeparator: \.isNewline).joined(separator: " "))\"" }
        return "Drawn view \(index)"
    }

    private static func rect(_ rect: CGRect) -> String {
        func n(_ value: CGFloat) -> String { ExportedStep.number(value) }
        return "CGRect(x: \(n(rect.origin.x)), y: \(n(rect.origin.y)), width: \(n(rect.size.width)), height: \(n(rect.size.height)))"
    }
}
