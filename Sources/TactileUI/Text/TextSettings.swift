import Foundation

/// What the environment tells the `Text` inside it beyond font, colour and alignment: the line
/// limits, truncation, shrinking and case of `lineLimit(_:)`, `truncationMode(_:)`,
/// `minimumScaleFactor(_:)`, `textCase(_:)`, `lineSpacing(_:)`, and the styles the view
/// modifiers `bold()`, `italic()`, `fontWeight(_:)`, `fontDesign(_:)`, `kerning(_:)`,
/// `tracking(_:)`, `underline()`, `strikethrough()`, `baselineOffset(_:)` and `monospacedDigit()`
/// give every text below them (iOS 16).
///
/// Invariant: the defaults are SwiftUI's — no line limit, no reserved lines, tail truncation,
/// no shrinking (scale factor 1), no case change, no extra line spacing, no style.
package struct TextSettings: Hashable, Sendable {
    /// The most lines a text shows (nil: as many as it needs).
    package var lineLimit: Int?
    /// The lines of height a text takes even when it needs fewer (`lineLimit(_:reservesSpace:)`,
    /// a range's lower bound).
    package var reservedLines = 0
    package var truncationMode: Text.TruncationMode = .tail
    /// The smallest fraction of its font size a text shrinks to before it truncates, in (0, 1].
    package var minimumScaleFactor: CGFloat = 1
    package var textCase: Text.Case?
    /// Extra space between lines, in points.
    package var lineSpacing: CGFloat = 0
    /// Accepted for `allowsTightening(_:)`: glyphs here have fixed advances, so there is nothing to tighten.
    package var allowsTightening = false
    /// The styles of the view modifiers, taken by each run that does not set its own.
    package var style = TextRun("")

    package init() {}
}
