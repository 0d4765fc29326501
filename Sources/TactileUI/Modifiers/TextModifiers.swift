import Foundation

/// Changes the text settings of a subtree (`TextSettings`): each view modifier below sets one of
/// them for the text inside, and an inner modifier overrides an outer one, as in SwiftUI.
package struct TextSettingsModifier: EnvironmentModifier {
    package enum Change {
        /// At most `upper` lines (nil: no limit), reserving height for `reserved`.
        case lines(upper: Int?, reserved: Int)
        case truncationMode(Text.TruncationMode)
        case minimumScaleFactor(CGFloat)
        case textCase(Text.Case?)
        case lineSpacing(CGFloat)
        case allowsTightening(Bool)
        /// Sets the style attributes `style` sets (its other attributes are left as they are).
        case style(TextRun)
    }

    let change: Change

    package func update(_ environment: inout EnvironmentValues, in context: EvaluationContext) {
        var settings = environment.textSettings
        switch change {
        case .lines(let upper, let reserved):
            settings.lineLimit = upper
            settings.reservedLines = reserved
        case .truncationMode(let mode): settings.truncationMode = mode
        case .minimumScaleFactor(let factor): settings.minimumScaleFactor = factor.isFinite ? min(1, max(0.01, factor)) : 1
        case .textCase(let textCase): settings.textCase = textCase
        case .lineSpacing(let spacing): settings.lineSpacing = spacing.isFinite ? spacing : 0
        case .allowsTightening(let flag): settings.allowsTightening = flag
        case .style(let style): settings.style = style.inheriting(settings.style)
        }
        environment.textSettings = settings
    }
}

extension View {
    private func textSettings(_ change: TextSettingsModifier.Change) -> some View {
        modifier(TextSettingsModifier(change: change))
    }

    private func textStyle(_ set: (inout TextRun) -> Void) -> some View {
        var style = TextRun("")
        set(&style)
        return textSettings(.style(style))
    }

    /// At most `number` lines of text (nil: no limit); what does not fit is truncated.
    public func lineLimit(_ number: Int?) -> some View { textSettings(.lines(upper: number, reserved: 0)) }

    /// At most `limit` lines, taking the height of `limit` lines even with fewer when `reservesSpace`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        textSettings(.lines(upper: limit, reserved: reservesSpace ? limit : 0))
    }

    /// Lines within `limit`: at least its lower bound's height, at most its upper bound's lines
    /// (`2...4`, `3...`, `...5`).
    public func lineLimit<R: RangeExpression>(_ limit: R) -> some View where R.Bound == Int {
        let (lower, upper) = LineLimitRange.bounds(of: limit)
        return textSettings(.lines(upper: upper, reserved: lower))
    }

    /// Where text that does not fit is cut (default `.tail`).
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { textSettings(.truncationMode(mode)) }

    /// How far text may shrink (a fraction of its size, 0 to 1) before it truncates.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { textSettings(.minimumScaleFactor(factor)) }

    /// The case text is shown in (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View { textSettings(.textCase(textCase)) }

    /// Extra space between lines of text, in points.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { textSettings(.lineSpacing(lineSpacing)) }

    /// Accepted: glyphs have fixed advances here, so there is nothing to tighten (`TextSettings`).
    public func allowsTightening(_ flag: Bool) -> some View { textSettings(.allowsTightening(flag)) }

    /// Bold text below (iOS 16); `false` adds nothing.
    public func bold(_ isActive: Bool = true) -> some View { textStyle { if isActive { $0.weight = .bold } } }

    /// Italic text below (iOS 16).
    public func italic(_ isActive: Bool = true) -> some View { textStyle { $0.isItalic = isActive } }

    /// The weight of text below (iOS 16); nil leaves each text's own.
    public func fontWeight(_ weight: Font.Weight?) -> some View { textStyle { $0.weight = weight } }

    /// The design of text below (iOS 16.1); nil leaves each text's own.
    public func fontDesign(_ design: Font.Design?) -> some View { textStyle { $0.design = design } }

    /// Monospaced text below (iOS 16.4).
    public func monospaced(_ isActive: Bool = true) -> some View { textStyle { if isActive { $0.design = .monospaced } } }

    /// Digits of equal width below (iOS 15); every glyph here has one advance, so layout is unchanged.
    public func monospacedDigit() -> some View { textStyle { $0.isMonospacedDigit = true } }

    /// Extra space after each character of text below, in points (iOS 16).
    public func kerning(_ kerning: CGFloat) -> some View { textStyle { $0.kerning = kerning } }

    /// Extra space after each character of text below, in points (iOS 16).
    public func tracking(_ tracking: CGFloat) -> some View { textStyle { $0.kerning = tracking } }

    /// Raises the baseline of text below by `baselineOffset` points (iOS 16).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { textStyle { $0.baselineOffset = baselineOffset } }

    /// Underlines text below (iOS 16).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        textStyle { $0.underline = TextDecoration(isActive: isActive, color: color) }
    }

    /// Strikes through text below (iOS 16).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        textStyle { $0.strikethrough = TextDecoration(isActive: isActive, color: color) }
    }
}

/// The lower and upper line counts of a `lineLimit` range.
enum LineLimitRange {
    static func bounds<R: RangeExpression>(of range: R) -> (lower: Int, upper: Int?) where R.Bound == Int {
        switch range {
        case let closed as ClosedRange<Int>: return (max(0, closed.lowerBound), max(1, closed.upperBound))
        case let open as Range<Int>: return (max(0, open.lowerBound), max(1, open.upperBound - 1))
        case let from as PartialRangeFrom<Int>: return (max(0, from.lowerBound), nil)
        case let through as PartialRangeThrough<Int>: return (0, max(1, through.upperBound))
        case let upTo as PartialRangeUpTo<Int>: return (0, max(1, upTo.upperBound - 1))
        default:
            // Another range type: its bounds found by asking which counts it contains.
            let contained = (0...1000).filter { range.contains($0) }
            return (contained.first ?? 0, contained.last.map { $0 == 1000 ? nil : $0 } ?? nil)
        }
    }
}
