import Foundation

/// One styled piece of a `Text`: a plain `Text` has one, `+` joins the pieces of both sides, and
/// an interpolated `Text` in a `LocalizedStringKey` brings its own.
///
/// Invariant: an attribute that is `nil` here is taken from the enclosing `Text` modifiers and
/// then the environment, so the innermost setting wins, as in SwiftUI
/// (`(Text("a").bold() + Text("b")).italic()` is a bold italic "a" and an italic "b";
/// `(Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue)` keeps "a" red).
package struct TextRun: Hashable, Sendable {
    package var string: String
    package var font: Font?
    package var weight: Font.Weight?
    package var design: Font.Design?
    package var isItalic: Bool?
    package var isMonospacedDigit: Bool?
    package var color: Color?
    /// Extra space after each character, in points (`kerning` and `tracking` both add it here).
    package var kerning: CGFloat?
    package var baselineOffset: CGFloat?
    package var underline: TextDecoration?
    package var strikethrough: TextDecoration?
    /// The image this run shows in the line (`Text(_ image:)`, an `Image` interpolated in a key);
    /// its `string` is then `TextLayoutDefaults.inlineImageCharacter`, one glyph as wide as the image.
    package var inlineImage: Image.Source?

    package init(_ string: String) { self.string = string }

    /// A run that shows `image` in the line.
    package init(image: Image.Source) {
        string = String(TextLayoutDefaults.inlineImageCharacter)
        inlineImage = image
    }

    /// What the run says: its string, or the name of the image it shows (what VoiceOver and
    /// `view(withText:)` read for it).
    package var spoken: String {
        switch inlineImage {
        case nil: string
        case .system(let name)?, .named(let name)?: name
        }
    }

    /// This run with every attribute it leaves unset taken from `outer`.
    package func inheriting(_ outer: TextRun) -> TextRun {
        var run = self
        run.font = font ?? outer.font
        run.weight = weight ?? outer.weight
        run.design = design ?? outer.design
        run.isItalic = isItalic ?? outer.isItalic
        run.isMonospacedDigit = isMonospacedDigit ?? outer.isMonospacedDigit
        run.color = color ?? outer.color
        run.kerning = kerning ?? outer.kerning
        run.baselineOffset = baselineOffset ?? outer.baselineOffset
        run.underline = underline ?? outer.underline
        run.strikethrough = strikethrough ?? outer.strikethrough
        return run
    }
}

/// An underline or strikethrough: whether it is drawn, and its colour (nil: the text's).
package struct TextDecoration: Hashable, Sendable {
    package var isActive: Bool
    package var color: Color?
}
