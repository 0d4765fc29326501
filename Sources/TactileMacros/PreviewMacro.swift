import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview` (SwiftUI's `Preview(_:body:)` macro): declares a uniquely named type conforming to
/// `PreviewRegistry` that records where the preview is (`fileID`, `line`, `column`) and makes it
/// (`makePreview()`), as SwiftUI's expansion does. The preview's closure is kept as written.
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
        let type = context.makeUniqueName("Preview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file ?? ExprSyntax(literal: "")
        let line = location?.line ?? ExprSyntax(literal: 0)
        let column = location?.column ?? ExprSyntax(literal: 0)
        return [
            """
            struct \(type): TactileUI.PreviewRegistry {
                static let fileID: String = \(file)
                static let line: Int = \(line)
                static let column: Int = \(column)
                @MainActor static func makePreview() -> TactileUI.Preview {
                    TactileUI.Preview(\(name)) \(body.trimmed)
                }
            }
            """,
        ]
    }
}

/// What `#Preview` reports about its arguments.
enum PreviewDiagnostic: String, DiagnosticMessage {
    case missingBody

    var message: String {
        switch self {
        case .missingBody: "#Preview needs a closure that returns the view to preview: #Preview { MyView() }"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "TactileMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
