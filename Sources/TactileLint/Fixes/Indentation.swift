/// How a file indents its code, so that code a fix writes lines up with the code around it.
///
/// Invariants: `unit` is one tab, or 2 to 8 spaces (4 when the file shows no indentation); text
/// re-based with `rebase` keeps its lines' relative indentation, and a line holding only whitespace
/// comes out empty (a fix never leaves trailing spaces).
struct Indentation: Sendable, Equatable {
    /// What one level of nesting adds.
    let unit: String

    /// The indentation used when a file shows none, and the widths recognised as a unit of spaces.
    static let defaultUnit = "    "
    static let spaceUnits = 2...8

    init(unit: String) {
        self.unit = unit
    }

    /// The unit `text` uses: tabs when more lines start with a tab than with a space, else the most
    /// common step between the space indentations of consecutive non-blank lines.
    init(of text: String) {
        var tabbed = 0
        var spaced = 0
        var steps: [Int: Int] = [:]
        var previous = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.contains(where: { $0 != " " && $0 != "\t" }) else { continue }
            if line.first == "\t" { tabbed += 1 } else if line.first == " " { spaced += 1 }
            let width = line.prefix { $0 == " " }.count
            if width > previous { steps[width - previous, default: 0] += 1 }
            previous = width
        }
        if tabbed > spaced {
            unit = "\t"
            return
        }
        let step = steps.filter { Self.spaceUnits.contains($0.key) }.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key
        unit = step.map { String(repeating: " ", count: $0) } ?? Self.defaultUnit
    }

    /// `lines` moved so that the least indented non-blank one starts with `indentation`; blank lines
    /// become empty.
    static func rebase(_ lines: [Substring], to indentation: String) -> [String] {
        let common = lines.filter { !isBlank($0) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        return lines.map { isBlank($0) ? "" : indentation + $0.dropFirst(common) }
    }

    /// `text`'s lines after the first shifted by `shift` whitespace; the first line, which continues
    /// a line already written, stays as it is. Blank lines become empty.
    static func shift(_ text: String, by shift: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices.dropFirst() {
            lines[index] = isBlank(lines[index]) ? "" : shift + lines[index]
        }
        return lines.joined(separator: "\n")
    }

    /// `text`'s lines after the first with `removed` taken off their start where they begin with it
    /// (moved one level out). Blank lines become empty.
    static func unshift(_ text: String, by removed: String) -> String {
        guard !removed.isEmpty else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices.dropFirst() {
            if isBlank(lines[index]) {
                lines[index] = ""
            } else if lines[index].hasPrefix(removed) {
                lines[index] = String(lines[index].dropFirst(removed.count))
            }
        }
        return lines.joined(separator: "\n")
    }

    static func isBlank(_ line: some StringProtocol) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" }
    }
}
