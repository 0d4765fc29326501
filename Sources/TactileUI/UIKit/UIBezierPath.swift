import Foundation

/// A path built the UIKit way (UIKit's `UIBezierPath`), for SwiftUI shapes that build their outline
/// with it and return `Path(bezierPath.cgPath)` — most often a rectangle with some corners rounded,
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
///
/// Invariant: the outline is a `Path` and every construction adds exactly the elements UIKit's does
/// in UIKit's coordinates (y down): `clockwise` is clockwise on screen, the reverse of SwiftUI's
/// `Path.addArc`. Rounded corners are circular (UIKit's are continuous; SwiftUI's `.continuous` is
/// drawn circular here too), and `cornerRadii` uses its width for both radii, as UIKit has since
/// iOS 7. Drawing (`fill()`, `stroke()`, `addClip()`) needs a current UIKit graphics context, which
/// Tactile never has (no `draw(_:)`, no `UIGraphicsImageRenderer`): they draw nothing, as on iOS
/// outside one. The stroke attributes are kept for code that reads them back.
open class UIBezierPath: NSObject, NSCopying {
    private var path: Path

    /// The stroke width, 1 by default.
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit, 10 by default (Core Graphics').
    open var miterLimit: CGFloat = 10
    /// The flatness used when rendering curves, 0.6 by default (UIKit's); accepted, not used.
    open var flatness: CGFloat = 0.6
    /// Whether filling and hit testing use the even-odd rule rather than the non-zero rule.
    open var usesEvenOddFillRule = false
    private var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// An empty path.
    public override init() { path = Path() }

    private init(path: Path) { self.path = path }

    /// A closed rectangle, clockwise from its top-left corner.
    public convenience init(rect: CGRect) { self.init(path: Path(rect)) }

    /// An ellipse inscribed in `rect`, clockwise.
    public convenience init(ovalIn rect: CGRect) { self.init(path: Path(ellipseIn: rect)) }

    /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(path: Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous))
    }

    /// A rectangle with the `corners` named rounded by `cornerRadii.width` (at most half the shorter
    /// side) and the others square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = rect.standardized
        let clamped = min(max(0, cornerRadii.width), min(r.width, r.height) / 2)
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? clamped : 0 }
        let radii = RectangleCornerRadii(topLeading: radius(.topLeft), bottomLeading: radius(.bottomLeft),
                                         bottomTrailing: radius(.bottomRight), topTrailing: radius(.topRight))
        self.init(path: Path(roundedRect: r, cornerRadii: radii))
    }

    /// An open arc of `radius` about `center`, from `startAngle` to `endAngle` in radians
    /// (0 points right), clockwise on screen when `clockwise`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path of a Core Graphics path.
    public convenience init(cgPath: CGPath) { self.init(path: Path(cgPath)) }

    /// The outline as a Core Graphics path (`Path(_:)` makes it a SwiftUI path); setting it replaces the outline.
    open var cgPath: CGPath {
        get { path.cgPath }
        set { path = Path(newValue) }
    }

    open var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding the outline.
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingRect }
    /// Where the next element starts (`.zero` for an empty path).
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc of `radius` about `center` from `startAngle` to `endAngle` (radians), clockwise on
    /// screen when `clockwise`; a line joins the current point to the arc's start.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: !clockwise)
    }

    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = Path() }
    /// Adds `bezierPath`'s elements after this path's.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// The same outline traced the other way round: each subpath from its end to its start.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(path: path.reversed)
        reversed.copyAttributes(from: self)
        return reversed
    }

    /// Whether `point` is inside the outline, by the fill rule (`usesEvenOddFillRule`).
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }

    /// The dash pattern of the stroke (`count` lengths from `pattern`) and its phase.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? [], phase)
    }

    /// The dash pattern into `pattern` (as many lengths as it has, when not nil), their number
    /// into `count` and the phase into `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, length) in dash.pattern.enumerated() { pattern[index] = length } }
        count?.pointee = dash.pattern.count
        phase?.pointee = dash.phase
    }

    /// Fills into the current UIKit graphics context: there is none on Tactile, so nothing is drawn (see the type).
    open func fill() {}
    /// Strokes into the current UIKit graphics context: there is none on Tactile, so nothing is drawn.
    open func stroke() {}
    /// Clips the current UIKit graphics context: there is none on Tactile.
    open func addClip() {}

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(path: path)
        copy.copyAttributes(from: self)
        return copy
    }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dash = other.dash
    }
}
