import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@_PersistedProperty` (SwiftData's, which `@Model` attaches to each persisted stored property):
/// the property's value lives in the model's backing data, and reads and writes go through the
/// model's observation registrar, as `@Observable`'s tracked properties do.
///
///     var title: String
///
/// becomes
///
///     var title: String {
///         @storageRestrictions(accesses: _$backingData, initializes: _title)
///         init(initialValue) {
///             _$backingData.setValue(forKey: \Note.title, to: initialValue)
///             _title = _SwiftDataNoType()
///         }
///         get {
///             _$observationRegistrar.access(self, keyPath: \.title)
///             return self.getValue(forKey: \.title)
///         }
///         set {
///             _$observationRegistrar.withMutation(of: self, keyPath: \.title) {
///                 self.setValue(forKey: \.title, to: newValue)
///             }
///         }
///     }
///     @Transient private var _title: _SwiftDataNoType
///
/// Invariants: the init accessor writes the initial value straight into the backing data (the
/// model is not initialized yet, so nothing is tracked); the setter goes through
/// `PersistentModel.setValue(forKey:to:)`, which records the change in the model's context and
/// keeps inverse relationships in step; a read registers the property with the view evaluation
/// that made it, so the view is evaluated again when the property changes. The initial value
/// expression, if any, stays on the property (Swift runs it through the init accessor).
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    /// The property's name as code writes it, or nil for a declaration that is not one named `var`.
    static func identifier(of declaration: some DeclSyntaxProtocol) -> String? {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) else { return nil }
        return pattern.identifier.text
    }

    /// `name` without backticks, for the storage placeholder's name.
    static func plain(_ identifier: String) -> String {
        identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
    }

    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let identifier = identifier(of: declaration) else { return [] }
        let storage = "_" + plain(identifier)
        // The init accessor has no `self`: its key path names the model class.
        let root = context.lexicalContext.lazy.compactMap { $0.as(ClassDeclSyntax.self) }.first?.name.trimmedDescription ?? "Self"
        return [
            """
            @storageRestrictions(accesses: _$backingData, initializes: \(raw: storage))
            init(initialValue) {
                _$backingData.setValue(forKey: \\\(raw: root).\(raw: identifier), to: initialValue)
                \(raw: storage) = _SwiftDataNoType()
            }
            """,
            """
            get {
                _$observationRegistrar.access(self, keyPath: \\.\(raw: identifier))
                return self.getValue(forKey: \\.\(raw: identifier))
            }
            """,
            """
            set {
                _$observationRegistrar.withMutation(of: self, keyPath: \\.\(raw: identifier)) {
                    self.setValue(forKey: \\.\(raw: identifier), to: newValue)
                }
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let identifier = identifier(of: declaration) else { return [] }
        return [
            """
            @Transient
            private var _\(raw: plain(identifier)): _SwiftDataNoType
            """,
        ]
    }
}
