import SwiftSyntax

/// A tap that does something only while a panel, popup or mode is open, and then only closes it:
/// `if showsPicker || showsInfo { showsPicker = false; showsInfo = false }`. Tapped anywhere else
/// while nothing is open it does nothing: a "tap outside to close" surface, not a control, whose
/// panel or mode is closed the usual way as well.
///
/// The same holds for a tap on the view behind a sheet, full-screen cover or popover of its own type
/// that only sets the presentation's flag to `false` (`showPicker = false` beside
/// `.sheet(isPresented: $showPicker)`): while the presentation is up it covers the view, or a tap
/// outside it dismisses it before any gesture of the view sees the touch; while it is down the tap
/// changes nothing.
///
/// Invariant: the whole action (possibly in `withAnimation`) is one or more `if`s without `else`, each
/// of whose bodies only sets to `false` or `nil` names its own condition reads; or it only sets to
/// `false` flags that are the `isPresented:` bindings of presentations of the tap's own type, and the
/// tap is outside every such presentation's content.
enum ClosesIfOpen {
    /// Modifiers presenting content over the view while their `isPresented:` flag is true.
    private static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover"]

    static func onlyClosesOwnPresentation(_ modifier: ModifierCall) -> Bool {
        guard let statements = modifier.actionClosure?.statements, let cleared = clearedNames(statements), !cleared.isEmpty,
              let type = EnclosingType.declaration(of: modifier.call)
        else { return false }
        var flags: Set<String> = []
        for call in SyntaxWalk.all(FunctionCallExprSyntax.self, in: type) {
            guard let presentation = ModifierCall(call), presentations.contains(presentation.name),
                  let binding = presentation.argument(labeled: "isPresented")?.trimmedDescription, binding.hasPrefix("$")
            else { continue }
            if modifier.call.position >= presentation.call.position, modifier.call.endPosition <= presentation.call.endPosition,
               presentation.member.period.position < modifier.call.position {
                return false // the tap is inside the presentation's own content
            }
            flags.insert(String(binding.dropFirst().split(separator: ".").last ?? ""))
        }
        return cleared.isSubset(of: flags)
    }

    static func onlyClosesWhenOpen(_ closure: ClosureExprSyntax?) -> Bool {
        guard let statements = closure?.statements, let branches = ifs(statements), !branches.isEmpty else { return false }
        return branches.allSatisfy(closesWhenOpen)
    }

    private static func closesWhenOpen(_ branch: IfExprSyntax) -> Bool {
        guard branch.elseBody == nil else { return false }
        var read: Set<String> = []
        for condition in branch.conditions {
            SyntaxWalk.forEach(in: condition) { node in
                if let reference = node.as(DeclReferenceExprSyntax.self) { read.insert(reference.baseName.text) }
                if let member = node.as(MemberAccessExprSyntax.self) { read.insert(member.declName.baseName.text) }
            }
        }
        guard let cleared = clearedNames(branch.body.statements), !cleared.isEmpty else { return false }
        return cleared.isSubset(of: read)
    }

    /// The `if`s the statements are, also inside `withAnimation { … }`; nil when one is anything else.
    private static func ifs(_ statements: CodeBlockItemListSyntax) -> [IfExprSyntax]? {
        var result: [IfExprSyntax] = []
        for item in statements {
            guard let expression = WithAnimation.expression(of: item) else { return nil }
            if let branch = expression.as(IfExprSyntax.self) {
                result.append(branch)
                continue
            }
            guard let call = expression.as(FunctionCallExprSyntax.self), let body = WithAnimation.body(of: call),
                  let inner = ifs(body)
            else { return nil }
            result += inner
        }
        return result
    }

    /// The names the statements set to `false` or `nil` (also inside `withAnimation`); nil when a
    /// statement does anything else.
    static func clearedNames(_ statements: CodeBlockItemListSyntax) -> Set<String>? {
        var names: Set<String> = []
        for item in statements {
            if let assignment = Assignment(item, memberTargets: true) {
                guard assignment.operatorText == "=", assignment.value.count == 1,
                      ["false", "nil"].contains(assignment.value[0].trimmedDescription)
                else { return nil }
                names.insert(assignment.targetName)
                continue
            }
            guard let call = WithAnimation.expression(of: item)?.as(FunctionCallExprSyntax.self), let body = WithAnimation.body(of: call),
                  let inner = clearedNames(body)
            else { return nil }
            names.formUnion(inner)
        }
        return names
    }
}
