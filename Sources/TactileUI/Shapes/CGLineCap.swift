import Foundation

/// How the ends of a stroked line are drawn (Core Graphics' `CGLineCap`, the type of SwiftUI's
/// `StrokeStyle.lineCap` and UIKit's `UIBezierPath.lineCapStyle`). Raw values are Core Graphics'.
public enum CGLineCap: Int32, Sendable, Hashable {
    /// The line stops square at its end point.
    case butt = 0
    /// A half circle of the line's width is added at each end.
    case round = 1
    /// A half square of the line's width is added at each end.
    case square = 2
}

/// How two segments of a stroked line meet (Core Graphics' `CGLineJoin`, the type of SwiftUI's
/// `StrokeStyle.lineJoin` and UIKit's `UIBezierPath.lineJoinStyle`). Raw values are Core Graphics'.
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// The outer edges extend to a point, up to the miter limit, beyond which the join is bevelled.
    case miter = 0
    /// A circle of the line's width rounds the join.
    case round = 1
    /// The join is cut straight across.
    case bevel = 2
}
