import Foundation

/// The kind of a `CGPathElement` (Core Graphics' `CGPathElementType`).
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a `CGPath` as `CGPath.applyWithBlock(_:)` hands it over (Core Graphics'
/// `CGPathElement`): its kind and its points (destination last; 0 to 3 of them). The points are
/// valid only during the call.
///
/// A Swift struct here, not a C one: Core Graphics' C-function form, `apply(info:function:)`
/// with a `@convention(c)` `CGPathApplierFunction`, cannot exist on Linux, where `CGPoint` is a
/// Swift type (docs/COMPATIBILITY.md).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// An immutable graphics path (Core Graphics' `CGPath`), on Linux a `Path` in a class: SwiftUI
/// code reaches it through `Path.cgPath` and `Path(_:)`, and walks it with `applyWithBlock(_:)`.
///
/// Invariant: the elements are exactly the `Path`'s (arcs and ellipses as cubic curves, as
/// Core Graphics stores them too).
public class CGPath: Hashable {
    package fileprivate(set) var path: Path

    package init(path: Path) { self.path = path }

    /// A rectangle (`transform` applied when given).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect).applying(transform?.pointee ?? .identity))
    }

    /// An ellipse inscribed in `rect` (`transform` applied when given).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }

    /// A rounded rectangle (`transform` applied when given).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
            .applying(transform?.pointee ?? .identity))
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }

    public func hash(into hasher: inout Hasher) { hasher.combine(path.elements.count) }

    public var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect {
        var box = CGRect.null
        for element in path.elements {
            forEachPoint(of: element) { box = box.union(CGRect(origin: $0, size: .zero)) }
        }
        return box
    }
    /// The smallest rectangle holding the path's outline.
    public var boundingBoxOfPath: CGRect { path.boundingRect }
    /// The end of the path's last element (`.zero` for an empty path, as Core Graphics).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    public func copy() -> CGPath? { CGPath(path: path) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    /// Whether `point` is inside the path, filled by `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    /// Calls `block` for each element, in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        forEachElement(block)
    }

    private func forEachElement(_ body: (UnsafePointer<CGPathElement>) -> Void) {
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { buffer in
            guard let points = buffer.baseAddress else { return }
            for element in path.elements {
                var type = CGPathElementType.closeSubpath
                var count = 0
                func put(_ point: CGPoint) { points[count] = point; count += 1 }
                switch element {
                case .move(let p): type = .moveToPoint; put(p)
                case .line(let p): type = .addLineToPoint; put(p)
                case .quadCurve(let p, let c): type = .addQuadCurveToPoint; put(c); put(p)
                case .curve(let p, let c1, let c2): type = .addCurveToPoint; put(c1); put(c2); put(p)
                case .closeSubpath: break
                }
                var cgElement = CGPathElement(type: type, points: points)
                withUnsafePointer(to: &cgElement) { body($0) }
            }
        }
    }

    private func forEachPoint(of element: Path.Element, _ body: (CGPoint) -> Void) {
        switch element {
        case .move(let p), .line(let p): body(p)
        case .quadCurve(let p, let c): body(c); body(p)
        case .curve(let p, let c1, let c2): body(c1); body(c2); body(p)
        case .closeSubpath: break
        }
    }
}

/// A mutable graphics path (Core Graphics' `CGMutablePath`): the `Path` operations with Core
/// Graphics' names and optional `transform`s.
public final class CGMutablePath: CGPath {
    public init() { super.init(path: Path()) }
    override package init(path: Path) { super.init(path: path) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(rect), transform: transform)
    }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(ellipseIn: rect), transform: transform)
    }
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }
    public func closeSubpath() { path.closeSubpath() }
}

/// How a path is filled (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

extension Path {
    /// The path as a Core Graphics path (SwiftUI's `cgPath`).
    public var cgPath: CGPath { CGPath(path: self) }

    /// A path with `path`'s elements (SwiftUI's `Path(_: CGPath)`).
    public init(_ path: CGPath) { self = path.path }

    /// A path with `path`'s elements (SwiftUI's `Path(_: CGMutablePath)`).
    public init(_ path: CGMutablePath) { self = path.path }
}
