import Foundation

/// SwiftUI's `GraphicsContext`: what a `Canvas`'s renderer draws with — an immediate-mode
/// drawing destination with a current transform, opacity, blend mode and clip.
///
/// On the host (docs/COMPATIBILITY.md, "Canvas"), everything drawn becomes items of the host's
/// display list (`CanvasRecording`), so the SVG and PNG renderers draw it: each fill, stroke,
/// text and image with the context's state at the call (`LocalDrawing`).
///
/// Invariants: a copy of a context draws into the same canvas with state of its own (changing a
/// copy's transform, opacity, blend mode or clip never changes the original's, as in SwiftUI);
/// `transform` maps the context's coordinates to the canvas's; clips only shrink.
public struct GraphicsContext {
    let recording: CanvasRecording
    /// The state drawing takes: transform, opacity, blend mode and clips (in canvas coordinates).
    var placement = LocalDrawing(blendMode: nil)

    init(recording: CanvasRecording) { self.recording = recording }

    /// The environment of the canvas (colour scheme, font, foreground style…).
    public var environment: EnvironmentValues { recording.environment }

    /// What the opacity of everything drawn from now on is multiplied by (0…1).
    public var opacity: Double {
        get { placement.opacity }
        set { placement.opacity = newValue.isFinite ? min(1, max(0, newValue)) : 1 }
    }

    /// How what is drawn from now on blends with what is under it.
    public var blendMode: BlendMode = .normal {
        didSet { placement.blendMode = blendMode.hostMode }
    }

    /// From this context's coordinates to the canvas's.
    public var transform: CGAffineTransform {
        get { placement.transform }
        set { placement.transform = newValue }
    }

    /// Moves the origin by (`x`, `y`) in the current coordinates.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales the current coordinates by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates the current coordinates by `angle` about their origin (clockwise on screen for a
    /// positive angle, as in SwiftUI's flipped coordinates).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Options of `clip(to:style:options:)` and `clipToLayer(opacity:options:content:)`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clip to the outside of the shape. Not drawn on the host: an inverse clip clips nothing.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// Limits drawing from now on to the inside of `path`, in the current coordinates. `style`'s
    /// even-odd rule and `.inverse` are not followed on the host (COMPATIBILITY).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        guard !options.contains(.inverse) else { return }
        placement.clips.append(path.applying(transform))
    }

    /// Limits drawing from now on to what `content` draws: on the host, to the outlines it fills
    /// and strokes' paths (not their colours' alpha), at `opacity`.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        let layer = CanvasRecording(environment: recording.environment, size: recording.size)
        var context = GraphicsContext(recording: layer)
        context.placement.transform = transform
        try content(&context)
        guard !options.contains(.inverse) else { return }
        var outline = Path()
        for item in layer.builder.contents.indices {
            guard let placed = layer.builder.placement(at: item) else { continue }
            switch layer.builder.contents[item] {
            case .path(let path, _, _, _), .gradientPath(let path, _, _, _, _): outline.addPath(path, transform: placed.transform)
            case .text: break
            }
        }
        placement.clips.append(outline)
        self.opacity *= opacity
    }

    /// The smallest rectangle, in the current coordinates, that holds the area not clipped out.
    public var clipBoundingRect: CGRect {
        var rect = CGRect(origin: .zero, size: recording.size)
        for clip in placement.clips { rect = rect.intersection(clip.boundingRect) }
        return rect.isNull ? .zero : rect.applying(transform.inverted())
    }

    /// Runs `content` with a copy of this context: what it changes of the state stays inside.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Drawing paths

    /// Fills `path` (in the current coordinates) with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recording.paint(path, with: shading, evenOdd: style.isEOFilled, stroke: nil, placement: placement)
    }

    /// Strokes `path` with `shading` in `style`; the line width is in the current coordinates
    /// (a scaled context draws wider lines, as Core Graphics does).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        recording.paint(path, with: shading, evenOdd: false, stroke: style, placement: placement)
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// `shading` as it draws in this context's environment (a `.style` resolved to what it is).
    public func resolve(_ shading: Shading) -> Shading { shading.resolved(in: environment) }

    // MARK: Filters

    /// Adds `filter` to what is drawn from now on. Accepted and not applied on the host: the
    /// drawing is as without it (docs/COMPATIBILITY.md).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}
}
