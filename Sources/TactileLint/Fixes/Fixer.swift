import SwiftSyntax

/// Applies the corrections of a linter's findings until none is left.
///
/// Invariants: the result parses whenever the input did (a pass whose result would not parse is
/// applied correction by correction, dropping those that break the syntax); fixing the result again
/// changes nothing; a file that does not parse is returned unchanged.
public struct Fixer: Sendable {
    public let linter: Linter
    /// The most passes run; each pass applies the corrections that do not overlap.
    public static let maximumPasses = 16

    public init(linter: Linter) {
        self.linter = linter
    }

    /// `source` with every correction applied; `module` is the run's index (the file alone when `nil`).
    /// The text is parsed in `languageMode` (unknown when `nil`: see `SourceParser`); fixes are chosen
    /// for `deploymentTarget`, the one its project declares (see `Linter.lint`).
    public func fix(source: String, path: String, module: ModuleIndex? = nil, languageMode: SwiftLanguageMode? = nil, deploymentTarget: DeploymentTarget = DeploymentTarget()) -> String {
        var current = source
        for _ in 0..<Self.maximumPasses {
            let analysis = linter.analyze(source: current, path: path, module: module, languageMode: languageMode, deploymentTarget: deploymentTarget)
            guard analysis.parsed, !analysis.corrections.isEmpty else { break }
            let next = applyPass(analysis.corrections, to: current, languageMode: languageMode)
            guard next != current else { break }
            current = next
        }
        return current
    }

    /// Applies the smallest non-overlapping corrections first; larger ones that overlap wait for the
    /// next pass, when they are computed again on the updated text.
    private func applyPass(_ corrections: [Correction], to text: String, languageMode: SwiftLanguageMode?) -> String {
        let ordered = corrections.sorted {
            ($0.span.count, $0.span.lowerBound) < ($1.span.count, $1.span.lowerBound)
        }
        var chosen: [Correction] = []
        for correction in ordered where !chosen.contains(where: { Self.conflict($0.span, correction.span) }) {
            chosen.append(correction)
        }
        let combined = TextEdit.apply(chosen.flatMap(\.edits), to: text)
        if Self.parses(combined, languageMode: languageMode) { return combined }
        for correction in chosen {
            let candidate = TextEdit.apply(correction.edits, to: text)
            if Self.parses(candidate, languageMode: languageMode) { return candidate }
        }
        return text
    }

    /// Touching spans conflict too, so an insertion at the edge of a replaced range waits a pass.
    private static func conflict(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.lowerBound <= b.upperBound && b.lowerBound <= a.upperBound
    }

    static func parses(_ text: String, languageMode: SwiftLanguageMode? = nil) -> Bool {
        SourceParser.parses(text, languageMode: languageMode)
    }
}
