import Foundation

/// Text broken into lines for a width, measured with `FontMetrics`.
///
/// Invariants: every line is at most the available width unless a single word is wider (then
/// it is broken between characters); `size` is the widest line by the number of lines times the
/// line height; a line's `origin.y` is its baseline.
package struct TextLayout: Equatable {
    package struct Line: Equatable {
        package var text: String
        package var origin: CGPoint
        package var width: CGFloat
    }

    package var lines: [Line]
    package var size: CGSize
    package var font: Font
    package var alignment: TextAlignment

    /// Lays out `string` in `font` for `width` (nil or infinite: no limit), aligning lines by `alignment`
    /// within `boxWidth` when given, else within the widest line.
    package init(_ string: String, font: Font, width: CGFloat?, alignment: TextAlignment, boxWidth: CGFloat? = nil) {
        self.font = font
        self.alignment = alignment
        let advance = font.size * FontMetrics.averageAdvance
        let lineHeight = font.size * FontMetrics.lineHeight
        let limit = width.flatMap { $0.isFinite ? max(advance, $0) : nil }
        var texts: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            texts += Self.wrap(String(paragraph), charactersPerLine: limit.map { Int(($0 / advance + 1e-9).rounded(.down)) })
        }
        let widths = texts.map { CGFloat($0.count) * advance }
        let widest = widths.max() ?? 0
        let box = boxWidth ?? widest
        let baselineOffset = (lineHeight - font.size) / 2 + font.size * FontMetrics.ascent
        lines = zip(texts, widths).enumerated().map { index, pair in
            Line(text: pair.0, origin: CGPoint(x: (box - pair.1) * alignment.fraction, y: CGFloat(index) * lineHeight + baselineOffset), width: pair.1)
        }
        size = CGSize(width: widest, height: CGFloat(texts.count) * lineHeight)
    }

    /// Greedy word wrap at `charactersPerLine` (nil: no wrapping).
    private static func wrap(_ paragraph: String, charactersPerLine: Int?) -> [String] {
        guard let limit = charactersPerLine, limit > 0, paragraph.count > limit else { return [paragraph] }
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ") {
            var word = String(word)
            while word.count > limit {
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(word.prefix(limit)))
                word = String(word.dropFirst(limit))
            }
            if current.isEmpty { current = word } else if current.count + 1 + word.count <= limit { current += " " + word } else {
                lines.append(current)
                current = word
            }
        }
        lines.append(current)
        return lines
    }
}
