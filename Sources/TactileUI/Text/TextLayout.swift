import Foundation

/// Text broken into lines for a width, measured with `FontMetrics`: one or more styled runs
/// (`Text` concatenation), wrapped at word boundaries, cut to a line limit and to the height
/// offered with an ellipsis where the truncation mode says, shrunk first when a minimum scale
/// factor allows it (SwiftUI's `Text` layout).
///
/// Invariants:
/// - every line is at most the available width unless a single word is wider (then it is broken
///   between characters); a line holds at least one character;
/// - at most `options.lineLimit` lines, and only the lines whose heights fit a finite offered
///   height (never fewer than one); when text is left over, the last line shows an ellipsis ("…"):
///   at its end (`.tail`), its start (`.head`) or its middle (`.middle`);
/// - with a minimum scale factor below 1, text that would be truncated or have a word broken is
///   first shrunk, as far as that factor, to the largest scale at which it fits (UIKit's
///   `adjustsFontSizeToFitWidth`, which SwiftUI's `minimumScaleFactor` uses);
/// - a line is as tall as its largest font's line height; `size` is the widest line by the sum of
///   the line heights and the line spacing between them, and at least `options.reservedLines`
///   lines tall; a line's `origin.y` is its baseline;
/// - a text of one run lays out exactly as a single-font text always did (widths are counts of
///   characters times the advance, so no sum of many advances drifts).
package struct TextLayout: Equatable {
    /// A run of characters in one style, as laid out.
    package struct Run: Equatable {
        package var string: String
        package var font: Font
        /// Nil: the text's colour.
        package var color: ResolvedColor?
        /// Extra advance after each character, in points.
        package var kerning: CGFloat = 0
        /// How far the run's baseline is raised, in points.
        package var baselineOffset: CGFloat = 0
        package var underline: Decoration?
        package var strikethrough: Decoration?
        /// The image the run shows (one glyph, `TextLayoutDefaults.inlineImageCharacter`).
        package var inlineImage: Image.Source? {
            didSet { inlineWidth = inlineImage.map(Self.widthFactor) }
        }
        /// The image's width as a fraction of the point size (a symbol's aspect ratio times
        /// `FontMetrics.symbolHeight`; a square for a named image or an unknown symbol).
        package private(set) var inlineWidth: CGFloat?

        static func widthFactor(of image: Image.Source) -> CGFloat {
            if case .system(let name) = image, let symbol = SymbolCatalog.symbol(named: name) {
                return FontMetrics.symbolHeight * symbol.aspectRatio
            }
            return FontMetrics.symbolHeight
        }

        package init(_ string: String, font: Font, color: ResolvedColor? = nil) {
            self.string = string
            self.font = font
            self.color = color
        }
    }

    /// An underline or strikethrough line; its colour is the run's when nil.
    package struct Decoration: Equatable {
        package var color: ResolvedColor?
        package init(color: ResolvedColor?) { self.color = color }
    }

    /// The environment's limits on a text's lines (`TextSettings`).
    package struct Options: Equatable {
        package var lineLimit: Int?
        package var reservedLines = 0
        package var truncationMode: Text.TruncationMode = .tail
        package var minimumScaleFactor: CGFloat = 1
        package var lineSpacing: CGFloat = 0
        package init() {}
    }

    /// The characters of one run on one line.
    package struct Segment: Equatable {
        package var text: String
        /// Index into `runs`.
        package var run: Int
        /// From the line's origin.
        package var x: CGFloat
        package var width: CGFloat
    }

    package struct Line: Equatable {
        package var text: String
        package var origin: CGPoint
        package var width: CGFloat
        package var height: CGFloat
        package var segments: [Segment]
    }

    package var lines: [Line]
    package var size: CGSize
    /// The first run's font, at the scale used.
    package var font: Font
    package var alignment: TextAlignment
    /// The runs, their fonts at the scale used.
    package var runs: [Run]
    /// The fraction of their sizes the fonts were shrunk to (1: not shrunk).
    package var scale: CGFloat = 1
    /// Whether text was left out (an ellipsis shows).
    package var isTruncated = false

    /// Lays out `string` in `font` for `width` (nil or infinite: no limit), aligning lines by
    /// `alignment` within `boxWidth` when given, else within the widest line.
    package init(_ string: String, font: Font, width: CGFloat?, alignment: TextAlignment, boxWidth: CGFloat? = nil) {
        self.init(runs: [Run(string, font: font)], width: width, alignment: alignment, boxWidth: boxWidth)
    }

    /// Lays out `runs` for `width` and `height` (nil or infinite: no limit) under `options`.
    package init(runs: [Run], width: CGFloat?, height: CGFloat? = nil, alignment: TextAlignment, boxWidth: CGFloat? = nil,
                 options: Options = Options()) {
        let runs = runs.isEmpty ? [Run("", font: .body)] : runs
        let limit = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let heightLimit = height.flatMap { $0.isFinite ? max(0, $0) : nil }
        var glyphs = Glyphs(runs: runs, scale: 1)
        var broken = glyphs.breakLines(limit: limit, heightLimit: heightLimit, options: options)
        var scale: CGFloat = 1
        if options.minimumScaleFactor < 1, broken.needsShrinking {
            let smallest = max(0.01, options.minimumScaleFactor)
            var (low, high) = (smallest, CGFloat(1))
            var best: (Glyphs, BrokenLines)?
            for _ in 0..<TextLayoutDefaults.scaleSearchSteps {
                let middle = (low + high) / 2
                let candidate = Glyphs(runs: runs, scale: middle)
                let lines = candidate.breakLines(limit: limit, heightLimit: heightLimit, options: options)
                if lines.needsShrinking { high = middle } else { low = middle; best = (candidate, lines) }
            }
            if let best {
                (glyphs, broken) = best
                scale = glyphs.scale
            } else {
                glyphs = Glyphs(runs: runs, scale: smallest)
                broken = glyphs.breakLines(limit: limit, heightLimit: heightLimit, options: options)
                scale = smallest
            }
        }
        self.scale = scale
        self.alignment = alignment
        self.runs = glyphs.scaledRuns
        self.font = glyphs.scaledRuns[0].font
        isTruncated = broken.isTruncated
        (lines, size) = glyphs.place(broken.lines, alignment: alignment, boxWidth: boxWidth, options: options)
    }

    /// One line of one font at `origin` (a run of a styled text, drawn on its own).
    package init(segment text: String, font: Font, origin: CGPoint, width: CGFloat, height: CGFloat) {
        lines = [Line(text: text, origin: origin, width: width, height: height,
                      segments: [Segment(text: text, run: 0, x: 0, width: width)])]
        size = CGSize(width: width, height: height)
        self.font = font
        alignment = .leading
        runs = [Run(text, font: font)]
    }
}

