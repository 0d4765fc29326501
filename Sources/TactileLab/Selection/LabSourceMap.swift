// Compiled with the SelectableMode trait (Package.swift), as every build but CI's release sweep is.
#if SelectableMode
import Foundation
internal import SwiftParser
internal import SwiftSyntax
import TactileUI

/// Maps a clicked view (`ViewSelection`) to the source that made it, for the lab's selectable
/// mode (docs/LAB-PROTOCOL.md, "Selectable mode").
///
/// The innermost composite view on the hit path whose `struct` is declared in `files` is where
/// the walk starts: its `body`, followed component by component of the hit view's identity as
/// Tactile builds it — `.index(n)` picks the n-th view of a builder block, `.branch` the `if`'s
/// `then` or `else`, `.id` a `ForEach`'s content, `.content` one modifier of a chain or a
/// stack's content. With no such composite (a `#Preview` closure), the walk starts at the
/// scene file's previews. A hit inside a view Tactile declares (a `Button`'s label) lands on the
/// user's call of it.
///
/// Invariant: the answer is `exact` only when every component was followed to a view the user
/// wrote (or to the call of a Tactile view); otherwise it names the innermost statement reached
/// (at worst the `body`'s line) and `exact` is false.
struct LabSourceMap {
    /// A Swift file the selection may name: its path (or a catalog scene's id) and text.
    struct File {
        var name: String
        var text: String
    }

    /// Views whose trailing closure is their content, evaluated below one `.content` component
    /// (`StackLayout.stackContent`, `Group`).
    static let containers: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ScrollView"]
    /// Shape methods that make another shape, not a modifier level (`fill`, `stroke`…).
    static let shapeMethods: Set<String> = ["fill", "stroke", "strokeBorder", "trim", "inset"]

    let files: [File]

    /// Where the view hit by `selection` was made, or nil when no file declares a view on its path.
    func locate(_ selection: ViewSelection) -> LabSelection? {
        let parsed = files.map { (file: $0, tree: Parser.parse(source: $0.text)) }
        // The innermost composite the files declare.
        for composite in selection.composites.reversed() {
            let name = Self.baseName(composite.typeName)
            for (file, tree) in parsed {
                guard let body = Self.body(ofView: name, in: tree) else { continue }
                var walk = Walk(file: file, tree: tree, components: selection.components, start: composite.depth + 1, fallback: body.line)
                walk.items(body.items, at: composite.depth + 1)
                return walk.selection(frame: selection.frame(atDepth: walk.statementDepth ?? composite.depth))
            }
        }
        // A preview closure: its views follow the `AnyView` the catalog entry wraps it in.
        guard let (file, tree) = parsed.first else { return nil }
        let firstBody = selection.composites.first?.depth ?? selection.components.count
        let start = (selection.components[..<firstBody].lastIndex { if case .type = $0 { true } else { false } } ?? -1) + 1
        var best: Walk?
        for preview in Self.previews(in: tree) {
            var walk = Walk(file: file, tree: tree, components: selection.components, start: start, fallback: preview.line)
            walk.items(preview.items, at: start)
            if best == nil || (walk.exact && !(best?.exact ?? false)) || (walk.exact == best?.exact && walk.reached > best?.reached ?? 0) {
                best = walk
            }
        }
        guard let best else { return nil }
        return best.selection(frame: selection.frame(atDepth: best.statementDepth ?? start))
    }

    /// `Row<Int>` → `Row`, `Module.Row` → `Row`.
    static func baseName(_ typeName: String) -> String {
        let plain = typeName.split(separator: "<").first.map(String.init) ?? typeName
        return plain.split(separator: ".").last.map(String.init) ?? plain
    }

