import Foundation

/// A view that displays one or more lines of read-only text (SwiftUI's `Text`).
///
/// Text takes the width it needs, up to the proposed width, wrapping at word boundaries beyond
/// it; its height is its number of lines times the font's line height (`FontMetrics`).
public struct Text: View, Equatable {
    package var content: String
    package var font: Font?
    package var weight: Font.Weight?
    package var isItalic = false
    package var color: Color?

    public init(_ key: LocalizedStringKey) { content = key.key }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }

    public var body: EmptyView { EmptyView() }

    public func font(_ font: Font?) -> Text { var copy = self; copy.font = font; return copy }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var copy = self; copy.weight = weight; return copy }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { var copy = self; copy.isItalic = true; return copy }
    public func foregroundColor(_ color: Color?) -> Text { var copy = self; copy.color = color; return copy }

    /// The font this text uses in `environment`.
    package func resolvedFont(in environment: EnvironmentValues) -> Font {
        var resolved = font ?? environment.font ?? .body
        if let weight { resolved.weight = weight }
        if isItalic { resolved.isItalic = true }
        return resolved
    }
}

extension Text: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let environment = context.environment
        let color = color?.resolved ?? environment.foregroundColor
        return [context.node(TextBehavior(string: content, font: resolvedFont(in: environment), color: color,
                                          alignment: environment.multilineTextAlignment))]
    }
}

/// A leaf that draws text.
///
/// Invariant: its size for a proposal is the size of the text laid out for the proposed width;
/// its animatable data is its colour.
package struct TextBehavior: NodeBehavior {
    package let string: String
    package let font: Font
    package var color: ResolvedColor
    package let alignment: TextAlignment

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        TextLayout(string, font: font, width: proposal.width, alignment: alignment).size
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        list.text(TextLayout(string, font: font, width: bounds.width, alignment: alignment, boxWidth: bounds.width), color: color)
    }

    package var animatableData: AnimatableVector? { color.animatableVector }
    package func withAnimatableData(_ data: AnimatableVector) -> TextBehavior {
        var copy = self
        copy.color = ResolvedColor(data)
        return copy
    }
}
