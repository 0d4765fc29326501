import Foundation

/// A view that displays one or more lines of read-only text (SwiftUI's `Text`).
///
/// Text takes the width it needs, up to the proposed width, wrapping at word boundaries beyond
/// it, and at most the lines its line limit and the proposed height allow (`TextLayout`); its
/// height is the sum of its lines' heights (`FontMetrics`).
///
/// Invariants: a `Text` is one or more styled runs (`TextRun`); `+` joins two texts' runs, and a
/// `Text` modifier sets its attribute on every run that has not set it (the innermost setting
/// wins, as in SwiftUI); `content` is the text as written, whatever its style or case.
public struct Text: View, Equatable {
    package var runs: [TextRun]

    /// A text of a localized string key. No string table is read here (docs/COMPATIBILITY.md):
    /// the key is the text, whatever `tableName` and `bundle` name; `comment` is for translators.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = key.textRuns
    }
    /// A text of a localized string resource (iOS 16): its default value, no string table being
    /// read here (`LocalizedStringResource`). Disfavoured: a literal (`Text("Tap \(Text("here").bold())")`)
    /// makes a `LocalizedStringKey`, whose interpolations keep a `Text`'s style.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        runs = [TextRun(resource.defaultValue.description)]
    }
    /// Disfavoured, as in SwiftUI: a string literal makes a `LocalizedStringKey`, so its
    /// interpolations (`specifier:`, `format:`, a styled `Text`) are the key's.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [TextRun(String(content))] }
    public init(verbatim content: String) { runs = [TextRun(content)] }

    /// A value formatted by `format`, e.g. `Text(score, format: .number)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [TextRun(format.format(input))]
    }

    /// An image shown in the line of text, sized by the text's font as a symbol is (SwiftUI's
    /// `Text(_:)` with an `Image`); it takes the text's colour and, joined with `+`, sits among the
    /// other runs on their baseline.
    public init(_ image: Image) { runs = [TextRun(image: image.source)] }

    package init(runs: [TextRun]) { self.runs = runs.isEmpty ? [TextRun("")] : runs }

    /// The text as written: every run's string, joined (an image run by its name).
    nonisolated package var content: String { runs.count == 1 ? runs[0].spoken : runs.map(\.spoken).joined() }

    public var body: EmptyView { EmptyView() }

    /// Joins two texts into one, each part keeping its own style.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    /// This text with `set` applied to every run `isUnset` says has not set the attribute.
    private func filling(_ isUnset: (TextRun) -> Bool, _ set: (inout TextRun) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices where isUnset(copy.runs[index]) { set(&copy.runs[index]) }
        return copy
    }

    public func font(_ font: Font?) -> Text { filling({ $0.font == nil }) { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { filling({ $0.weight == nil }) { $0.weight = weight } }
    public func fontDesign(_ design: Font.Design?) -> Text { filling({ $0.design == nil }) { $0.design = design } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { italic(true) }
    public func italic(_ isActive: Bool) -> Text { filling({ $0.isItalic == nil }) { $0.isItalic = isActive } }
    /// Digits of equal width: every glyph here has one advance (`FontMetrics`), so layout is
    /// unchanged; the setting is kept for the fonts it reaches.
    public func monospacedDigit() -> Text { filling({ $0.isMonospacedDigit == nil }) { $0.isMonospacedDigit = true } }
    /// The monospaced design of the text's font.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    public func foregroundColor(_ color: Color?) -> Text { filling({ $0.color == nil }) { $0.color = color } }
    /// The text's colour from a shape style: a colour as is, a gradient's first stop (as text in
    /// a gradient `foregroundStyle` is drawn here), a label level in the appearance drawn.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = style as? Color { return foregroundColor(color) }
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let light = AnyShapeStyle(style).resolvedColor(in: EnvironmentValues())
        let darkColor = AnyShapeStyle(style).resolvedColor(in: dark)
        return foregroundColor(Color(resolved: light, dark: darkColor == light ? nil : darkColor))
    }
    /// Extra space after each character, in points.
    public func kerning(_ kerning: CGFloat) -> Text { filling({ $0.kerning == nil }) { $0.kerning = kerning } }
    /// Extra space after each character, in points (fixed advances make tracking and kerning one).
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
    /// Raises the text's baseline by `baselineOffset` points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        filling({ $0.baselineOffset == nil }) { $0.baselineOffset = baselineOffset }
    }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        filling({ $0.underline == nil }) { $0.underline = TextDecoration(isActive: isActive, color: color) }
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        filling({ $0.strikethrough == nil }) { $0.strikethrough = TextDecoration(isActive: isActive, color: color) }
    }
}

extension Text: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        [context.node(behavior(in: context.environment))]
    }

    /// What the text draws in `environment` (a view's node, or a `Canvas`'s `draw(_:at:anchor:)`).
    package func behavior(in environment: EnvironmentValues) -> TextBehavior {
        let settings = environment.textSettings
        let baseFont = environment.font ?? .body
        let typeSize = environment.dynamicTypeSize
        let scheme = environment.colorScheme
        var laidRuns = runs.map { run in
            Self.resolve(run.inheriting(settings.style), font: baseFont, case: settings.textCase, typeSize: typeSize, scheme: scheme)
        }
        var color = environment.foregroundColor
        // One run's own colour is the behaviour's, so it animates as a text's colour always did.
        if laidRuns.count == 1, let own = laidRuns[0].color {
            color = own
            laidRuns[0].color = nil
        }
        var options = TextLayout.Options()
        options.lineLimit = settings.lineLimit
        options.reservedLines = settings.reservedLines
        options.truncationMode = settings.truncationMode
        options.minimumScaleFactor = settings.minimumScaleFactor
        options.lineSpacing = settings.lineSpacing
        return TextBehavior(string: content, runs: laidRuns, color: color, alignment: environment.multilineTextAlignment, options: options)
    }

    /// `run` as laid out: its font from the environment's `font` with its own weight, design and
    /// slant, its string in `textCase`, its colour and decorations resolved.
    private static func resolve(_ run: TextRun, font environmentFont: Font, case textCase: Text.Case?,
                                typeSize: DynamicTypeSize, scheme: ColorScheme) -> TextLayout.Run {
        var font = (run.font ?? environmentFont).scaled(for: typeSize)
        if let weight = run.weight { font.weight = weight }
        if let design = run.design { font.design = design }
        if run.isItalic == true { font.isItalic = true }
        var laid = TextLayout.Run(run.inlineImage == nil ? textCase?.apply(to: run.string) ?? run.string : run.string,
                                  font: font, color: run.color?.resolved(for: scheme))
        laid.inlineImage = run.inlineImage
        laid.kerning = run.kerning ?? 0
        laid.baselineOffset = run.baselineOffset ?? 0
        if let underline = run.underline, underline.isActive { laid.underline = TextLayout.Decoration(color: underline.color?.resolved(for: scheme)) }
        if let strike = run.strikethrough, strike.isActive { laid.strikethrough = TextLayout.Decoration(color: strike.color?.resolved(for: scheme)) }
        return laid
    }
}
