import SwiftSyntax

/// Branches of a file that never run: the body of `if false { … }` (code switched off by hand, as
/// apps keep a screen's old prompt), and the fallback of an availability check the deployment target
/// already passes — the `else` of `if #available(iOS 14, *)` or of `guard #available(iOS 14, *)`,
/// the body of `if #unavailable(iOS 14)` — in a project whose every platform targets iOS 14 or later.
///
/// Invariants: a branch counts only when its `if`/`guard` has that one condition (with more, another
/// condition can send the code there); an availability fallback counts only when the deployment target
/// is known and every platform it names is at or above the version the check names for it (a
/// platform the check does not name passes by `*`). What a rule says about such code changes nothing
/// for a user, so `Linter` reports nothing there, as in preview code.
public struct UnreachableBranches {
    public private(set) var ranges: [Range<AbsolutePosition>] = []

    public init(_ tree: SourceFileSyntax, deploymentTarget: DeploymentTarget) {
        SyntaxWalk.forEach(in: tree) { node in
            if let branch = node.as(IfExprSyntax.self), branch.conditions.count == 1, let condition = branch.conditions.first?.condition {
                if case .expression(let expression) = condition, expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) {
                    ranges.append(branch.body.position..<branch.body.endPosition)
                } else if case .availability(let check) = condition, Self.passes(check, deploymentTarget) {
                    if check.availabilityKeyword.tokenKind == .poundAvailable, let fallback = branch.elseBody {
                        ranges.append(fallback.position..<fallback.endPosition)
                    } else if check.availabilityKeyword.tokenKind == .poundUnavailable {
                        ranges.append(branch.body.position..<branch.body.endPosition)
                    }
                }
            } else if let statement = node.as(GuardStmtSyntax.self), statement.conditions.count == 1,
                      case .availability(let check) = statement.conditions.first?.condition,
                      check.availabilityKeyword.tokenKind == .poundAvailable, Self.passes(check, deploymentTarget) {
                ranges.append(statement.body.position..<statement.body.endPosition)
            }
        }
    }

    /// True when `position` lies in a branch that never runs.
    public func contains(_ position: AbsolutePosition) -> Bool {
        ranges.contains { $0.contains(position) }
    }

    /// True when every platform of a known `deploymentTarget` is at or above what `check` asks of it.
    static func passes(_ check: AvailabilityConditionSyntax, _ deploymentTarget: DeploymentTarget) -> Bool {
        guard !deploymentTarget.versions.isEmpty else { return false }
        var asked: [Platform: OSVersion] = [:]
        for argument in check.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  let platform = Platform(rawValue: restriction.platform.text)
            else { continue }
            guard let text = restriction.version?.trimmedDescription, let version = OSVersion(text) else { return false }
            asked[platform] = version
        }
        return deploymentTarget.versions.allSatisfy { platform, target in asked[platform].map { target >= $0 } ?? true }
    }
}
