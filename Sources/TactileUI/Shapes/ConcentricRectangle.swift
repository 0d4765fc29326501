import Foundation

/// A rectangle whose corners are concentric with its container shape's (SwiftUI's
/// `ConcentricRectangle`, iOS 26): each corner's radius is the container's corner radius less the
/// rectangle's distance from the container's edge there, so nested shapes follow a sheet's or a
/// card's corners.
///
/// Invariants: the container is the nearest `containerShape(_:)` above the view that draws it
/// (`ViewNode.containerShape`); a corner's radius is the container's radius at that corner less
/// the larger of the corner's two distances from the container's edges, never below 0 — a
/// corner that is not inset as far on both sides cannot share the container's centre, and the
/// larger distance keeps it inside the container's curve. Drawn (filled) as a view, it is made
/// where it stands when it is drawn and hit; with no container shape above it — Tactile's window
/// (the canvas) has square corners — and through `path(in:)`, which knows no container, it is its
/// rectangle. Only `init()` is provided; the initializers taking `Edge.Corner.Style` are not.
public struct ConcentricRectangle: Shape, ContainerRelativePath {
    /// A rectangle using the concentric corner style on each corner individually.
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }

    package func path(in rect: CGRect, container: (radii: RectangleCornerRadii, frame: CGRect)?) -> Path {
        guard let container else { return Path(rect) }
        let outer = container.frame, radii = container.radii
        func radius(_ containerRadius: CGFloat, _ horizontal: CGFloat, _ vertical: CGFloat) -> CGFloat {
            max(0, containerRadius - max(horizontal, vertical, 0))
        }
        let left = rect.minX - outer.minX, right = outer.maxX - rect.maxX
        let top = rect.minY - outer.minY, bottom = outer.maxY - rect.maxY
        return Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(
            topLeading: radius(radii.topLeading, left, top), bottomLeading: radius(radii.bottomLeading, left, bottom),
            bottomTrailing: radius(radii.bottomTrailing, right, bottom), topTrailing: radius(radii.topTrailing, right, top)))
    }
}

/// A shape whose path depends on where it stands in its container shape (`containerShape(_:)`),
/// which `path(in:)` cannot know: the view drawing it asks this form with the container's corner
/// radii and frame in the shape's coordinates (nil: no container shape above it).
package protocol ContainerRelativePath {
    @MainActor func path(in rect: CGRect, container: (radii: RectangleCornerRadii, frame: CGRect)?) -> Path
}
