import Foundation
import TactileGestures

extension View {
    /// Adds an action to perform when this view recognizes a tap gesture:
    /// `gesture(TapGesture(count:).onEnded(action))` (S-62).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded(action))
    }

    /// Adds an action to perform when this view recognizes a tap gesture, with the location of
    /// the tap in `coordinateSpace` (S-62: a `SpatialTapGesture`, `.local` by default; S-13).
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}
