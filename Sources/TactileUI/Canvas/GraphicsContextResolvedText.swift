import Foundation

extension GraphicsContext {
    /// SwiftUI's `GraphicsContext.ResolvedText`: a `Text` resolved in a context's environment,
    /// ready to measure and draw.
    public struct ResolvedText {
        let behavior: TextBehavior

        /// What the text is painted with; set it to draw the text in another colour (a gradient
        /// paints its first colour).
        public var shading: Shading

        /// The size the text takes when offered `size` (lines wrap at its width).
        public func measure(in size: CGSize) -> CGSize { layout(in: size).size }

        /// The distance from the top of the text laid out in `size` to its first line's baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat { layout(in: size).lines.first?.origin.y ?? 0 }

        /// The distance from the top of the text laid out in `size` to its last line's baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat { layout(in: size).lines.last?.origin.y ?? 0 }

        func layout(in size: CGSize) -> TextLayout {
            TextLayout(runs: behavior.runs, width: size.width.isFinite ? size.width : nil, height: size.height.isFinite ? size.height : nil,
                       alignment: behavior.alignment, options: behavior.options)
        }

        /// The behaviour that draws the text in `environment`, in the shading's colour.
        func drawing(in environment: EnvironmentValues) -> TextBehavior {
            var drawn = behavior
            switch shading.resolved(in: environment).kind {
            case .resolvedColor(let color): drawn.color = color
            case .style(let style): drawn.color = style.resolvedColor(in: environment)
            default: break
            }
            return drawn
        }
    }

    // Resolving and drawing text and images runs the host's view behaviours, which are
    // main-actor isolated: these methods are too (a canvas's renderer runs on the main actor, and
    // a renderer closure written in a view's body is isolated to it).

    /// `text` resolved in this context's environment.
    @MainActor
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(behavior: text.behavior(in: environment), shading: .foreground)
    }

    /// Draws `text` with its `anchor` point (a unit point of its measured size) at `point`.
    @MainActor
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` laid out in `rect` (wrapping at its width), from its top-leading corner.
    @MainActor
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws resolved `text` with its `anchor` point at `point`.
    @MainActor
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        let behavior = text.drawing(in: environment)
        recording.record(at: origin, placement: placement) { behavior.draw(in: CGRect(origin: .zero, size: size), into: &$0) }
    }

    /// Draws resolved `text` laid out in `rect`.
    @MainActor
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let behavior = text.drawing(in: environment)
        recording.record(at: rect.origin, placement: placement) { behavior.draw(in: CGRect(origin: .zero, size: rect.size), into: &$0) }
    }
}
