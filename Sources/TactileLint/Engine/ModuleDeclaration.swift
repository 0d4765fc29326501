import SwiftSyntax

/// A property or function declared in a type, an extension or at file level, as the module index
/// records it: what it is called, whose member it is and which expressions it produces.
///
/// Invariant: `values` are the expressions the declaration evaluates to (its initializer, its single
/// expression body, or the expressions of its `return` statements outside nested closures and
/// functions); `owner` is the extended or declaring type's name without module prefix or generic
/// arguments, `nil` at file level.
public struct ModuleDeclaration: Sendable {
    public enum Kind: Sendable { case property, function }

    public var kind: Kind
    public var owner: String?
    public var name: String
    /// The function's parameters: (argument label or `_`, name used inside the body).
    public var parameters: [(label: String, name: String)]
    public var values: [ExprSyntax]
    /// The declaration's code (accessor or function body), where its references are looked for.
    public var body: Syntax?
    /// True when its code is one expression (`var row: some View { HStack { … } }`): then `values[0]`
    /// is the whole view or gesture the declaration builds.
    public var isSingleExpression: Bool
    /// The attribute names written on the declaration (`State`, `GestureState`, `ViewBuilder`).
    public var attributes: [String] = []
    /// True when its declared type or its values name a `…Gesture` type (outside closures): only such
    /// declarations can build a gesture, so only they are followed when looking for one.
    public var mentionsGesture = false

    /// Sets `mentionsGesture` from the declared type's text and the values' text.
    mutating func noteGestures(declaredType: String?) {
        mentionsGesture = declaredType?.contains("Gesture") == true || values.contains { Self.mentionsGesture($0) }
    }

    private static let gestureBytes = Array("Gesture".utf8)

    /// True when `node`'s text contains `Gesture`: a byte search, far cheaper than a walk of the tree.
    static func mentionsGesture(_ node: some SyntaxProtocol) -> Bool {
        contains(node, gestureBytes)
    }

    /// True when `node`'s text contains `needle` (non-empty).
    static func contains(_ node: some SyntaxProtocol, _ needle: [UInt8]) -> Bool {
        let bytes = node.syntaxTextBytes
        guard bytes.count >= needle.count else { return false }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == needle[0] {
                var match = true
                for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                    match = false
                    break
                }
                if match { return true }
            }
            index += 1
        }
        return false
    }

    /// The key the index files the declaration under: `Owner.name`, or `.name` at file level.
    public var key: String { ModuleDeclaration.key(owner: owner, name: name) }

    public static func key(owner: String?, name: String) -> String {
        "\(owner ?? "").\(name)"
    }

    /// The declarations `decl` holds (one per bound name of a `var`/`let`).
    static func make(from variable: VariableDeclSyntax, owner: String?) -> [ModuleDeclaration] {
        let attributes = variable.attributes.compactMap { element -> String? in
            guard case .attribute(let attribute) = element else { return nil }
            return attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
        }
        return variable.bindings.compactMap { binding -> ModuleDeclaration? in
            var declaration = make(binding, owner: owner, attributes: attributes)
            declaration?.noteGestures(declaredType: binding.typeAnnotation?.type.trimmedDescription)
            return declaration
        }
    }

    private static func make(_ binding: PatternBindingSyntax, owner: String?, attributes: [String]) -> ModuleDeclaration? {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        if let initializer = binding.initializer {
            return ModuleDeclaration(
                kind: .property, owner: owner, name: name, parameters: [], values: [initializer.value],
                body: Syntax(initializer.value), isSingleExpression: true, attributes: attributes
            )
        }
        guard let accessors = binding.accessorBlock else {
            return ModuleDeclaration(
                kind: .property, owner: owner, name: name, parameters: [], values: [], body: nil,
                isSingleExpression: false, attributes: attributes
            )
        }
        let statements: CodeBlockItemListSyntax?
        switch accessors.accessors {
        case .getter(let getter):
            statements = getter
        case .accessors(let list):
            statements = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
        guard let statements else { return nil }
        let (values, single) = Self.values(of: statements)
        return ModuleDeclaration(
            kind: .property, owner: owner, name: name, parameters: [], values: values,
            body: Syntax(statements), isSingleExpression: single, attributes: attributes
        )
    }

    static func make(from function: FunctionDeclSyntax, owner: String?) -> ModuleDeclaration? {
        guard let statements = function.body?.statements else { return nil }
        let parameters = function.signature.parameterClause.parameters.map { parameter in
            (label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text)
        }
        let (values, single) = Self.values(of: statements)
        var declaration = ModuleDeclaration(
            kind: .function, owner: owner, name: function.name.text, parameters: parameters, values: values,
            body: Syntax(statements), isSingleExpression: single
        )
        declaration.noteGestures(declaredType: function.signature.returnClause?.type.trimmedDescription)
        return declaration
    }

    /// The single expression of `statements`, or the expressions of its `return` statements. Only a
    /// body that mentions a gesture is searched for returns: no rule follows any other into its body.
    private static func values(of statements: CodeBlockItemListSyntax) -> ([ExprSyntax], Bool) {
        if statements.count == 1, let item = statements.first?.item {
            if let expression = item.as(ExprSyntax.self) { return ([expression], true) }
            if let statement = item.as(ReturnStmtSyntax.self), let expression = statement.expression { return ([expression], true) }
            if let statement = item.as(ExpressionStmtSyntax.self) { return ([statement.expression], true) }
        }
        guard mentionsGesture(statements) else { return ([], false) }
        let finder = ReturnFinder()
        finder.walk(statements)
        return (finder.values, false)
    }
}

/// The expressions returned by a body, not counting nested closures and functions.
private final class ReturnFinder: SyntaxVisitor {
    var values: [ExprSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { values.append(expression) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

