import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Query(…)` (SwiftData's `Query` macros): the property becomes a read of a `Query` stored
/// beside it, whose generic arguments the property's type gives — which is how
/// `@Query var items: [Item]`, with no argument naming `Item`, knows what to fetch.
///
///     @Query(sort: \Item.timestamp) private var items: [Item]
///
/// becomes
///
///     private var items: [Item] {
///         get {
///             _items.wrappedValue
///         }
///     }
///     var _items: TactileData.Query<Item, [Item]> = TactileData.Query(sort: \Item.timestamp)
///
/// Invariants: the macro's arguments are passed to `Query`'s initializer as written; the stored
/// `Query` is named after the property with a leading `_`, so code assigns it in an initializer
/// (`_items = Query(filter: …)`) as it would a property wrapper's storage; it has the default
/// access level, so a view's memberwise initializer stays as accessible as without it. A
/// property that is not a `var` of an array type (`[Item]`, `Array<Item>`) gets an error.
public struct QueryMacro: AccessorMacro, PeerMacro {
    struct Problem: DiagnosticMessage {
        let message = "'@Query' applies to a 'var' whose type is an array of models, such as '@Query var items: [Item]'"
        var diagnosticID: MessageID { MessageID(domain: "TactileMacros.Query", id: "notAnArray") }
        var severity: DiagnosticSeverity { .error }
    }

    /// The property's name as written and its element and array types, or nil.
    static func property(of declaration: some DeclSyntaxProtocol) -> (identifier: String, element: TypeSyntax, array: TypeSyntax)? {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let pattern = binding.pattern.as(IdentifierPatternSyntax.self), let type = binding.typeAnnotation?.type.trimmed else { return nil }
        if let array = type.as(ArrayTypeSyntax.self) {
            return (pattern.identifier.text, array.element.trimmed, type)
        }
        if let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Array",
           let argument = named.genericArgumentClause?.arguments.first, named.genericArgumentClause?.arguments.count == 1,
           case .type(let element) = argument.argument {
            return (pattern.identifier.text, element.trimmed, type)
        }
        return nil
    }

    static func storage(of identifier: String) -> String {
        identifier.hasPrefix("`") ? "_" + identifier.dropFirst().dropLast() : "_" + identifier
    }

    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let property = property(of: declaration) else {
            context.diagnose(Diagnostic(node: Syntax(declaration), message: Problem()))
            return []
        }
        return [
            """
            get {
                \(raw: storage(of: property.identifier)).wrappedValue
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        // The accessor expansion reports a property it cannot read; the peer stays silent.
        guard let property = property(of: declaration) else { return [] }
        let arguments = node.arguments?.as(LabeledExprListSyntax.self)?.trimmedDescription ?? ""
        return [
            """
            var \(raw: storage(of: property.identifier)): TactileData.Query<\(property.element), \(property.array)> = TactileData.Query(\(raw: arguments))
            """,
        ]
    }
}
