import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A corpus of real and deliberately broken Swift files in a temporary folder, for robustness runs
/// of tactile-lint: the package's own sources, each also truncated, cut inside a UTF-8 sequence,
/// salted with invalid bytes and with NUL bytes; empty and whitespace-only files; a 100,000-line
/// file; deeply nested expressions; binary garbage; links (good and broken), a FIFO and a folder
/// named `*.swift`, and a file with no permissions (root reads it anyway).
///
/// `expectation` says what the linter must do with each entry. Scale it with `copies` (mutated
/// copies per real file, each with its own cuts): `TACTILE_LINT_CORPUS_COPIES` for long runs.
final class LintCorpus {
    enum Expectation: Equatable {
        /// Read and checked: any findings, at most one parse_error, no io_error.
        case checked
        /// Reported with exactly one io_error (not UTF-8, not a regular file, a broken link).
        case unreadable
    }

    let root: URL
    private(set) var expectations: [String: Expectation] = [:]
    private(set) var bytes = 0
    private var random: UInt64

    /// `stride`: every how many of the package's files to take (1: all). `huge`: include the
    /// 100,000-line file and the deep-nesting files (the slow ones).
    init(copies: Int, stride: Int = 1, huge: Bool = true, seed: UInt64 = 0x5eed) throws {
        random = seed
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-lint-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let sources = Self.packageSources()
        for (index, source) in sources.enumerated() where index % max(1, stride) == 0 {
            let kind = source.path.contains("/Fixtures/") ? "fixture" : "real"
            let name = "\(kind)/\(index)-\(source.lastPathComponent)"
            let data = try Data(contentsOf: source)
            try add(name, data)
            for copy in 0..<copies {
                try mutations(of: data, name: "mutated/\(copy)/\(index)")
            }
        }
        try add("edge/Empty.swift", Data())
        try add("edge/Whitespace.swift", Data("  \n\t\n\r\n".utf8))
        try add("edge/BOM.swift", Data([0xEF, 0xBB, 0xBF]) + Data("let x = Text(\"a\").onTapGesture { }\n".utf8))
        try add("edge/CRLF.swift", Data("import SwiftUI\r\nlet pinch = MagnificationGesture()\r\n".utf8))
        if huge { try hugeAndDeep() }
        try add("edge/Garbage.bin.swift", Data((0..<8_192).map { _ in UInt8(truncatingIfNeeded: next()) } + [0xFF]), .unreadable)
        try add("edge/Latin1.swift", Data("let caf\u{E9} = 1".utf8.map { $0 }.prefix(8) + [0xE9, 0x0A]), .unreadable)
        // Root reads a file whatever its mode (CI runs as root); anyone else gets an io_error.
        try add("edge/NoPermissions.swift", Data("let ok = 1\n".utf8), getuid() == 0 ? .checked : .unreadable)
        chmod(root.appendingPathComponent("edge/NoPermissions.swift").path, 0)
        try special()
    }

    private func hugeAndDeep() throws {
        var lines = ["import SwiftUI"]
        while lines.count < 100_000 {
            lines.append(lines.count % 1_000 == 0 ? "let drag\(lines.count) = DragGesture(minimumDistance: 0)" : "let value\(lines.count) = \(lines.count)")
        }
        try add("edge/Huge.swift", Data(lines.joined(separator: "\n").utf8))
        try add("edge/Parens.swift", Data(("let x = " + String(repeating: "(", count: 20_000)).utf8))
        try add("edge/Braces.swift", Data(("let x = " + String(repeating: "{ ", count: 10_000)).utf8))
        try add("edge/Closures.swift", Data(("let g = " + String(repeating: "DragGesture().onChanged { _ in ", count: 2_000)
                                             + String(repeating: "}", count: 2_000)).utf8))
        try add("edge/Operators.swift", Data(("let s = " + Array(repeating: "1", count: 20_000).joined(separator: " + ")).utf8))
    }

    /// Every `.swift` file of this package's Sources and Tests.
    static func packageSources() -> [URL] {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return ["Sources", "Tests"].flatMap { folder -> [URL] in
            let enumerator = FileManager.default.enumerator(at: package.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        }.sorted { $0.path < $1.path }
    }

    /// Truncated at a random byte (maybe inside a UTF-8 sequence), salted with 0xFF, with NULs.
    private func mutations(of data: Data, name: String) throws {
        guard !data.isEmpty else { return }
        let cut = Int(next() % UInt64(data.count))
        try add("\(name)-truncated.swift", data.prefix(cut))
        var salted = data
        salted.insert(0xFF, at: Int(next() % UInt64(data.count)))
        try add("\(name)-salted.swift", salted, .unreadable)
        var nulled = data
        for _ in 0..<4 { nulled.insert(0, at: Int(next() % UInt64(data.count))) }
        try add("\(name)-nul.swift", nulled)
        var cutLines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        if cutLines.count > 2 { cutLines.remove(at: Int(next() % UInt64(cutLines.count))) }
        try add("\(name)-line-dropped.swift", Data(cutLines.joined(separator: "\n").utf8))
    }

    /// Links, a FIFO and a folder with a `.swift` name.
    private func special() throws {
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("special/Folder.swift"), withIntermediateDirectories: true)
        try add("special/Folder.swift/Inside.swift", Data("let inside = 1\n".utf8))
        try add("special/Target.swift", Data("let target = Text(\"t\").onTapGesture { }\n".utf8))
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("special/Link.swift").path, withDestinationPath: "Target.swift")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("special/Broken.swift").path, withDestinationPath: "Nowhere.swift")
        expectations["special/Link.swift"] = .checked
        expectations["special/Broken.swift"] = .unreadable
        #if canImport(Glibc)
        if mkfifo(root.appendingPathComponent("special/Pipe.swift").path, 0o644) == 0 {
            expectations["special/Pipe.swift"] = .unreadable
        }
        #endif
    }

    private func add(_ name: String, _ data: Data, _ expectation: Expectation? = nil) throws {
        let url = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        bytes += data.count
        // Cuts and salt may or may not break UTF-8: the bytes decide.
        expectations[name] = expectation ?? (String(validating: data, as: UTF8.self) == nil ? .unreadable : .checked)
    }

    /// SplitMix64: the corpus is the same on every run.
    private func next() -> UInt64 {
        random &+= 0x9e37_79b9_7f4a_7c15
        var z = random
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    deinit {
        chmod(root.appendingPathComponent("edge/NoPermissions.swift").path, 0o644)
        try? FileManager.default.removeItem(at: root)
    }
}
