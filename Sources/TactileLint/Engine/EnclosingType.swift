import SwiftSyntax

/// The type declaration around a node and the stored properties it declares with a given attribute,
/// e.g. the `@State` properties of a view.
public enum EnclosingType {
    /// The nearest struct, class, actor, enum or extension around `node`.
    public static func declaration(of node: some SyntaxProtocol) -> DeclGroupSyntax? {
        var current = node.parent
        while let candidate = current {
            if let group = candidate.asProtocol(DeclGroupSyntax.self) { return group }
            current = candidate.parent
        }
        return nil
    }

    /// Names of the properties of `declaration` carrying `@<attribute>` (e.g. `State`).
    public static func properties(of declaration: DeclGroupSyntax, attributed attribute: String) -> Set<String> {
        var names: Set<String> = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: { attributeName(of: $0) == attribute })
            else { continue }
            for binding in variable.bindings {
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    names.insert(identifier.identifier.text)
                }
            }
        }
        return names
    }

    /// The type names `declaration` lists after its colon (`View`, `Gesture`).
    public static func inheritedNames(of declaration: DeclGroupSyntax) -> [String] {
        declaration.inheritanceClause?.inheritedTypes.compactMap { inherited in
            let type = inherited.type
            if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
            if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
            return nil
        } ?? []
    }

    private static func attributeName(of element: AttributeListSyntax.Element) -> String? {
        guard case .attribute(let attribute) = element else { return nil }
        return attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
    }
}
