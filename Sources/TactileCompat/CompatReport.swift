import Foundation

/// What `tactile-compat` found (docs/SOURCE-COMPATIBILITY.md): each module's verdict and every
/// missing API ranked by the places that use it (`CompatRanking`), as text for a person and as
/// JSON for the scoreboard (`scripts/compat-scoreboard.sh`).
public struct CompatReport: Sendable, Codable, Equatable {
    public enum Verdict: String, Sendable, Codable {
        /// It type-checks unchanged.
        case passes
        /// It has errors.
        case fails
        /// It could not be checked: a dependency is missing or did not type-check.
        case notChecked = "not-checked"
    }

    public struct Module: Sendable, Codable, Equatable {
        public var name: String
        public var root: String
        public var kind: CompatModule.Kind
        public var languageMode: String
        public var files: Int
        /// The platform it was compiled for (`CompatPlatform`).
        public var platform: CompatPlatform
        /// Whether it was compiled with Objective-C interoperability (Apple-platform code that
        /// needs it: `CompatTypeChecker.withObjectiveC`).
        public var objectiveC: Bool
        public var verdict: Verdict
        public var reason: String?
        public var errors: Int
    }

    public struct MissingAPI: Sendable, Codable, Equatable {
        public var name: String
        public var kind: CompatMissingAPI.Kind
        /// Distinct `file:line`s using it (paths relative to the folder given on the command line).
        public var places: Int
        public var modules: Int
        public var at: [String]
    }

    /// The platform every module was compiled for; nil: each module's own (an Xcode target's SDK,
    /// iOS for code importing UIKit outside every `#if`, else Linux).
    public var platform: CompatPlatform?
    public var modules: [Module]
    public var missingAPIs: [MissingAPI]
    /// Paths that could not be read, with why.
    public var unreadable: [String: String]

    /// The user's modules: all but those of packages named by URL, read from their checkouts.
    public var ownModules: [Module] { modules.filter { $0.kind != .dependency } }

    /// How many of the user's modules type-check.
    public var passing: Int { ownModules.filter { $0.verdict == .passes }.count }

    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "{}"
    }

    public func text(placesShown: Int = CompatConfiguration.standard.placesShown) -> String {
        let own = ownModules.count
        var lines = ["\(passing) of \(own) module\(own == 1 ? "" : "s") type-check unchanged through Tactile's SwiftUI, \(platform.map { "compiled for \($0.osName)" } ?? "each compiled for its target's platform (Linux for a package, iOS for code that imports UIKit unconditionally)").", ""]
        for (path, why) in unreadable.sorted(by: { $0.key < $1.key }) {
            lines.append("could not read \(path): \(why)")
        }
        if !unreadable.isEmpty { lines.append("") }
        lines.append("Modules")
        for module in modules {
            let verdict = module.verdict == .passes ? "passes     " : module.verdict == .fails ? "fails      " : "not checked"
            let what = module.kind.rawValue
            var line = "  \(verdict)  \(URL(fileURLWithPath: module.root).lastPathComponent)/\(module.name) (\(what), \(module.platform.osName)\(module.objectiveC ? " with Objective-C" : ""), Swift \(module.languageMode), \(module.files) file\(module.files == 1 ? "" : "s"))"
            if module.verdict == .fails { line += ": \(module.errors) error\(module.errors == 1 ? "" : "s"), the first \(module.reason ?? "")" }
            if module.verdict == .notChecked { line += ": \(module.reason ?? "")" }
            lines.append(line)
        }
        if !missingAPIs.isEmpty {
            lines += ["", "Missing APIs, by places that use them (then by modules)"]
            let width = String(missingAPIs.count).count
            for (index, api) in missingAPIs.enumerated() {
                let rank = String(index + 1).leftPadded(to: width)
                let shown = api.at.prefix(placesShown).joined(separator: ", ") + (api.at.count > placesShown ? ", …" : "")
                lines.append("  \(rank). \(api.name) — \(api.places) place\(api.places == 1 ? "" : "s"), \(api.modules) module\(api.modules == 1 ? "" : "s"): \(shown)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
