import Foundation

/// SwiftUI's `Canvas`: a view that draws with immediate-mode calls on a `GraphicsContext`.
///
/// It takes the size it is offered (unspecified dimensions become 10 points, as SwiftUI's
/// `replacingUnspecifiedDimensions()`), draws what its renderer draws there — into the host's
/// display list, so the SVG and PNG renderers show it — and is hit as its rectangle, as a
/// SwiftUI canvas is. The renderer runs each time the canvas is drawn, with the canvas's
/// environment; a `TimelineView` around it redraws it on the host's clock.
///
/// Invariants: the renderer's drawing is in the canvas's local coordinates, painter's order;
/// `opaque`, `colorMode` and `rendersAsynchronously` change nothing on the host (COMPATIBILITY);
/// the `symbols` are not drawn and `resolveSymbol(id:)` finds none.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Canvas<Symbols: View>: View {
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    /// A canvas drawn by `renderer`, whose `symbols` views it can draw by tag.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public var body: EmptyView { EmptyView() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}

extension Canvas: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        [context.node(CanvasBehavior(renderer: renderer, environment: context.environment))]
    }
}

extension GraphicsContext {
    /// SwiftUI's `GraphicsContext.ResolvedSymbol`: a canvas's symbol view, ready to draw. The
    /// host resolves none (`resolveSymbol(id:)` is nil).
    public struct ResolvedSymbol {
        /// The symbol's size.
        public let size: CGSize
    }

    /// The symbol view tagged `id`: nil on the host, which does not draw a canvas's symbols.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

    /// Draws `symbol` with its `anchor` point at `point` (never reached on the host).
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// Draws `symbol` in `rect` (never reached on the host).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}
}
