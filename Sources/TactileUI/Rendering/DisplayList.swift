import Foundation

/// A resolved frame: what to draw, back to front, each item with the transform from its local
/// coordinates to the canvas, the opacity it inherited and the clips of its ancestors.
///
/// Invariant: items are in painter's order (later items cover earlier ones), and the list is a
/// pure function of the laid-out tree, so the same frame always yields the same list.
package struct DisplayList: Equatable {
    package var canvasSize: CGSize
    package var items: [DisplayItem]

    /// Package-wide, so a test host can compose frames (TactileTesting's animation strips).
    package init(canvasSize: CGSize, items: [DisplayItem]) {
        self.canvasSize = canvasSize
        self.items = items
    }
}

/// One thing drawn: a filled or stroked path or a block of text.
package struct DisplayItem: Equatable {
    package enum Content: Equatable {
        /// A path filled (non-zero, or even-odd when `evenOdd`) and/or stroked.
        case path(Path, fill: ResolvedColor?, evenOdd: Bool, stroke: StrokeParameters?)
        case text(TextLayout, color: ResolvedColor)
        /// A path filled with a gradient laid out in `bounds` (local coordinates), or stroked
        /// with it when `stroke` is set.
        case gradientPath(Path, gradient: GradientPaint, bounds: CGRect, evenOdd: Bool, stroke: StrokeStyle?)
    }

    package var content: Content
    package var transform: CGAffineTransform
    package var opacity: Double
    /// The clip regions of ancestors, outermost first, each in canvas coordinates.
    package var clips: [Path]
    package var shadow: ShadowParameters?
    /// The Gaussian blur of ancestors (`blur(radius:opaque:)`), nil when none.
    package var blur: BlurParameters? = nil
    /// How the item blends with what is drawn before it: its nearest ancestor's `blendMode(_:)`.
    package var blendMode: BlendMode = .normal
    /// The nearest accessibility identifier on the item's ancestors (or itself).
    package var identifier: String?
    package var identity: ViewIdentity

    /// Package-wide, so a test host can add items of its own (TactileTesting's animation strips).
    package init(content: Content, transform: CGAffineTransform, opacity: Double, clips: [Path], shadow: ShadowParameters?,
                 blur: BlurParameters? = nil, blendMode: BlendMode = .normal, identifier: String?, identity: ViewIdentity) {
        self.content = content
        self.transform = transform
        self.opacity = opacity
        self.clips = clips
        self.shadow = shadow
        self.blur = blur
        self.blendMode = blendMode
        self.identifier = identifier
        self.identity = identity
    }
}

/// A resolved stroke.
package struct StrokeParameters: Equatable {
    package var color: ResolvedColor
    package var style: StrokeStyle

    package init(color: ResolvedColor, style: StrokeStyle) {
        self.color = color
        self.style = style
    }
}

/// A resolved shadow.
package struct ShadowParameters: Hashable {
    package var color: ResolvedColor
    package var radius: CGFloat
    package var x: CGFloat
    package var y: CGFloat
}

/// How one item a node draws is placed within the node, beyond the node's own transform,
/// opacity and clips: what a `Canvas`'s `GraphicsContext` state adds to each thing it draws.
///
/// Invariant: `clips` are in the node's local coordinates; the identity (`none`) changes nothing.
package struct LocalDrawing: Equatable {
    /// From the item's coordinates to the node's local ones.
    package var transform: CGAffineTransform = .identity
    /// What the item's opacity is multiplied by.
    package var opacity: Double = 1
    /// Clip regions, in the node's local coordinates, on top of the node's inherited ones.
    package var clips: [Path] = []
    /// The blend mode that replaces the inherited one; nil keeps it.
    package var blendMode: BlendMode?

    package init(transform: CGAffineTransform = .identity, opacity: Double = 1, clips: [Path] = [], blendMode: BlendMode? = nil) {
        self.transform = transform
        self.opacity = opacity
        self.clips = clips
        self.blendMode = blendMode
    }
}

/// What a node's `draw` appends to: items in the node's local coordinates; the renderer adds
/// the node's transform, opacity, clips, shadow and identifier.
///
/// Invariant: `placements` is empty unless some item was appended with a `LocalDrawing`; then
/// `placements[i]` (when present) places `contents[i]`, and items past its end are placed as
/// the node is.
package struct DisplayListBuilder {
    package private(set) var contents: [DisplayItem.Content] = []
    package private(set) var placements: [LocalDrawing?] = []
    package init() {}
    /// Appends `content` placed by `placement` within the node (a canvas's drawing).
    package mutating func append(_ content: DisplayItem.Content, placement: LocalDrawing) {
        if placements.count < contents.count { placements.append(contentsOf: repeatElement(nil, count: contents.count - placements.count)) }
        contents.append(content)
        placements.append(placement)
    }
    /// The placement of the item at `index`, nil when it is placed as the node is.
    package func placement(at index: Int) -> LocalDrawing? { index < placements.count ? placements[index] : nil }
    package mutating func fill(_ path: Path, with color: ResolvedColor, evenOdd: Bool = false) {
        contents.append(.path(path, fill: color, evenOdd: evenOdd, stroke: nil))
    }
    package mutating func stroke(_ path: Path, with color: ResolvedColor, style: StrokeStyle) {
        contents.append(.path(path, fill: nil, evenOdd: false, stroke: StrokeParameters(color: color, style: style)))
    }
    package mutating func paint(_ path: Path, with gradient: GradientPaint, in bounds: CGRect, evenOdd: Bool, stroke: StrokeStyle?) {
        contents.append(.gradientPath(path, gradient: gradient, bounds: bounds, evenOdd: evenOdd, stroke: stroke))
    }
    package mutating func text(_ layout: TextLayout, color: ResolvedColor) { contents.append(.text(layout, color: color)) }
}
