import Foundation

/// The radii of a rectangle's four corners (SwiftUI's `RectangleCornerRadii`).
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners each have their own radius (SwiftUI's `UnevenRoundedRectangle`).
/// Each radius is clamped to half the shorter side; both corner styles draw circular corners, as
/// `RoundedRectangle` does here.
public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii) }
}

extension Path {
    /// A rectangle with each corner rounded by its own radius (each clamped to half the shorter
    /// side; a non-finite one is 0), clockwise on screen from the top edge, corners circular:
    /// `UnevenRoundedRectangle`'s path, and `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`'s.
    package init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii) {
        let r = rect.standardized
        func clamp(_ radius: CGFloat) -> CGFloat { radius.isFinite ? min(max(0, radius), min(r.width, r.height) / 2) : 0 }
        let tl = clamp(cornerRadii.topLeading), tr = clamp(cornerRadii.topTrailing)
        let br = clamp(cornerRadii.bottomTrailing), bl = clamp(cornerRadii.bottomLeading)
        var path = Path()
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        // Clockwise on screen: top edge, then each corner's quarter turn.
        func corner(_ radius: CGFloat, center: CGPoint, from start: Double, cornerPoint: CGPoint) {
            if radius > 0 {
                path.addArc(center: center, radius: radius, startAngle: .degrees(start), endAngle: .degrees(start + 90), clockwise: false)
            } else {
                path.addLine(to: cornerPoint)
            }
        }
        corner(tr, center: CGPoint(x: r.maxX - tr, y: r.minY + tr), from: -90, cornerPoint: CGPoint(x: r.maxX, y: r.minY))
        corner(br, center: CGPoint(x: r.maxX - br, y: r.maxY - br), from: 0, cornerPoint: CGPoint(x: r.maxX, y: r.maxY))
        corner(bl, center: CGPoint(x: r.minX + bl, y: r.maxY - bl), from: 90, cornerPoint: CGPoint(x: r.minX, y: r.maxY))
        corner(tl, center: CGPoint(x: r.minX + tl, y: r.minY + tl), from: 180, cornerPoint: CGPoint(x: r.minX, y: r.minY))
        path.closeSubpath()
        self = path
    }
}
