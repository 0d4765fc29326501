import SwiftSyntax

/// Trailing commas in `#available(…)` / `#unavailable(…)` argument lists, such as
/// `#unavailable(iOS 18.0, )`: legal since Swift 6.1 (SE-0439) and accepted by the compilers the
/// projects build with, but the swift-syntax parser this tool uses reads an argument after the comma
/// and reports it missing.
///
/// Invariant: `blanked` changes only such commas, each into one space, so every other byte keeps its
/// offset and a tree parsed from the result places everything where the file has it; it returns nil
/// when the tree holds no such comma.
enum AvailabilityTrailingComma {
    static func blanked(_ source: String, tree: SourceFileSyntax) -> String? {
        let finder = Finder(viewMode: .all)
        finder.walk(tree)
        guard !finder.commas.isEmpty else { return nil }
        var bytes = Array(source.utf8)
        for offset in finder.commas where offset < bytes.count && bytes[offset] == UInt8(ascii: ",") {
            bytes[offset] = UInt8(ascii: " ")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private final class Finder: SyntaxVisitor {
        var commas: [Int] = []

        override func visit(_ node: AvailabilityConditionSyntax) -> SyntaxVisitorContinueKind {
            let arguments = Array(node.availabilityArguments)
            guard arguments.count >= 2, let last = arguments.last, last.trailingComma == nil,
                  last.argument.trimmedDescription.isEmpty, node.rightParen.presence == .present,
                  let comma = arguments[arguments.count - 2].trailingComma, comma.presence == .present
            else { return .visitChildren }
            commas.append(comma.positionAfterSkippingLeadingTrivia.utf8Offset)
            return .visitChildren
        }
    }
}