/// The numbers text layout uses besides the font metrics.
package enum TextLayoutDefaults {
    /// Halvings of the scale interval when shrinking text to fit (`minimumScaleFactor`): 2⁻¹² of
    /// the font size, well under a point at any size text uses.
    package static let scaleSearchSteps = 12
    /// The ellipsis truncated text shows (U+2026, as UIKit draws it).
    package static let ellipsis: Character = "…"
    /// The glyph that stands for an image in a line (U+FFFC OBJECT REPLACEMENT CHARACTER, as
    /// `NSTextAttachment` marks one): never a word break, as wide as the image.
    package static let inlineImageCharacter: Character = "\u{FFFC}"
    /// Where an image in a line sits: its vertical centre this far above the baseline, as a
    /// fraction of the point size (SF Symbols centre on the cap height, ≈ 0.7 em, so ≈ 0.35 em).
    package static let inlineImageCentre: CGFloat = 0.35
    /// Slack in width comparisons, in points, so a line measured to exactly the width it is then
    /// offered still fits.
    package static let widthTolerance: CGFloat = 1e-7
    /// An underline's distance below the baseline and a strikethrough's above it, and both lines'
    /// thickness, as fractions of the point size (SF Pro's `underlinePosition` ≈ 0.1 em and
    /// x-height midline ≈ 0.27 em; thickness ≈ 1/17 em, 1 pt at 17 pt).
    package static let underlineOffset: CGFloat = 0.1
    package static let strikethroughOffset: CGFloat = 0.27
    package static let decorationThickness: CGFloat = 1.0 / 17
}

