import SwiftSyntax

/// Renames a gesture type to its replacement and rewrites how its callbacks read the value:
/// `MagnificationGesture().onChanged { value in s = value }` becomes
/// `MagnifyGesture().onChanged { value in s = value.magnification }`.
///
/// Invariants: only uses of the old name as an expression get a correction (a type annotation such as
/// `MagnificationGesture.Value` changes meaning and is only reported); the value is rewritten only in
/// `onChanged`, `onEnded` and `updating` applied directly to the renamed gesture, never after a
/// composition (`simultaneously`, `map`, …) that changes the value's type.
///
/// Deployment target (the project's, raised by `#available`/`@available` around the use): the new type
/// exists from iOS 17 and macOS 14 (`GestureAvailabilityRule.introduced`). Where a known platform is
/// older, the old type is the right one and nothing is reported; where every known platform is new
/// enough, the use is reported with the rename; where no platform is known, it is reported as advice
/// without a fix, since the rename could break the build.
struct GestureRename {
    let oldName: String
    let newName: String
    /// The member of the new value that holds what the old value was (`magnification`).
    let valueMember: String

    /// Whether the new name builds where `node` is.
    enum Support: Equatable {
        /// Every platform the target names is new enough.
        case supported
        /// A platform the target names is older than the new type.
        case unsupported
        /// The target names none of the new type's platforms.
        case unknown
    }

    /// One violation with `message` per use of `oldName` the deployment target allows replacing, at the
    /// name, with the edits where mechanical and the target known.
    func violations(in context: RuleContext, message: String) -> [Violation] {
        let index = context.index
        var violations: [Violation] = []
        let expressions = index.references.filter { $0.baseName.text == oldName }.map { (Syntax($0), $0.baseName, Optional($0)) }
        let types = index.identifierTypes.filter { $0.name.text == oldName }.map { (Syntax($0), $0.name, DeclReferenceExprSyntax?.none) }
        for (node, name, expression) in expressions + types {
            switch support(at: node, deploymentTarget: context.deploymentTarget) {
            case .unsupported:
                continue
            case .unknown:
                violations.append(Violation(at: name, message: message + " The deployment target is unknown (no Package.swift `platforms:` or IPHONEOS_DEPLOYMENT_TARGET found), so this is not renamed: \(newName) needs \(requirementText)."))
            case .supported:
                violations.append(Violation(at: name, message: message, correction: expression.map(correction(for:))))
            }
        }
        return violations.sorted { $0.position < $1.position }
    }

    /// The versions the new name needs, per platform.
    private var requirements: [Platform: OSVersion] {
        GestureAvailabilityRule.introduced[newName] ?? [:]
    }

    private var requirementText: String {
        requirements.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: " / ")
    }

    func support(at node: some SyntaxProtocol, deploymentTarget: DeploymentTarget) -> Support {
        let guaranteed = AvailabilityScope.guaranteed(at: node, deploymentTarget: deploymentTarget)
        let known = requirements.compactMap { platform, needed in guaranteed[platform].map { ($0, needed) } }
        if known.isEmpty { return .unknown }
        return known.allSatisfy { $0.0 >= $0.1 } ? .supported : .unsupported
    }

    private func correction(for reference: DeclReferenceExprSyntax) -> Correction {
        var edits = [TextEdit(range: SyntaxWalk.trimmedRange(of: reference.baseName), replacement: newName)]
        guard let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id else {
            return Correction(edits: edits)
        }
        let chain = ModifierChain(containing: call)
        guard chain.root.id == call.id else { return Correction(edits: edits) }
        for modifier in chain.ownGestureModifiers where ["onChanged", "onEnded", "updating"].contains(modifier.name) {
            guard let closure = modifier.actionClosure, let value = ClosureValue(of: closure) else { continue }
            for use in value.references where !readsValueMember(use) {
                let end = use.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(TextEdit(range: end..<end, replacement: "." + valueMember))
            }
        }
        return Correction(edits: edits)
    }

    private func readsValueMember(_ use: DeclReferenceExprSyntax) -> Bool {
        guard let member = use.parent?.as(MemberAccessExprSyntax.self), member.base?.id == use.id else { return false }
        return member.declName.baseName.text == valueMember
    }
}
