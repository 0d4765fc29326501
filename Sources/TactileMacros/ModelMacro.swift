import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model` (SwiftData's `Model()`, whose expansion this follows member for member): makes a class
/// a `PersistentModel` and `Observable`.
///
/// - memberAttribute: every stored property SwiftData persists gets `@_PersistedProperty`
///   (`PersistedPropertyMacro`), which routes it through the model's backing data and its
///   observation registrar. Persisted: a single `var` with a name, no accessors or observers,
///   neither `static`, `class` nor `lazy`, not marked `@Transient`. Everything else (a `let`, a
///   computed property, a `@Transient` one) is left as written — so a `@Transient` property is
///   neither persisted nor observed, as with SwiftData.
/// - member: `_$backingData` (created by `createBackingData()`), `persistentBackingData`,
///   `schemaMetadata` (one `Schema.PropertyMetadata` per persisted property; its metadata is the
///   property's `@Attribute(…)` or `@Relationship(…)` arguments as a `Schema.Attribute` or
///   `Schema.Relationship`), `init(backingData:)` (how a context makes the model for a stored row),
///   `_$observationRegistrar` and the placeholder type `_SwiftDataNoType`.
/// - extension: `PersistentModel` and `Observable` conformances, each only when missing.
///
/// Invariants: applied to anything but a class, it reports an error and expands to nothing; a
/// class without an initializer of its own gets SwiftData's error (the synthesized `init()` is
/// lost to `init(backingData:)`); members `public` in a `public` or `open` class are `public`
/// (a protocol requirement's witness must be).
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    enum Problem: DiagnosticMessage {
        case notAClass(kind: String)
        case noInitializer(name: String)

        var message: String {
            switch self {
            case .notAClass(let kind): "'@Model' can only be applied to a class, not to \(kind)"
            case .noInitializer(let name): "@Model requires an initializer be provided for '\(name)'"
            }
        }

        var diagnosticID: MessageID {
            switch self {
            case .notAClass: MessageID(domain: "TactileMacros.Model", id: "notAClass")
            case .noInitializer: MessageID(domain: "TactileMacros.Model", id: "noInitializer")
            }
        }

        var severity: DiagnosticSeverity { .error }
    }

    /// The class `declaration` is, or nil after reporting the problem to `context`.
    static func modelClass(_ declaration: some DeclGroupSyntax, reportingTo context: (any MacroExpansionContext)?) -> ClassDeclSyntax? {
        if let model = declaration.as(ClassDeclSyntax.self) { return model }
        let kind: String
        switch declaration.kind {
        case .structDecl: kind = "a struct"
        case .enumDecl: kind = "an enum"
        case .actorDecl: kind = "an actor"
        case .protocolDecl: kind = "a protocol"
        default: kind = "an extension"
        }
        context?.diagnose(Diagnostic(node: Syntax(declaration), message: Problem.notAClass(kind: kind)))
        return nil
    }

    /// The stored properties of `model` that SwiftData persists, in declaration order.
    static func persistedProperties(of model: ClassDeclSyntax) -> [PersistedProperty] {
        model.memberBlock.members.compactMap { PersistedProperty($0.decl) }
    }

    /// `public ` when the class is `public` or `open`, else nothing.
    static func accessPrefix(of model: ClassDeclSyntax) -> String {
        model.modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) } ? "public " : ""
    }

    // MARK: memberAttribute

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        guard declaration.is(ClassDeclSyntax.self), PersistedProperty(DeclSyntax(member)) != nil else { return [] }
        return ["@_PersistedProperty"]
    }

    // MARK: member

    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let model = modelClass(declaration, reportingTo: context) else { return [] }
        let name = model.name.trimmedDescription
        let hasInitializer = model.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
        if !hasInitializer {
            context.diagnose(Diagnostic(node: Syntax(model.name), message: Problem.noInitializer(name: name)))
        }
        let access = accessPrefix(of: model)
        let properties = persistedProperties(of: model)
        let metadata = properties.map { property in
            "TactileData.Schema.PropertyMetadata(name: \(property.nameLiteral), keypath: \\\(name).\(property.identifier), defaultValue: nil, metadata: \(property.metadata))"
        }
        let placeholders = properties.map { "_\($0.name) = _SwiftDataNoType()" }
        return [
            """
            @Transient
            private var _$backingData: TactileData._ModelBackingData = \(raw: name).createBackingData()
            """,
            """
            public var persistentBackingData: TactileData._ModelBackingData {
                get {
                    _$backingData
                }
                set {
                    _$backingData = newValue
                }
            }
            """,
            """
            \(raw: access)static var schemaMetadata: [TactileData.Schema.PropertyMetadata] {
                [\(raw: metadata.isEmpty ? "" : "\n" + metadata.joined(separator: ",\n") + "\n")]
            }
            """,
            """
            \(raw: access)required init(backingData: TactileData._ModelBackingData) {
                \(raw: (placeholders + ["self.persistentBackingData = backingData"]).joined(separator: "\n"))
            }
            """,
            """
            @Transient
            private let _$observationRegistrar = Observation.ObservationRegistrar()
            """,
            "struct _SwiftDataNoType {}",
        ]
    }

    // MARK: extension

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        // The member expansion reports a declaration that is not a class; this one stays silent.
        guard modelClass(declaration, reportingTo: nil) != nil else { return [] }
        let missing = Set(protocols.map { $0.trimmedDescription })
        var extensions: [ExtensionDeclSyntax] = []
        for conformance in ["TactileData.PersistentModel", "Observation.Observable"]
        where missing.contains(conformance) || missing.contains(String(conformance.split(separator: ".").last ?? "")) {
            extensions.append(try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: conformance) {}"))
        }
        return extensions
    }
}

/// A stored property `@Model` persists, read from its declaration: a single `var` with a name and
/// no accessors, neither `static`, `class` nor `lazy`, not `@Transient`.
struct PersistedProperty {
    /// The name as SwiftData records it (without backticks).
    let name: String
    /// The name as code writes it (with backticks when the source has them).
    let identifier: String
    /// `Schema.Attribute(…)` or `Schema.Relationship(…)` with the arguments of the property's
    /// `@Attribute` or `@Relationship`, or `nil`.
    let metadata: String

    var nameLiteral: String { "\"\(name)\"" }

    init?(_ declaration: DeclSyntax) {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let pattern = binding.pattern.as(IdentifierPatternSyntax.self), binding.accessorBlock == nil else { return nil }
        let excluded: Set<Keyword> = [.static, .class, .lazy]
        guard !variable.modifiers.contains(where: { if case .keyword(let keyword) = $0.name.tokenKind { excluded.contains(keyword) } else { false } })
        else { return nil }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let names = attributes.map { $0.attributeName.trimmedDescription }
        guard !names.contains(where: { ["Transient", "_PersistedProperty", "ObservationIgnored"].contains(Self.unqualified($0)) }) else { return nil }
        identifier = pattern.identifier.text
        name = identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
        guard !name.hasPrefix("_$") else { return nil }
        if let attribute = attributes.first(where: { Self.unqualified($0.attributeName.trimmedDescription) == "Attribute" }) {
            metadata = "TactileData.Schema.Attribute(\(attribute.arguments?.trimmedDescription ?? ""))"
        } else if let relationship = attributes.first(where: { Self.unqualified($0.attributeName.trimmedDescription) == "Relationship" }) {
            metadata = "TactileData.Schema.Relationship(\(relationship.arguments?.trimmedDescription ?? ""))"
        } else {
            metadata = "nil"
        }
    }

    /// `SwiftData.Attribute` → `Attribute`.
    static func unqualified(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }
}
