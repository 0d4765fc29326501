import Foundation

extension GraphicsContext {
    /// SwiftUI's `GraphicsContext.ResolvedImage`: an `Image` resolved in a context's environment.
    /// On the host a symbol draws its outline and a named image its placeholder (as the `Image` view).
    public struct ResolvedImage {
        let behavior: ImageBehavior

        /// The image's natural size.
        public let size: CGSize
        /// The distance from the image's top to its baseline: its height, as SwiftUI gives for images.
        public var baseline: CGFloat { size.height }
        /// What a template image is painted with; nil for the image's own colours.
        public var shading: Shading?
    }

    /// `image` resolved in this context's environment.
    @MainActor
    public func resolve(_ image: Image) -> ResolvedImage {
        let behavior = image.behavior(in: environment)
        return ResolvedImage(behavior: behavior, size: behavior.naturalSize, shading: nil)
    }

    /// Draws `image` stretched into `rect`.
    @MainActor
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }

    /// Draws `image` at its natural size with its `anchor` point at `point`.
    @MainActor
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }

    /// Draws resolved `image` stretched into `rect`.
    @MainActor
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        var behavior = image.behavior
        if let shading = image.shading, behavior.isTemplate, case .resolvedColor(let color) = shading.resolved(in: environment).kind {
            behavior.color = color
        }
        recording.record(at: rect.origin, placement: placement) { behavior.draw(in: CGRect(origin: .zero, size: rect.size), into: &$0) }
    }

    /// Draws resolved `image` at its natural size with its `anchor` point at `point`.
    @MainActor
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }
}