/// The lines a text breaks into, as glyph indices, before they are placed.
private struct BrokenLines {
    var lines: [[Int]]
    var isTruncated = false
    var brokeWord = false
    var needsShrinking: Bool { isTruncated || brokeWord }
}

/// A text's characters with the run and advance of each, at one scale.
private struct Glyphs {
    var characters: [Character] = []
    var runOf: [Int] = []
    var scaledRuns: [TextLayout.Run]
    let scale: CGFloat

    init(runs: [TextLayout.Run], scale: CGFloat) {
        self.scale = scale
        scaledRuns = runs.map { run in
            var run = run
            if scale != 1 { run.font.size *= scale }
            run.kerning *= scale
            return run
        }
        for (index, run) in runs.enumerated() {
            for character in run.string {
                characters.append(character)
                runOf.append(index)
            }
        }
    }

    func advance(ofRun run: Int) -> CGFloat {
        scaledRuns[run].font.size * (scaledRuns[run].inlineWidth ?? FontMetrics.averageAdvance) + scaledRuns[run].kerning
    }

    func advance(_ glyph: Int) -> CGFloat {
        glyph < 0 ? advance(ofRun: -glyph - 1) : advance(ofRun: runOf[glyph])
    }

    func run(of glyph: Int) -> Int { glyph < 0 ? -glyph - 1 : runOf[glyph] }

    func character(_ glyph: Int) -> Character { glyph < 0 ? TextLayoutDefaults.ellipsis : characters[glyph] }

    /// The width of `glyphs`: per run, its count times its advance (so one run never drifts).
    func width<C: Collection<Int>>(of glyphs: C) -> CGFloat {
        var width: CGFloat = 0
        var run = -1, count = 0
        for glyph in glyphs {
            let glyphRun = self.run(of: glyph)
            if glyphRun != run {
                if count > 0 { width += CGFloat(count) * advance(ofRun: run) }
                (run, count) = (glyphRun, 0)
            }
            count += 1
        }
        if count > 0 { width += CGFloat(count) * advance(ofRun: run) }
        return width
    }

    func lineHeight(of line: [Int], fallbackRun: Int) -> CGFloat {
        largestSize(of: line, fallbackRun: fallbackRun) * FontMetrics.lineHeight
    }

    func largestSize(of line: [Int], fallbackRun: Int) -> CGFloat {
        if line.isEmpty { return scaledRuns[fallbackRun].font.size }
        var largest: CGFloat = 0
        for glyph in line { largest = max(largest, scaledRuns[run(of: glyph)].font.size) }
        return largest
    }

    /// The ellipsis in the style of run `run` (a negative index: `-(run + 1)`).
    func ellipsis(inRunOf glyph: Int?) -> Int { -((glyph.map { run(of: $0) } ?? 0) + 1) }

