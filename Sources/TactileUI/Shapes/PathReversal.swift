import Foundation

extension Path {
    /// The same outline traced the other way round (UIKit's `UIBezierPath.reversing()`): each
    /// subpath, in order, runs from its end to its start, with curves' control points swapped. A
    /// closed subpath starts where it started and first runs back along its closing line (left out
    /// when the subpath already ends where it began), then closes again.
    ///
    /// Invariant: covers the same points as `self` under the even-odd rule; only the direction,
    /// and so the non-zero winding of each subpath, flips.
    package var reversed: Path {
        var result = Path()
        var start: CGPoint?
        var segments: [(from: CGPoint, element: Element)] = []
        func flush(closed: Bool) {
            guard let first = start else { return }
            let end = segments.last.map { Self.end(of: $0.element) } ?? first
            if closed {
                result.move(to: first)
                if end != first { result.addLine(to: end) }
            } else {
                result.move(to: end)
            }
            for segment in segments.reversed() {
                switch segment.element {
                case .line: result.addLine(to: segment.from)
                case .quadCurve(_, let control): result.addQuadCurve(to: segment.from, control: control)
                case .curve(_, let control1, let control2): result.addCurve(to: segment.from, control1: control2, control2: control1)
                case .move, .closeSubpath: break
                }
            }
            if closed { result.closeSubpath() }
            start = nil
            segments.removeAll(keepingCapacity: true)
        }
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                flush(closed: false)
                start = point
                current = point
            case .line, .quadCurve, .curve:
                segments.append((current, element))
                current = Self.end(of: element)
            case .closeSubpath:
                let first = start ?? current
                flush(closed: true)
                current = first
            }
        }
        flush(closed: false)
        return result
    }

    private static func end(of element: Element) -> CGPoint {
        switch element {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): point
        case .closeSubpath: .zero
        }
    }
}
