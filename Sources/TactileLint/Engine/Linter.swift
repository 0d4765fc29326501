import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// Checks the text of one file with the enabled rules.
///
/// Invariants: `lint` never traps, whatever the text; text is parsed in the project's language mode
/// (`SourceParser`), so a file legal in that mode is checked whole; a file with syntax errors yields
/// exactly one `parse_error` finding (the first error) plus the rule findings inside the declarations
/// the errors do not reach (`UnbrokenDeclarations`), none of which carries a correction (errors only
/// inside `#if swift(<5.9)`-style clauses no supported compiler parses give no `parse_error`); suppressed
/// findings carry no correction; nothing is reported in preview code (`PreviewCode`: previews and the
/// types only they use), which never ships, nor in branches that never run (`UnreachableBranches`:
/// `if false`, an availability fallback the deployment target passes), nor in a Sourcery inline
/// fragment that does not parse (`SourceryFragment`), which is never compiled as a file.
public struct Linter: Sendable {
    public let configuration: Configuration
    /// The enabled rules, in registry order.
    public let rules: [any Rule]

    public init(configuration: Configuration, rules: [any Rule] = RuleRegistry.all) {
        self.configuration = configuration
        self.rules = rules.filter { configuration.isEnabled($0.description) }
    }

    /// The findings in `source`, reported as being in the file `path`, checked as a module of its own,
    /// for the deployment target its project declares (`deploymentTarget`; the configuration's
    /// `deployment_target` overrides it platform by platform).
    public func lint(source: String, path: String, languageMode: SwiftLanguageMode? = nil, deploymentTarget: DeploymentTarget = DeploymentTarget()) -> [Finding] {
        analyze(source: source, path: path, languageMode: languageMode, deploymentTarget: deploymentTarget).findings
    }

    /// The findings in an already parsed file, checked against the declarations of the whole run.
    public func lint(tree: SourceFileSyntax, path: String, module: ModuleIndex, deploymentTarget: DeploymentTarget = DeploymentTarget()) -> [Finding] {
        analyze(tree: tree, path: path, module: module, deploymentTarget: deploymentTarget).findings
    }

    /// A finding and, when the rule has a mechanical fix, its correction.
    struct Analysis {
        var findings: [Finding] = []
        var corrections: [Correction] = []
        var parsed = true
    }

    func analyze(source: String, path: String, module: ModuleIndex? = nil, languageMode: SwiftLanguageMode? = nil, deploymentTarget: DeploymentTarget = DeploymentTarget()) -> Analysis {
        analyze(tree: SourceParser.parse(source, languageMode: languageMode), path: path, module: module, deploymentTarget: deploymentTarget)
    }

    func analyze(tree: SourceFileSyntax, path: String, module: ModuleIndex?, deploymentTarget: DeploymentTarget = DeploymentTarget()) -> Analysis {
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        var analysis = Analysis()
        // In a broken file only the declarations the errors do not reach are checked, without fixes.
        var unbroken: UnbrokenDeclarations?
        if tree.hasError {
            analysis.parsed = false
            // A Sourcery inline fragment is pasted into another file, never compiled on its own.
            guard !SourceryFragment.isFragment(tree.description) else { return analysis }
            if let error = Self.parseError(in: tree, path: path, converter: converter) { analysis.findings.append(error) }
            let parts = UnbrokenDeclarations(tree)
            guard !parts.ranges.isEmpty else { return analysis }
            unbroken = parts
        }
        let suppression = Suppression(tree: tree, converter: converter)
        // Types only previews use, from the run's index; a file checked alone is its own run.
        var previews = PreviewCode(tree)
        // A view type no code of a whole-project run names is never shown: like a preview, not checked.
        if let module {
            if !module.previewOnlyTypes.isEmpty || !module.unusedViews.isEmpty {
                previews = PreviewCode(tree, previewOnlyTypes: module.previewOnlyTypes, unusedViews: module.unusedViews)
            }
        } else if !previews.ranges.isEmpty, unbroken == nil {
            let alone = ModuleIndex(summaries: [FileSummary(tree)]).previewOnlyTypes
            if !alone.isEmpty { previews = PreviewCode(tree, previewOnlyTypes: alone) }
        }
        let context = RuleContext(tree: tree, deploymentTarget: deploymentTarget.overridden(by: configuration.deploymentTarget), module: module, path: path)
        let unreachable = UnreachableBranches(tree, deploymentTarget: context.deploymentTarget)
        for rule in rules {
            let description = rule.description
            for violation in rule.check(context) where (unbroken?.contains(violation.position) ?? true)
                && !previews.contains(violation.position) && !unreachable.contains(violation.position) {
                let location = converter.location(for: violation.position)
                let point = SourcePoint(line: location.line, column: location.column)
                guard !suppression.suppresses(description.id, at: point) else { continue }
                analysis.findings.append(Finding(
                    file: path, line: point.line, column: point.column, ruleID: description.id,
                    severity: configuration.severity(of: description), message: violation.message
                ))
                if unbroken == nil, let correction = violation.correction { analysis.corrections.append(correction) }
            }
        }
        analysis.findings.sort(by: Finding.reportOrder)
        return analysis
    }

    /// The first syntax error as a finding, or nil when every error lies in a clause no supported
    /// compiler parses (`InactiveVersionCode`) or the file is an Xcode template (`XcodeTemplate`): the
    /// file builds, or is not meant to, though it is still checked only where the errors do not reach
    /// and never fixed.
    private static func parseError(in tree: SourceFileSyntax, path: String, converter: SourceLocationConverter) -> Finding? {
        guard !XcodeTemplate.contains(path) else { return nil }
        let inactive = InactiveVersionCode(tree)
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { !inactive.contains($0.position) }
        guard diagnostics.contains(where: { $0.diagMessage.severity == .error }) else { return nil }
        let first = diagnostics.first { $0.diagMessage.severity == .error } ?? diagnostics.first
        let location = first.map { $0.location(converter: converter) }
        let reason = first?.message ?? "the file is not valid Swift"
        return Finding(
            file: path, line: location?.line ?? 1, column: location?.column ?? 1,
            ruleID: PseudoRule.parseError.rawValue, severity: .error,
            message: "Syntax error: \(reason). Rules checked only the declarations this error does not reach, and nothing here is fixed; fix the syntax and lint again."
        )
    }
}
