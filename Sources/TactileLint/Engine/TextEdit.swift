/// A replacement of a byte range of a file's UTF-8 text.
///
/// Invariant: `range` lies within the text the edit was computed for; edits of one correction never overlap.
public struct TextEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Applies non-overlapping `edits` to `text`.
    ///
    /// Precondition (checked by the caller, `Fixer`): the edits do not overlap and lie within the text.
    static func apply(_ edits: [TextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The edits that together fix one finding.
public struct Correction: Sendable, Hashable {
    public var edits: [TextEdit]

    public init(edits: [TextEdit]) {
        self.edits = edits
    }

    /// The span from the first edited byte to the last; corrections whose spans overlap are applied in
    /// different passes.
    var span: Range<Int> {
        let lower = edits.map(\.range.lowerBound).min() ?? 0
        let upper = edits.map(\.range.upperBound).max() ?? 0
        return lower..<Swift.max(lower, upper)
    }
}
