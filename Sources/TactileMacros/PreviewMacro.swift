import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview` (SwiftUI's `Preview(_:body:)` and `Preview(_:traits:_:body:)` macros): declares a
/// uniquely named type conforming to `PreviewRegistry` that records where the preview is (`fileID`,
/// `line`, `column`) and makes it (`makePreview()`), as SwiftUI's expansion does. The preview's
/// closure — trailing or labelled `body:` — is kept as written, and its traits are passed on.
///
///     #Preview("Title") { Text("Hello") }
///
/// becomes
///
///     struct $s…Preview…fMu_: TactileUI.PreviewRegistry {
///         static let fileID: String = "Module/File.swift"
///         static let line: Int = 1
///         static let column: Int = 1
///         @MainActor static func makePreview() -> TactileUI.Preview {
///             TactileUI.Preview("Title") { Text("Hello") }
///         }
///     }
///     @_silgen_name("tactile_preview_Module_File_swift_1_1") @MainActor
///     func $s…entryfMu_() -> TactileUI.Preview { $s…Preview…fMu_.makePreview() }
///
/// The second declaration is the preview's entry point under a symbol derived from its place
/// (`entrySymbol(fileID:line:column:)`): the lab, opening a package whose targets SwiftPM built,
/// links a target's objects and calls each of its previews through that symbol
/// (docs/ARCHITECTURE.md, "The lab on a package"), so a preview that uses the file's private
/// declarations runs as written. It is emitted only where the place is known.
///
/// Declarations marked `@Previewable` at the closure's top level (SwiftUI's rule) become
/// properties of a nested view `Content`, whose `body` is the rest of the closure, and the preview
/// makes `Content()`: `@Previewable @State var on = true` is then a real `@State`.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let labelledBody = node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
        guard let body = node.trailingClosure ?? labelledBody else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: PreviewDiagnostic.missingBody)])
        }
        let name = node.arguments.first { $0.label == nil }?.expression.trimmed ?? ExprSyntax("nil")
        // `traits:` and the unlabelled additional traits after it.
        var traits: [String] = []
        var inTraits = false
        for argument in node.arguments {
            if argument.label?.text == "traits" { inTraits = true } else if argument.label != nil { inTraits = false }
            if inTraits { traits.append(argument.expression.trimmedDescription) }
        }
        let traitsText = traits.isEmpty ? "" : ", traits: " + traits.joined(separator: ", ")
        let type = context.makeUniqueName("Preview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file ?? ExprSyntax(literal: "")
        let line = location?.line ?? ExprSyntax(literal: 0)
        let column = location?.column ?? ExprSyntax(literal: 0)

        var hoisted: [String] = []
        var rest: [CodeBlockItemSyntax] = []
        for item in body.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                let attributes = variable.attributes.filter { !isPreviewable($0) }
                hoisted.append(variable.with(\.attributes, attributes).trimmedDescription)
            } else {
                rest.append(item)
            }
        }
        var entry: [DeclSyntax] = []
        if let fileID = location?.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
           let lineNumber = location?.line.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
           let columnNumber = location?.column.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) {
            let symbol = entrySymbol(fileID: fileID, line: lineNumber, column: columnNumber)
            entry.append("""
                @_silgen_name(\(literal: symbol)) @MainActor func \(context.makeUniqueName("entry"))() -> TactileUI.Preview {
                    \(type).makePreview()
                }
                """)
        }
        guard !hoisted.isEmpty else {
            return entry + [
                """
                struct \(type): TactileUI.PreviewRegistry {
                    static let fileID: String = \(file)
                    static let line: Int = \(line)
                    static let column: Int = \(column)
                    @MainActor static func makePreview() -> TactileUI.Preview {
                        TactileUI.Preview(\(name)\(raw: traitsText)) \(body.trimmed)
                    }
                }
                """,
            ]
        }
        let restText = CodeBlockItemListSyntax(rest).trimmedDescription
        return entry + [
            """
            struct \(type): TactileUI.PreviewRegistry {
                static let fileID: String = \(file)
                static let line: Int = \(line)
                static let column: Int = \(column)
                struct Content: TactileUI.View {
                    \(raw: hoisted.joined(separator: "\n"))
                    var body: some TactileUI.View {
                        \(raw: restText)
                    }
                }
                @MainActor static func makePreview() -> TactileUI.Preview {
                    TactileUI.Preview(\(name)\(raw: traitsText)) {
                        Content()
                    }
                }
            }
            """,
        ]
    }

    /// The symbol of the entry point of the `#Preview` at `line` and `column` (of its `#`) in the
    /// file `fileID` (`Module/File.swift`): `tactile_preview_` and the three, every character that
    /// is not an ASCII letter or digit written as `_`. The lab derives the same name from the
    /// source (`LabPackageBuild`).
    public static func entrySymbol(fileID: String, line: Int, column: Int) -> String {
        let place = String(fileID.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) ? Character($0) : "_" })
        return "tactile_preview_\(place)_\(line)_\(column)"
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
    }
}

/// `@Previewable` (SwiftUI's `Previewable()`): a marker that `#Preview` reads and removes. Left
/// anywhere `#Preview` did not remove it, it is an error, as in SwiftUI.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: PreviewDiagnostic.previewableOutsidePreview)])
    }
}

/// What `#Preview` and `@Previewable` report about their use.
enum PreviewDiagnostic: String, DiagnosticMessage {
    case missingBody
    case previewableOutsidePreview

    var message: String {
        switch self {
        case .missingBody: "#Preview needs a closure that returns the view to preview: #Preview { MyView() }"
        case .previewableOutsidePreview: "@Previewable marks a declaration at the top level of a #Preview body; it has no meaning elsewhere"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "TactileMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
