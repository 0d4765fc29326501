import Foundation
import TactileGestures

extension View {
    /// Adds an action to perform when this view recognizes a long press gesture (S-63):
    /// `onPressingChanged(true)` when the press starts; on success `onPressingChanged(false)`
    /// then `action`; on failure or cancellation `onPressingChanged(false)` only.
    public func onLongPressGesture(
        minimumDuration: Double = GestureConfiguration.Defaults.longPressMinimumDuration,
        maximumDistance: CGFloat = GestureConfiguration.Defaults.longPressMaximumDistance,
        perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(PressActionsGesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                    perform: action, onPressingChanged: onPressingChanged))
    }
}
