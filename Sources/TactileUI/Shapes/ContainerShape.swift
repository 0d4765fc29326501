import Foundation

extension View {
    /// Sets the shape of this view's container (SwiftUI's `containerShape(_:)`, iOS 15): the shape
    /// container-relative shapes below it are concentric with (`ConcentricRectangle`). The view
    /// lays out, draws and takes touches exactly as without it.
    public consuming func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(ContainerShapeModifier(cornerRadii: { ContainerCornerRadii.of(shape, in: $0) }))
    }
}

/// The node `containerShape(_:)` makes: its subtree laid out as without it; the corner radii of
/// the container shape in the node's bounds are read by the container-relative shapes below it
/// when they are drawn or hit (`ViewNode.containerRelativeBehavior`).
package struct ContainerShapeBehavior: NodeBehavior {
    package let cornerRadii: @MainActor (CGRect) -> RectangleCornerRadii

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        type(of: previous) == ContainerShapeBehavior.self ? .sizesAndPlacement : .none
    }
}

package struct ContainerShapeModifier: WrappingModifier {
    let cornerRadii: @MainActor (CGRect) -> RectangleCornerRadii
    package var behavior: any NodeBehavior { ContainerShapeBehavior(cornerRadii: cornerRadii) }
}

/// The corner radii a container shape has in a rectangle, which a concentric shape's corners
/// follow.
///
/// Invariant: a rounded rectangle's radius (its corner size's smaller side), an uneven rounded
/// rectangle's four radii, and a capsule's or circle's half the rectangle's shorter side, each at
/// most half the shorter side, as the shapes draw them; every other shape — a rectangle, a custom
/// shape, a concentric rectangle whose own container would have to be found — has square corners.
package enum ContainerCornerRadii {
    @MainActor package static func of(_ shape: any Shape, in rect: CGRect) -> RectangleCornerRadii {
        let limit = max(0, min(rect.width, rect.height) / 2)
        func clamped(_ radius: CGFloat) -> CGFloat { min(max(0, radius), limit) }
        switch shape {
        case let rounded as RoundedRectangle:
            let radius = clamped(min(rounded.cornerSize.width, rounded.cornerSize.height))
            return RectangleCornerRadii(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
        case let uneven as UnevenRoundedRectangle:
            let radii = uneven.cornerRadii
            return RectangleCornerRadii(topLeading: clamped(radii.topLeading), bottomLeading: clamped(radii.bottomLeading),
                                        bottomTrailing: clamped(radii.bottomTrailing), topTrailing: clamped(radii.topTrailing))
        case is Capsule, is Circle:
            return RectangleCornerRadii(topLeading: limit, bottomLeading: limit, bottomTrailing: limit, topTrailing: limit)
        default:
            return RectangleCornerRadii()
        }
    }
}

extension ViewNode {
    /// The nearest container shape above this node — its corner radii in its bounds and its frame
    /// in this node's coordinates — or nil when no `containerShape(_:)` is above it.
    ///
    /// The frame is the two nodes' window frames' difference: exact when only translations lie
    /// between them, as in a padded stack of views; a scale or rotation between them is not
    /// followed.
    @MainActor package var containerShape: (radii: RectangleCornerRadii, frame: CGRect)? {
        var ancestor = parent
        while let current = ancestor {
            if current.behaviorType == ObjectIdentifier(ContainerShapeBehavior.self),
               let container = current.presentedBehavior as? ContainerShapeBehavior {
                let own = globalFrame, outer = current.globalFrame
                let frame = CGRect(x: outer.minX - own.minX, y: outer.minY - own.minY, width: outer.width, height: outer.height)
                return (container.cornerRadii(current.bounds), frame)
            }
            ancestor = current.parent
        }
        return nil
    }

    /// What this node draws and is hit as: its presented behaviour, with a container-relative
    /// shape's path made for where the node stands in its container (`ShapeBehavior.containerRelative`).
    @MainActor package var containerRelativeBehavior: any NodeBehavior {
        guard behaviorType == ObjectIdentifier(ShapeBehavior.self), let shape = presentedBehavior as? ShapeBehavior,
              let relative = shape.containerRelative else { return presentedBehavior }
        var resolved = shape
        let container = containerShape
        resolved.path = { relative($0, container) }
        return resolved
    }
}
