import Foundation

/// A 2D shape that is also a view (SwiftUI's `Shape`): drawn filled with the foreground style
/// unless `fill(_:)` or `stroke(_:lineWidth:)` says otherwise, and as large as it is offered.
///
/// A shape is `Animatable` as in SwiftUI: a custom shape's `animatableData` (a `Double`, a
/// `CGFloat`, `AnimatablePair`s of them) is interpolated when it changes in an animated
/// transaction, and the shape is drawn with `path(in:)` of each in-between value.
public protocol Shape: Animatable, View {
    /// The outline of the shape in a rectangle of the size the shape was given.
    func path(in rect: CGRect) -> Path
    /// The size the shape chooses for `proposal`: the proposal, with 10 for an unspecified dimension.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// The shape filled with `content` (SwiftUI's `fill(_:style:)`).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The outline of the shape drawn with `content` and `style`, centred on the path (SwiftUI's
    /// `stroke(_:style:antialiased:)`): the stroked shape filled with `content`, so it is hit
    /// only on the line (S-66). `antialiased` is accepted; every edge is drawn antialiased here.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
    }

    /// `stroke(_:style:antialiased:)` with a line of `lineWidth` points.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The outline of the shape traced with `style`, as a shape (SwiftUI's `stroke(style:)`): its
    /// path is the area the line covers, so it can be filled, trimmed or scaled in turn.
    public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(shape: self, style: style) }

    /// `stroke(style:)` with a line of `lineWidth` points.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
}

/// How a path is filled (SwiftUI's `FillStyle`).
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a path is stroked (SwiftUI's `StrokeStyle`). Caps and joins are recorded and rendered.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth.isFinite ? max(0, lineWidth) : 0
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