    /// Wraps each paragraph at `limit`, then keeps the lines the line limit and `heightLimit`
    /// allow, truncating the last.
    func breakLines(limit: CGFloat?, heightLimit: CGFloat?, options: TextLayout.Options) -> BrokenLines {
        var result = BrokenLines(lines: [])
        var paragraph: [Int] = []
        for index in characters.indices {
            if characters[index] == "\n" {
                wrap(paragraph, limit: limit, into: &result)
                paragraph = []
            } else {
                paragraph.append(index)
            }
        }
        wrap(paragraph, limit: limit, into: &result)
        var visible = result.lines.count
        if let lineLimit = options.lineLimit { visible = min(visible, max(1, lineLimit)) }
        if let heightLimit {
            var used: CGFloat = 0
            var fitting = 0
            for line in result.lines.prefix(visible) {
                used += lineHeight(of: line, fallbackRun: 0) + (fitting > 0 ? options.lineSpacing : 0)
                if used > heightLimit + TextLayoutDefaults.widthTolerance { break }
                fitting += 1
            }
            visible = min(visible, max(1, fitting))
        }
        if visible < result.lines.count {
            let rest = result.lines[(visible - 1)...]
            result.lines.removeLast(result.lines.count - visible + 1)
            result.lines.append(truncated(Array(rest), limit: limit, mode: options.truncationMode))
            result.isTruncated = true
        }
        return result
    }

    /// Greedy word wrap of one paragraph at `limit` (nil: no wrapping).
    private func wrap(_ paragraph: [Int], limit: CGFloat?, into result: inout BrokenLines) {
        let tolerance = TextLayoutDefaults.widthTolerance
        guard let limit, width(of: paragraph) > limit + tolerance else {
            result.lines.append(paragraph)
            return
        }
        var current: [Int] = []
        var currentWidth: CGFloat = 0
        func place(_ word: [Int], after separator: Int?) {
            var word = word
            while word.count > 1, width(of: word) > limit + tolerance {
                if !current.isEmpty { result.lines.append(current); (current, currentWidth) = ([], 0) }
                var taken = 0, used: CGFloat = 0
                while taken < word.count, used + advance(word[taken]) <= limit + tolerance {
                    used += advance(word[taken])
                    taken += 1
                }
                taken = max(1, taken)
                result.lines.append(Array(word[..<taken]))
                word.removeFirst(taken)
                result.brokeWord = true
            }
            let wordWidth = width(of: word)
            if current.isEmpty {
                (current, currentWidth) = (word, wordWidth)
            } else if let separator, currentWidth + advance(separator) + wordWidth <= limit + tolerance {
                current.append(separator)
                current += word
                currentWidth = width(of: current)
            } else {
                result.lines.append(current)
                (current, currentWidth) = (word, wordWidth)
            }
        }
        // Words are separated by runs of spaces; a line joins two with one space (the last of the run).
        var word: [Int] = []
        var spaceBeforeWord: Int?
        var lastSpace: Int?
        for glyph in paragraph {
            if characters[glyph] == " " {
                if !word.isEmpty { place(word, after: spaceBeforeWord); word = [] }
                lastSpace = glyph
            } else {
                if word.isEmpty { spaceBeforeWord = lastSpace }
                word.append(glyph)
            }
        }
        if !word.isEmpty { place(word, after: spaceBeforeWord) }
        result.lines.append(current)
    }

