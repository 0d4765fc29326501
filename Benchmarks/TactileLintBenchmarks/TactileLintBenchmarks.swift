import Benchmark
import Foundation
import TactileLint

/// tactile-lint's throughput on one core: each sample lints the next file of a generated corpus
/// of realistic SwiftUI view files (`Benchmarks/generate-corpus.py`, fixed seed — the corpus of
/// `Benchmarks/lint-throughput.sh`) with every rule, so `Throughput (# / s)` reads as files per
/// second and the wall-clock percentiles are per file. The whole-tool comparison with
/// `swift format lint` (parallel, with start-up and file reading) is `lint-throughput.sh`.
///
/// Run: `swift package benchmark --target TactileLintBenchmarks`.
let benchmarks: @Sendable () -> Void = {
    let corpus = LintCorpus()
    Benchmark("Lint one file (every rule)",
              configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal, .instructions],
                                   warmupIterations: 20, scalingFactor: .one, maxDuration: .seconds(5),
                                   maxIterations: 2_000)) { _ in
        blackHole(corpus.lintNext())
    }
}

/// The generated files, read into memory once (first warm-up iteration), linted in turn.
final class LintCorpus {
    static let fileCount = 200
    private var files: [(path: String, source: String)] = []
    private var next = 0
    private let linter = Linter(configuration: Configuration(rootDirectory: FileManager.default.temporaryDirectory.path))

    func lintNext() -> [Finding] {
        if files.isEmpty { files = Self.generate() }
        let file = files[next]
        next = (next + 1) % files.count
        return linter.lint(source: file.source, path: file.path)
    }

    /// Runs the corpus generator into a temporary folder and reads its files back.
    private static func generate() -> [(path: String, source: String)] {
        let benchmarks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-lint-corpus-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", benchmarks.appendingPathComponent("generate-corpus.py").path, folder.path, String(fileCount)]
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            fatalError("LintCorpus: could not run generate-corpus.py: \(error)")
        }
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        let files = paths.compactMap { path in
            (try? String(contentsOfFile: folder.appendingPathComponent(path).path, encoding: .utf8)).map { (path, $0) }
        }
        guard process.terminationStatus == 0, files.count == fileCount else {
            fatalError("LintCorpus: generate-corpus.py gave \(files.count) files (status \(process.terminationStatus))")
        }
        return files
    }
}
