import SwiftSyntax

/// The OS versions a piece of code is known to run on because of the checks around it:
/// `if #available(iOS 17, *) { … }`, `guard #available(iOS 17, *) else { … }` earlier in the same
/// block, and `@available(iOS 17, *)` on an enclosing declaration.
///
/// Invariant: only raises versions: a platform not named by any check keeps the deployment target.
public enum AvailabilityScope {
    /// The minimum version per platform guaranteed at `node`, starting from `deploymentTarget`.
    public static func guaranteed(at node: some SyntaxProtocol, deploymentTarget: DeploymentTarget) -> DeploymentTarget {
        var result = deploymentTarget
        func raise(with arguments: some Sequence<AvailabilityArgumentSyntax>) {
            for argument in arguments {
                guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                      let platform = Platform(rawValue: restriction.platform.text),
                      let text = restriction.version?.trimmedDescription, let version = OSVersion(text)
                else { continue }
                if let current = result[platform], current >= version { continue }
                result.versions[platform] = version
            }
        }
        var child = Syntax(node)
        while let parent = child.parent {
            if let ifExpression = parent.as(IfExprSyntax.self), ifExpression.body.id == child.id {
                raise(with: availabilityArguments(in: ifExpression.conditions))
            }
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if item.position >= child.position { break }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                        raise(with: availabilityArguments(in: guardStatement.conditions))
                    }
                }
            }
            if let attributes = parent.asProtocol(WithAttributesSyntax.self)?.attributes {
                for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedDescription == "available" {
                    if case .availability(let arguments) = attribute.arguments {
                        raise(with: arguments)
                    }
                }
            }
            child = parent
        }
        return result
    }

    /// The arguments of the `#available` checks among `conditions` (`#unavailable` guarantees nothing).
    private static func availabilityArguments(in conditions: ConditionElementListSyntax) -> [AvailabilityArgumentSyntax] {
        conditions.flatMap { element -> [AvailabilityArgumentSyntax] in
            guard case .availability(let availability) = element.condition,
                  availability.availabilityKeyword.tokenKind == .poundAvailable
            else { return [] }
            return Array(availability.availabilityArguments)
        }
    }
}