    /// The last visible line when `rest` (that line and the ones after it) does not fit: as much
    /// of it as fits with an ellipsis where `mode` puts it.
    private func truncated(_ rest: [[Int]], limit: CGFloat?, mode: Text.TruncationMode) -> [Int] {
        var content: [Int] = []
        for line in rest {
            if let last = content.last { content.append(spaceLike(after: last)) }
            content += line
        }
        let first = rest[0]
        let tolerance = TextLayoutDefaults.widthTolerance
        switch mode {
        case .tail:
            guard let limit else { return first + [ellipsis(inRunOf: first.last)] }
            let room = limit - advance(ellipsis(inRunOf: first.last ?? content.first))
            var kept: [Int] = []
            var used: CGFloat = 0
            for glyph in content {
                if used + advance(glyph) > room + tolerance { break }
                used += advance(glyph)
                kept.append(glyph)
            }
            while let last = kept.last, characters[last] == " " { kept.removeLast() }
            return kept + [ellipsis(inRunOf: kept.last ?? first.first)]
        case .head:
            let source = limit == nil ? (rest.last ?? first) : content
            guard let limit else { return [ellipsis(inRunOf: source.first)] + source }
            let room = limit - advance(ellipsis(inRunOf: source.last))
            var kept: [Int] = []
            var used: CGFloat = 0
            for glyph in source.reversed() {
                if used + advance(glyph) > room + tolerance { break }
                used += advance(glyph)
                kept.append(glyph)
            }
            kept.reverse()
            while let head = kept.first, characters[head] == " " { kept.removeFirst() }
            return [ellipsis(inRunOf: kept.first ?? source.first)] + kept
        case .middle:
            guard let limit else { return first + [ellipsis(inRunOf: first.last)] }
            let dots = ellipsis(inRunOf: content.first)
            let room = limit - advance(dots)
            var head: [Int] = [], tail: [Int] = []
            var (start, end) = (0, content.count - 1)
            var (headWidth, tailWidth): (CGFloat, CGFloat) = (0, 0)
            while start <= end {
                let takeHead = headWidth <= tailWidth
                let glyph = takeHead ? content[start] : content[end]
                if headWidth + tailWidth + advance(glyph) > room + tolerance { break }
                if takeHead {
                    head.append(glyph)
                    headWidth += advance(glyph)
                    start += 1
                } else {
                    tail.append(glyph)
                    tailWidth += advance(glyph)
                    end -= 1
                }
            }
            return head + [dots] + tail.reversed()
        }
    }

    /// A space joining two lines' text when truncation puts them on one: the space character of
    /// `glyph`'s run if the text has one, else the glyph itself (whose width stands in for it).
    private func spaceLike(after glyph: Int) -> Int {
        let run = self.run(of: glyph)
        return characters.indices.first { characters[$0] == " " && runOf[$0] == run } ?? glyph
    }

    /// Places `lines` top to bottom, each aligned by `alignment` in the box.
    func place(_ lines: [[Int]], alignment: TextAlignment, boxWidth: CGFloat?,
               options: TextLayout.Options) -> ([TextLayout.Line], CGSize) {
        let widths = lines.map { width(of: $0) }
        let widest = widths.max() ?? 0
        let box = boxWidth ?? widest
        var placed: [TextLayout.Line] = []
        placed.reserveCapacity(lines.count)
        var top: CGFloat = 0
        for (line, lineWidth) in zip(lines, widths) {
            if !placed.isEmpty { top += options.lineSpacing }
            let largest = largestSize(of: line, fallbackRun: 0)
            let height = largest * FontMetrics.lineHeight
            let baseline = top + (height - largest) / 2 + largest * FontMetrics.ascent
            var segments: [TextLayout.Segment] = []
            var x: CGFloat = 0
            var start = 0
            while start < line.count {
                let run = self.run(of: line[start])
                var end = start
                while end < line.count, self.run(of: line[end]) == run { end += 1 }
                let slice = line[start..<end]
                let segmentWidth = CGFloat(slice.count) * advance(ofRun: run)
                segments.append(TextLayout.Segment(text: String(slice.map(character)), run: run, x: x, width: segmentWidth))
                x += segmentWidth
                start = end
            }
            placed.append(TextLayout.Line(text: segments.map(\.text).joined(),
                                          origin: CGPoint(x: (box - lineWidth) * alignment.fraction, y: baseline),
                                          width: lineWidth, height: height, segments: segments))
            top += height
        }
        let reserved = options.reservedLines - lines.count
        if reserved > 0 {
            let lineHeight = scaledRuns[0].font.size * FontMetrics.lineHeight
            top += CGFloat(reserved) * (lineHeight + options.lineSpacing)
        }
        return (placed, CGSize(width: widest, height: top))
    }
}
