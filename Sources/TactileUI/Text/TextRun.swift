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

    package init(_ string: String) { self.string = string }

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
