import Foundation
import TactileGestures

/// Reads a gesture's coordinate spaces off the laid-out tree (S-67): `.local` is the frame of
/// the node the gesture is attached to (after its offset/scale/rotation), `.named` spaces come
/// from that node and its ancestors, nearest first.
@MainActor
enum GestureGeometryReader {
    /// A new geometry for `path.last`, where `path` runs from a root to that node.
    static func geometry(for path: some Collection<ViewNode>) -> GestureGeometry {
        let geometry = GestureGeometry()
        update(geometry, for: path)
        return geometry
    }

    /// Brings `geometry` up to date with the node at the end of `path` after a layout.
    static func update(_ geometry: GestureGeometry, for path: some Collection<ViewNode>) {
        guard let node = path.reversed().first else { return }
        geometry.globalToLocal = node.transform.inverted()
        geometry.globalToLocalProjection = node.inverseProjection
        geometry.localSize = node.bounds.size
        geometry.namedSpaces = path.reversed().compactMap { ancestor in
            ancestor.coordinateSpaceName.map { ($0, ancestor.transform.inverted()) }
        }
    }
}
