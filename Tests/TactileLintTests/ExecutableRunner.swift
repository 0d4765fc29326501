import Foundation

/// Runs the built `tactile-lint` executable, which SwiftPM builds next to the test bundle.
struct ExecutableRunner {
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Why the executable could not be run.
    struct Missing: Error, CustomStringConvertible {
        let searched: [String]
        var description: String { "tactile-lint was not found next to the tests; looked in \(searched.joined(separator: ", ")). Build it with `swift build --build-tests`." }
    }

    let executable: URL

    init() throws {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/debug"),
        ].map { $0.appendingPathComponent("tactile-lint") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw Missing(searched: candidates.map(\.path))
        }
        executable = found
    }

    func run(_ arguments: [String], in directory: URL) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// A private copy of a fixture folder in a temporary directory, removed when the test is done.
final class FixtureCopy {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    let root: URL

    init(_ name: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for entry in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.appendingPathComponent(name).path) {
            try FileManager.default.copyItem(
                at: Self.fixtures.appendingPathComponent(name).appendingPathComponent(entry),
                to: root.appendingPathComponent(entry)
            )
        }
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func write(_ text: String, to path: String) throws {
        try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }
}
