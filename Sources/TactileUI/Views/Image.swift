import Foundation

/// A view that displays an image (SwiftUI's `Image`): a built-in vector symbol
/// (`Image(systemName:)`, see `SymbolCatalog`) or a named asset. Tactile ships no assets, so a
/// named image, like an unknown symbol, draws a visible placeholder box.
///
/// A symbol is as tall as its font's point size (`FontMetrics.symbolHeight`) and as wide as its
/// aspect ratio says; a resizable image takes the size it is offered.
public struct Image: View, Equatable, Sendable {
    package enum Source: Hashable, Sendable {
        case system(String)
        case named(String)
    }

    package let source: Source
    package var isResizable = false
    /// The rendering mode set with `renderingMode(_:)`; nil for the image's own (a symbol is a
    /// template, a named image original).
    package var renderingMode: TemplateRenderingMode?

    public init(systemName: String) { source = .system(systemName) }
    /// A named image of an asset catalog. Tactile ships no assets, so it draws the placeholder box
    /// whatever `bundle` holds (docs/COMPATIBILITY.md).
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }

    public var body: EmptyView { EmptyView() }

    /// The image stretched to whatever size it is given (SwiftUI's `resizable(capInsets:resizingMode:)`).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// The image drawn as a template — its shape in the foreground style — or as it is
    /// (SwiftUI's `renderingMode(_:)`); nil for the image's own mode. On the host (docs/COMPATIBILITY.md):
    /// a template named image's placeholder is drawn in the foreground colour; an `.original`
    /// symbol in the primary label colour (a monochrome symbol's own colour), whatever the
    /// foreground style.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// How an image is drawn (SwiftUI's `Image.TemplateRenderingMode`): as a template (its
    /// opaque shape filled with the foreground style) or as it is.
    public enum TemplateRenderingMode: Sendable, Hashable {
        case template
        case original
    }

    /// How a resizable image fills its frame (SwiftUI's `Image.ResizingMode`); vector symbols
    /// always stretch.
    public enum ResizingMode: Sendable, Hashable { case tile, stretch }
}

extension Image: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        [context.node(behavior(in: context.environment))]
    }

    /// What the image draws in `environment` (a view's node, or a `Canvas`'s `draw(_:in:)`).
    package func behavior(in environment: EnvironmentValues) -> ImageBehavior {
        let font = (environment.font ?? .body).scaled(for: environment.dynamicTypeSize)
        let height = font.size * FontMetrics.symbolHeight * environment.imageScale.factor
        let content: ImageBehavior.Content
        switch source {
        case .system(let name):
            if let symbol = SymbolCatalog.symbol(named: name) {
                content = .symbol(symbol, natural: CGSize(width: height * symbol.aspectRatio, height: height))
            } else {
                content = .placeholder(natural: CGSize(width: height, height: height))
            }
        case .named:
            content = .placeholder(natural: LayoutDefaults.missingImageSize)
        }
        // A symbol is a template unless told otherwise: drawn in the foreground colour. A
        // placeholder (a named image, an unknown symbol) keeps its gray unless told `.template`.
        let color = renderingMode == .original ? SystemColorPalette.label(level: 0, in: environment.colorScheme) : environment.foregroundColor
        return ImageBehavior(content: content, isResizable: isResizable, color: color, isTemplate: renderingMode == .template)
    }
}

extension Image {
    /// How an image shown in a line of text draws in a box of `size`: a symbol in the text's
    /// colour, a placeholder for a named image or an unknown symbol.
    package static func inlineBehavior(_ source: Source, size: CGSize, color: ResolvedColor) -> ImageBehavior {
        if case .system(let name) = source, let symbol = SymbolCatalog.symbol(named: name) {
            return ImageBehavior(content: .symbol(symbol, natural: size), isResizable: true, color: color)
        }
        return ImageBehavior(content: .placeholder(natural: size), isResizable: true, color: color, isTemplate: true)
    }
}

/// A leaf that draws a symbol path, or a placeholder box for an image Tactile does not have.
///
/// Invariant: a non-resizable image is its natural size whatever it is offered.
package struct ImageBehavior: NodeBehavior {
    package enum Content {
        case symbol(SymbolDefinition, natural: CGSize)
        case placeholder(natural: CGSize)

        var naturalSize: CGSize {
            switch self {
            case .symbol(_, let natural), .placeholder(let natural): natural
            }
        }
    }

    package let content: Content
    package let isResizable: Bool
    /// The symbol's colour (the foreground's for a template), and a template placeholder's.
    package var color: ResolvedColor
    /// Whether the image was set to draw as a template: a placeholder then in `color` rather than gray.
    package var isTemplate = false

    package init(content: Content, isResizable: Bool, color: ResolvedColor, isTemplate: Bool = false) {
        self.content = content
        self.isResizable = isResizable
        self.color = color
        self.isTemplate = isTemplate
    }

    package var naturalSize: CGSize { content.naturalSize }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        switch content {
        case .symbol(let symbol, _):
            list.fill(symbolPath(symbol, in: bounds), with: color, evenOdd: symbol.evenOdd)
        case .placeholder:
            let ink = isTemplate ? color : SystemColorPalette.gray
            list.fill(Path(bounds), with: ink.multiplyingOpacity(0.2))
            var outline = Path(bounds.insetBy(dx: 0.5, dy: 0.5))
            outline.move(to: CGPoint(x: bounds.minX, y: bounds.minY))
            outline.addLine(to: CGPoint(x: bounds.maxX, y: bounds.maxY))
            outline.move(to: CGPoint(x: bounds.maxX, y: bounds.minY))
            outline.addLine(to: CGPoint(x: bounds.minX, y: bounds.maxY))
            list.stroke(outline, with: ink, style: StrokeStyle(lineWidth: 1))
        }
    }

    package func hitPath(in bounds: CGRect) -> Path? { Path(bounds) }
    package var analyticHitShape: AnalyticShape? { .rectangle }

    private func symbolPath(_ symbol: SymbolDefinition, in bounds: CGRect) -> Path {
        symbol.path.applying(CGAffineTransform(scaleX: bounds.width / symbol.size.width, y: bounds.height / symbol.size.height)
            .concatenating(CGAffineTransform(translationX: bounds.minX, y: bounds.minY)))
    }

    package var animatableData: AnimatableVector? { color.animatableVector }
    package func withAnimatableData(_ data: AnimatableVector) -> ImageBehavior {
        var copy = self
        copy.color = ResolvedColor(data)
        return copy
    }
}
