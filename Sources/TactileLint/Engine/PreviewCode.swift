import SwiftSyntax

/// The parts of a file that only Xcode's canvas runs: `#Preview { … }` blocks, the types whose name
/// ends in `_Previews` or that conform to `PreviewProvider`, and the preview-only types: those the
/// caller names (`previewOnlyTypes`, from `ModuleIndex.previewOnlyTypes`: types named with `Preview`
/// that the module's previews use and nothing else of the run names, never a `public` or `open` one,
/// which a library's clients may use; and `unusedViews`, from `ModuleIndex.unusedViews`: the views,
/// view modifiers and `extension View` functions a whole app never shows; types with their extensions).
///
/// Invariant: a position is in preview code exactly when one of those declarations' source ranges
/// contains it. Preview code never ships, so what a rule says about it (a tap that should be a button,
/// a drag no one can reach) changes nothing for a user; `Linter` reports nothing there, as
/// `FileSummary` already ignores where a preview places a view.
public struct PreviewCode {
    /// The source ranges of the preview declarations, outermost only, in source order.
    public private(set) var ranges: [Range<AbsolutePosition>] = []
    /// The preview declarations themselves, in the order of `ranges`.
    private(set) var declarations: [Syntax] = []
    private let previewOnlyTypes: Set<String>
    private let unusedViews: Set<String>

    /// Reads only declarations (top-level statements and type members, nested types included), never
    /// function bodies or expressions: previews are declared there, and a file is walked once already.
    public init(_ tree: SourceFileSyntax, previewOnlyTypes: Set<String> = [], unusedViews: Set<String> = []) {
        self.previewOnlyTypes = previewOnlyTypes
        self.unusedViews = unusedViews
        for item in tree.statements { visit(Syntax(item.item)) }
    }

    private mutating func visit(_ node: Syntax, inViewExtension: Bool = false) {
        if Self.isPreview(node) || isPreviewOnlyType(node)
            || inViewExtension && node.as(FunctionDeclSyntax.self).map({ unusedViews.contains($0.name.text) }) == true {
            ranges.append(node.position..<node.endPosition)
            declarations.append(node)
        } else if let group = node.asProtocol(DeclGroupSyntax.self) {
            let extendsView = FileSummary.extendsView(group)
            for member in group.memberBlock.members { visit(Syntax(member.decl), inViewExtension: extendsView) }
        } else if let clause = node.as(IfConfigDeclSyntax.self) {
            for branch in clause.clauses {
                switch branch.elements {
                case .statements(let items): for item in items { visit(Syntax(item.item)) }
                case .decls(let members): for member in members { visit(Syntax(member.decl), inViewExtension: inViewExtension) }
                default: break
                }
            }
        } else if let statement = node.as(ExpressionStmtSyntax.self) {
            visit(Syntax(statement.expression))
        }
    }

    private func isPreviewOnlyType(_ node: Syntax) -> Bool {
        // An extension of such a type is as unseen as the type: a use of its members by other code
        // would have named the type.
        guard !previewOnlyTypes.isEmpty || !unusedViews.isEmpty, let group = node.asProtocol(DeclGroupSyntax.self),
              let name = ModuleIndex.typeName(of: group), !FileSummary.extendsView(group)
        else { return false }
        return unusedViews.contains(name)
            || previewOnlyTypes.contains(name) && !group.modifiers.contains(where: { ["public", "open"].contains($0.name.text) })
    }

    /// The capitalised names (types, mostly) used inside the preview declarations.
    var usedNames: Set<String> {
        var names: Set<String> = []
        for declaration in declarations {
            for token in declaration.tokens(viewMode: .sourceAccurate) where Self.isUseOfCapitalisedName(token) {
                names.insert(token.text)
            }
        }
        return names
    }

    /// An identifier starting with a capital letter that is not the name a declaration introduces.
    static func isUseOfCapitalisedName(_ token: TokenSyntax) -> Bool {
        guard case .identifier = token.tokenKind, token.text.first?.isUppercase == true else { return false }
        return !(token.parent?.is(DeclSyntax.self) ?? false)
    }

    /// True when `position` lies inside a preview declaration.
    public func contains(_ position: AbsolutePosition) -> Bool {
        ranges.contains { $0.contains(position) }
    }

    static func isPreview(_ node: Syntax) -> Bool {
        if let macro = node.as(MacroExpansionDeclSyntax.self) { return macro.macroName.text == "Preview" }
        if let macro = node.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "Preview" }
        guard let group = node.asProtocol(DeclGroupSyntax.self) else { return false }
        if let type = group.as(StructDeclSyntax.self), type.name.text.hasSuffix("_Previews") { return true }
        return EnclosingType.inheritedNames(of: group).contains("PreviewProvider")
    }
}
