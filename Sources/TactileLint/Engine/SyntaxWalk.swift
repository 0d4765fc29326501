import SwiftSyntax

/// Iterative pre-order traversal of a syntax tree.
///
/// Invariant: uses an explicit stack, never recursion, so arbitrarily deep trees (long modifier chains,
/// generated code) cannot exhaust the thread's stack.
public enum SyntaxWalk {
    /// Every node of type `T` under `root` (including `root`), in source order.
    public static func all<T: SyntaxProtocol>(_ type: T.Type, in root: some SyntaxProtocol) -> [T] {
        var result: [T] = []
        forEach(in: root) { node in
            if let match = node.as(T.self) { result.append(match) }
        }
        return result
    }

    /// Calls `body` with every node under `root` (including `root`), in source order.
    public static func forEach(in root: some SyntaxProtocol, _ body: (Syntax) -> Void) {
        var stack: [Syntax] = [Syntax(root)]
        while let node = stack.popLast() {
            body(node)
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
    }

    /// The text of `tree` between two positions.
    public static func text(of tree: some SyntaxProtocol, from start: AbsolutePosition, to end: AbsolutePosition) -> String {
        let bytes = tree.syntaxTextBytes
        let base = tree.position.utf8Offset
        let lower = max(0, min(bytes.count, start.utf8Offset - base))
        let upper = max(lower, min(bytes.count, end.utf8Offset - base))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The byte range of `node` without its leading and trailing trivia.
    public static func trimmedRange(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// The whitespace that starts the line `node` begins on.
    public static func indentation(of node: some SyntaxProtocol, in tree: SourceFileSyntax) -> String {
        let before = text(of: tree, from: tree.position, to: node.positionAfterSkippingLeadingTrivia)
        let line = before.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        return String(line.prefix { $0 == " " || $0 == "\t" })
    }
}
