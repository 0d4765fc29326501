import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` inside `extension EnvironmentValues` or `extension
/// ContainerValues` (SwiftUI's `@Entry`): a private key type `__Key_name` (an `EnvironmentKey`, or a
/// `ContainerValueKey` for container values) whose `defaultValue` is the initializer, and a get/set
/// accessor pair that reads and writes `self[__Key_name.self]`. As with SwiftUI, the type may be left
/// to the initializer (`@Entry var navigator = Navigator()`), and an optional type needs no
/// initializer (`@Entry var coordinator: Coordinator?`, default `nil`).
///
/// Invariants: with a type, the default is evaluated each time it is needed (a computed
/// `defaultValue`, as SwiftUI's expansion does); without one, the key stores it (`static let`, whose
/// type the initializer gives). A declaration that is not a single `var`, or has neither an initializer
/// nor an optional type, gets an error, never an expansion.
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// What `@Entry` needs from the declaration it is attached to.
    struct Entry {
        let name: String
        /// Nil when the initializer gives it.
        let type: TypeSyntax?
        let defaultValue: ExprSyntax

        var keyName: String { "__Key_\(name)" }
    }

    enum Problem: String, DiagnosticMessage {
        case notAVariable = "'@Entry' applies to a stored 'var' with a default value, such as '@Entry var spacing: CGFloat = 8'"
        case noDefault = "'@Entry' needs a default value: write '= <value>' after the type"

        var message: String { rawValue }
        var diagnosticID: MessageID { MessageID(domain: "TactileMacros.Entry", id: String(describing: self)) }
        var severity: DiagnosticSeverity { .error }
    }

    /// The entry `declaration` declares; problems are reported to `context` when it is given.
    static func entry(of declaration: some DeclSyntaxProtocol, reportingTo context: (any MacroExpansionContext)?) -> Entry? {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let pattern = binding.pattern.as(IdentifierPatternSyntax.self), binding.accessorBlock == nil else {
            context?.diagnose(Diagnostic(node: Syntax(declaration), message: Problem.notAVariable))
            return nil
        }
        let type = binding.typeAnnotation?.type.trimmed
        guard let value = binding.initializer?.value.trimmed ?? type.flatMap(Self.nilForOptional) else {
            context?.diagnose(Diagnostic(node: Syntax(declaration), message: Problem.noDefault))
            return nil
        }
        return Entry(name: pattern.identifier.trimmedDescription, type: type, defaultValue: value)
    }

    /// `nil`, the default of an optional type (`T?`, `T!`, `Optional<T>`) declared without an
    /// initializer; nil for any other type.
    static func nilForOptional(_ type: TypeSyntax) -> ExprSyntax? {
        let optional = type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.as(IdentifierTypeSyntax.self).map { $0.name.text == "Optional" && $0.genericArgumentClause != nil } == true
        return optional ? ExprSyntax(NilLiteralExprSyntax()) : nil
    }

    /// The key protocol of the values the entry is declared in: `ContainerValueKey` inside
    /// `extension ContainerValues`, `EnvironmentKey` anywhere else (as SwiftUI's `@Entry` in
    /// `EnvironmentValues`).
    static func keyProtocol(in lexicalContext: [Syntax]) -> String {
        let extended = lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?.extendedType.trimmedDescription
        switch extended {
        case "ContainerValues", "SwiftUI.ContainerValues", "TactileUI.ContainerValues": return "TactileUI.ContainerValueKey"
        default: return "TactileUI.EnvironmentKey"
        }
    }

    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let entry = entry(of: declaration, reportingTo: context) else { return [] }
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        // The accessor expansion reports the problems; the peer stays silent to say them once.
        guard let entry = entry(of: declaration, reportingTo: nil) else { return [] }
        let (keyName, value) = (entry.keyName, entry.defaultValue)
        let keyProtocol = keyProtocol(in: context.lexicalContext)
        guard let type = entry.type else {
            return ["""
            private struct \(raw: keyName): \(raw: keyProtocol) {
                static let defaultValue = \(value)
            }
            """]
        }
        return ["""
        private struct \(raw: keyName): \(raw: keyProtocol) {
            static var defaultValue: \(type) { \(value) }
        }
        """]
    }
}
