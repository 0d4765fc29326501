import TactileTesting

/// Fuzzing of the host: a view tree on a `ViewHost` (hit testing, arbitration, state, animation,
/// rendering).
public enum HostFuzzing {
    /// Plays `steps` on `view` and checks, besides `TouchStreamFuzzer`'s input invariants, that
    /// the rendered frame is well-formed SVG every `svgEvery` steps and at the end.
    @MainActor
    public static func run<Content: View>(_ view: Content, named name: String, steps: some Sequence<TouchStep>,
                                          svgEvery: Int = 25, historyWindow: Int = 1_000) -> FuzzReport {
        let host = ViewHost(view)
        let fuzzer = TouchStreamFuzzer(target: host, historyWindow: historyWindow)
        fuzzer.afterStep = { report, index in
            guard index % max(1, svgEvery) == 0 else { return }
            let problem = SVGWellFormedness.problem(in: host.svg())
            report.check(problem == nil, "\(name), step \(index): \(problem ?? "")")
        }
        var report = fuzzer.run(steps)
        let problem = SVGWellFormedness.problem(in: host.svg())
        report.check(problem == nil, "\(name), at the end: \(problem ?? "")")
        return report
    }
}
