import Foundation
import TactileGestures

extension View {
    /// Adds an action to perform when this view recognizes a tap gesture:
    /// `gesture(TapGesture(count:).onEnded(action))` (S-62). Inlinable, as SwiftUI's is (see
    /// `modifier(_:)`).
    @inlinable
    public consuming func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(GestureModifier(tapCount: count, action: action))
    }

    /// Adds an action to perform when this view recognizes a tap gesture, with the location of
    /// the tap in `coordinateSpace` (S-62: a `SpatialTapGesture`, `.local` by default; S-13).
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        modifier(GestureModifier(attachment: ViewGestureAttachment(
            SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) },
            priority: .normal, mask: .all, tapCount: count)))
    }
}
