import SwiftSyntax

/// The inline suppression comments of one file:
///
/// - `// tactile-lint:disable:next <ids|all>` silences the next line,
/// - `// tactile-lint:disable:this <ids|all>` silences the comment's own line,
/// - `// tactile-lint:disable <ids|all>` … `// tactile-lint:enable <ids|all>` silences a region
///   (to the end of the file when not re-enabled).
///
/// Invariant: only real comments count (text in string literals does not), and a suppression never
/// silences `io_error`, which is reported before the file is parsed.
public struct Suppression {
    private struct Command {
        enum Kind { case disable, enable, disableNext, disableThis }
        let kind: Kind
        let rules: Set<String>
        let point: SourcePoint

        func covers(_ ruleID: String) -> Bool {
            rules.contains("all") || rules.contains(ruleID)
        }
    }

    private static let prefix = "tactile-lint:"
    private let commands: [Command]

    public init(tree: SourceFileSyntax, converter: SourceLocationConverter) {
        var commands: [Command] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position
            for piece in token.leadingTrivia.pieces + [nil] + token.trailingTrivia.pieces {
                guard let piece else {
                    offset = token.endPositionBeforeTrailingTrivia
                    continue
                }
                defer { offset += piece.sourceLength }
                guard case .lineComment(let text) = piece,
                      let command = Self.parse(text, at: converter.location(for: offset))
                else { continue }
                commands.append(command)
            }
        }
        self.commands = commands
    }

    private static func parse(_ comment: String, at location: SourceLocation) -> Command? {
        let body = comment.drop { $0 == "/" }.drop(while: \.isWhitespace)
        guard body.hasPrefix(prefix) else { return nil }
        let words = body.dropFirst(prefix.count).split(whereSeparator: \.isWhitespace)
        guard let verb = words.first else { return nil }
        let kind: Command.Kind
        switch verb {
        case "disable": kind = .disable
        case "enable": kind = .enable
        case "disable:next": kind = .disableNext
        case "disable:this": kind = .disableThis
        default: return nil
        }
        let rules = Set(words.dropFirst().map(String.init))
        guard !rules.isEmpty else { return nil }
        return Command(kind: kind, rules: rules, point: SourcePoint(line: location.line, column: location.column))
    }

    /// True when a finding of `ruleID` at `point` is silenced.
    public func suppresses(_ ruleID: String, at point: SourcePoint) -> Bool {
        guard ruleID != PseudoRule.ioError.rawValue else { return false }
        var disabled = false
        for command in commands where command.covers(ruleID) {
            switch command.kind {
            case .disableNext where command.point.line + 1 == point.line:
                return true
            case .disableThis where command.point.line == point.line:
                return true
            case .disable where command.point < point:
                disabled = true
            case .enable where command.point < point:
                disabled = false
            default:
                break
            }
        }
        return disabled
    }
}
