import Testing
import TactileFuzzing
import TactileScenes
import TactileTesting

/// Bounded fuzzing of the host: adversarial streams on every scene of the catalog and the stress
/// views, checking input handling, trace time, and that every frame is well-formed SVG.
@Suite("Host under adversarial touch streams")
@MainActor
struct HostFuzzTests {
    nonisolated static let targets: [String] = SceneCatalog.all.map(\.id) + StressViews.names

    static func make(_ name: String) -> AnyView {
        if let scene = SceneCatalog.scene(name) { return scene.make() }
        return StressViews.all.first { $0.name == name }!.make()
    }

    @Test("S-01 S-66 every scene survives a hostile stream and keeps rendering well-formed SVG", arguments: targets)
    func invariantsHold(_ name: String) {
        let report = HostFuzzing.run(Self.make(name), named: name, steps: TouchStepStream(seed: 21, count: 300), svgEvery: 50)
        #expect(report.violations.isEmpty, "\(report.violations.joined(separator: "\n"))")
        #expect(report.refusedBatches > 0)
    }

    @Test("Lesson 1: identical hostile streams give identical host traces", arguments: ["stress-crowded-canvas", "000-gesture-state-position"])
    func deterministic(_ name: String) {
        let first = HostFuzzing.run(Self.make(name), named: name, steps: TouchStepStream(seed: 5, count: 300))
        let second = HostFuzzing.run(Self.make(name), named: name, steps: TouchStepStream(seed: 5, count: 300))
        #expect(first.traceDigest == second.traceDigest)
    }

    @Test("The SVG check rejects what is not well-formed")
    func svgCheckCanFail() {
        #expect(SVGWellFormedness.problem(in: "<svg><g></svg>") != nil)
        #expect(SVGWellFormedness.problem(in: "<html/>") != nil)
        #expect(SVGWellFormedness.problem(in: "<svg><text>a & b</text></svg>") != nil)
        #expect(SVGWellFormedness.problem(in: "<svg width=3></svg>") != nil)
        #expect(SVGWellFormedness.problem(in: "<svg><rect/></svg><svg/>") != nil)
        #expect(SVGWellFormedness.problem(in: "<?xml version=\"1.0\"?><svg a='1'><text>a &amp; b &#60;</text><!-- c --></svg>\n") == nil)
        #expect(SVGWellFormedness.problem(in: "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect/></svg>") == nil)
    }
}