    /// The statements of `struct name: …View…`'s `body` and the line of `var body`.
    private static func body(ofView name: String, in tree: SourceFileSyntax) -> (items: [CodeBlockItemSyntax], line: Int)? {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        for decl in tree.descendants(StructDeclSyntax.self) where decl.name.text == name {
            for member in decl.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" {
                    let line = variable.startLocation(converter: converter).line
                    switch binding.accessorBlock?.accessors {
                    case .getter(let items)?: return (Array(items), line)
                    case .accessors(let accessors)?:
                        if let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let items = getter.body?.statements {
                            return (Array(items), line)
                        }
                    case nil: break
                    }
                }
            }
        }
        return nil
    }

    /// The closures of the file's `#Preview`s, each with the line of its `#Preview`.
    private static func previews(in tree: SourceFileSyntax) -> [(items: [CodeBlockItemSyntax], line: Int)] {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var found: [(items: [CodeBlockItemSyntax], line: Int)] = []
        for decl in tree.descendants(MacroExpansionDeclSyntax.self) where decl.macroName.text == "Preview" {
            if let closure = decl.trailingClosure { found.append((Array(closure.statements), decl.startLocation(converter: converter).line)) }
        }
        for expr in tree.descendants(MacroExpansionExprSyntax.self) where expr.macroName.text == "Preview" {
            if let closure = expr.trailingClosure { found.append((Array(closure.statements), expr.startLocation(converter: converter).line)) }
        }
        return found
    }

    /// One walk down a body along the hit view's identity.
    private struct Walk {
        let file: File
        let converter: SourceLocationConverter
        let components: [ViewIdentity.Component]
        var statement: (first: Int, last: Int)
        var initializer: Int
        var chain: [LabSelection.Link] = []
        var exact = false
        /// The component depth of the statement reached (its outermost node), nil before one.
        var statementDepth: Int?
        /// How many components the walk followed.
        var reached: Int

        init(file: File, tree: SourceFileSyntax, components: [ViewIdentity.Component], start: Int, fallback line: Int) {
            self.file = file
            converter = SourceLocationConverter(fileName: file.name, tree: tree)
            self.components = components
            statement = (line, line)
            initializer = line
            reached = start
        }

        func selection(frame: CGRect) -> LabSelection {
            LabSelection(frame: frame, file: file.name, line: initializer, lines: [statement.first, statement.last], chain: chain, exact: exact)
        }

        private func line(_ node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }

        /// The views of a builder block: its expressions (declarations make none).
        private static func views(_ items: [CodeBlockItemSyntax]) -> [ExprSyntax] {
            items.compactMap { item -> ExprSyntax? in
                switch item.item {
                case .expr(let expr): return expr
                case .stmt(let stmt): return stmt.as(ExpressionStmtSyntax.self)?.expression ?? stmt.as(ReturnStmtSyntax.self)?.expression
                case .decl: return nil
                }
            }
        }

        /// A builder block at component `index`: one view is the block; several are a tuple.
        mutating func items(_ items: [CodeBlockItemSyntax], at index: Int) {
            let views = Self.views(items)
            reached = index
            if views.count == 1 { return expression(views[0], at: index) }
            guard index < components.count, case .index(let position) = components[index], position < views.count else { return }
            expression(views[position], at: index + 1)
        }

        /// One view expression (or `if`) at component `index`.
        mutating func expression(_ expr: ExprSyntax, at index: Int) {
            reached = index
            if let branch = expr.as(IfExprSyntax.self) {
                guard index < components.count, case .branch(let taken) = components[index] else { return }
                if taken { return items(Array(branch.body.statements), at: index + 1) }
                switch branch.elseBody {
                case .ifExpr(let next)?: expression(ExprSyntax(next), at: index + 1)
                case .codeBlock(let block)?: items(Array(block.statements), at: index + 1)
                case nil: return
                }
                return
            }
            // A new statement: what the hit view is part of, innermost so far.
            statement = (line(expr), expr.endLocation(converter: converter).line)
            statementDepth = index
            chain = []
            exact = false
            var modifiers: [(name: String, line: Int, call: FunctionCallExprSyntax)] = []
            var base = expr
            while let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let inner = member.base, !Self.isTypeReference(inner) {
                modifiers.append((member.declName.baseName.text, line(member.declName), call))
                base = inner
            }
            chain = modifiers.reversed().map { LabSelection.Link(name: $0.name, line: $0.line, gestures: Self.gestures(attachedBy: $0.name, $0.call)) }
            initializer = line(base)
            var index = index
            for modifier in modifiers {
                reached = index
                guard index < components.count else { exact = true; return }
                if LabSourceMap.shapeMethods.contains(modifier.name) { continue }
                switch components[index] {
                case .content:
                    index += 1
                case .slot:
                    // A view the modifier takes (`background`, `overlay`): its closure or first argument.
                    if let closure = modifier.call.trailingClosure {
                        return items(Array(closure.statements), at: index + 1)
                    }
                    if let argument = modifier.call.arguments.first?.expression {
                        return expression(argument, at: index + 1)
                    }
                    return
                default:
                    // `.body`: a user `ViewModifier`'s body; other components: a modifier not modelled.
                    return
                }
            }
            reached = index
            guard index < components.count else { exact = true; return }
            guard let call = base.as(FunctionCallExprSyntax.self) else {
                // `Color.red` and the like: a Tactile view, hit inside.
                exact = true
                return
            }
            let name = call.calledExpression.trimmedDescription
            let contentArgument = call.arguments.first(where: { $0.label?.text == "content" })
            let content = call.trailingClosure?.statements ?? contentArgument?.expression.as(ClosureExprSyntax.self)?.statements
            if name == "ForEach" {
                guard case .id = components[index], let content else { return }
                return items(Array(content), at: index + 1)
            }
            if LabSourceMap.containers.contains(name) {
                guard case .content = components[index], let content else { return }
                return items(Array(content), at: index + 1)
            }
            // A view Tactile declares (`Button`, `Toggle`, `Text`): the call is where the user made it.
            exact = true
        }

        /// The gesture types a gesture modifier attaches (`onTapGesture` → `TapGesture`; `.gesture(…)`
        /// → the `…Gesture` types its argument names); nil when `name` attaches none.
        static func gestures(attachedBy name: String, _ call: FunctionCallExprSyntax) -> [String]? {
            switch name {
            case "onTapGesture": return ["TapGesture"]
            case "onLongPressGesture": return ["LongPressGesture"]
            case "gesture", "simultaneousGesture", "highPriorityGesture":
                var names: [String] = []
                for token in call.arguments.tokens(viewMode: .sourceAccurate) {
                    let text = token.text
                    if case .identifier = token.tokenKind, text.hasSuffix("Gesture"), text.first?.isUppercase == true, !names.contains(text) {
                        names.append(text)
                    }
                }
                return names
            default: return nil
            }
        }

        /// `Color`, `Module.Type`: a type named before a static member, not a view.
        private static func isTypeReference(_ expr: ExprSyntax) -> Bool {
            if let reference = expr.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text.first?.isUppercase ?? false
            }
            if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
                return isTypeReference(base) && (member.declName.baseName.text.first?.isUppercase ?? false)
            }
            return false
        }
    }
}

extension SyntaxProtocol {
    /// Every node of type `T` below this one, in source order.
    fileprivate func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        var found: [T] = []
        var stack: [Syntax] = [Syntax(self)]
        while let node = stack.popLast() {
            if let match = node.as(T.self) { found.append(match) }
            stack.append(contentsOf: Array(node.children(viewMode: .sourceAccurate)).reversed())
        }
        return found
    }
}
#endif
