import Foundation

/// A shape that can be inset to make another shape (SwiftUI's `InsettableShape`): what
/// `strokeBorder` needs to draw a stroke entirely inside the shape's bounds.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// This shape with its edges moved inwards by `amount` (outwards when negative).
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The outline drawn with `content` and `style` inside the shape's bounds (SwiftUI's
    /// `strokeBorder(_:style:antialiased:)`): the shape inset by half the line width, stroked, so
    /// the outer edge of the line lies on the shape's edge. `antialiased` is accepted; every
    /// edge is drawn antialiased here.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> some View {
        inset(by: style.lineWidth / 2).stroke(content, style: style, antialiased: antialiased)
    }

    /// `strokeBorder(_:style:antialiased:)` in the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    /// `strokeBorder(_:style:antialiased:)` with a line of `lineWidth` points.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// `strokeBorder(_:style:antialiased:)` in the foreground style with a line of `lineWidth` points.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }
}

/// A built-in shape inset by `amount` (SwiftUI's `Rectangle._Inset`, `Circle._Inset`, …): the
/// base shape's path in its rectangle inset by `amount` on every side, with the corner radii of a
/// rounded rectangle reduced by `amount` (never below 0), as SwiftUI insets them, so the inset
/// outline stays parallel to the original. An inset larger than half the rectangle leaves an empty
/// rectangle (no outline).
public struct _Inset<Base: _InsettableBuiltInShape>: InsettableShape {
    public var base: Base
    public var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: amount, dy: amount)
        guard !inset.isNull, inset.width >= 0, inset.height >= 0 else { return Path() }
        return base.insetCorners(by: amount).path(in: inset)
    }

    public func inset(by amount: CGFloat) -> _Inset<Base> { _Inset(base: base, amount: self.amount + amount) }
}

/// The built-in shapes `_Inset` insets: each says how its corners change with the inset
/// (underscored: Tactile's means to SwiftUI's `_Inset` types, not an API of SwiftUI).
public protocol _InsettableBuiltInShape: Shape {
    /// This shape with the corner radii an inset of `amount` leaves (itself when it has none).
    func insetCorners(by amount: CGFloat) -> Self
}

extension _InsettableBuiltInShape {
    public func insetCorners(by amount: CGFloat) -> Self { self }
    public func inset(by amount: CGFloat) -> _Inset<Self> { _Inset(base: self, amount: amount) }
}

extension Rectangle: InsettableShape, _InsettableBuiltInShape {}
extension Circle: InsettableShape, _InsettableBuiltInShape {}
extension Ellipse: InsettableShape, _InsettableBuiltInShape {}
extension Capsule: InsettableShape, _InsettableBuiltInShape {}

extension RoundedRectangle: InsettableShape, _InsettableBuiltInShape {
    public func insetCorners(by amount: CGFloat) -> RoundedRectangle {
        RoundedRectangle(cornerSize: CGSize(width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount)),
                         style: style)
    }
}

extension UnevenRoundedRectangle: InsettableShape, _InsettableBuiltInShape {
    public func insetCorners(by amount: CGFloat) -> UnevenRoundedRectangle {
        let r = cornerRadii
        return UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(
            topLeading: max(0, r.topLeading - amount), bottomLeading: max(0, r.bottomLeading - amount),
            bottomTrailing: max(0, r.bottomTrailing - amount), topTrailing: max(0, r.topTrailing - amount)), style: style)
    }
}
