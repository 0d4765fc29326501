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

/// What a node's `draw` appends to: items in the node's local coordinates; the renderer adds
/// the node's transform, opacity, clips, shadow and identifier.
package struct DisplayListBuilder {
    package private(set) var contents: [DisplayItem.Content] = []
    package init() {}
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
