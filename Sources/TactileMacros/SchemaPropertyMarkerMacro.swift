import SwiftSyntax
import SwiftSyntaxMacros

/// `@Attribute(…)`, `@Relationship(…)` and `@Transient` (SwiftData's peer macros of those names):
/// markers that add nothing where they are written. `@Model` reads them from the declaration —
/// an `@Attribute`'s or `@Relationship`'s arguments become the property's schema metadata, and a
/// `@Transient` property is left out of persistence and observation (`ModelMacro`).
public struct SchemaPropertyMarkerMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
