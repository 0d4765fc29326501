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

    /// The iOS 13 spelling of `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`,
    /// with `pressing` before `action`, marked as SwiftUI marks it until iOS 18 (`deprecated: 100000`:
    /// no warning). The same gesture and order (S-63): `pressing(true)` when the press starts; on
    /// success `pressing(false)` then `action`; on failure or cancellation `pressing(false)` only.
    ///
    /// Disfavoured, so a call both spellings accept — `onLongPressGesture { … }`, one trailing
    /// closure as the action — resolves to the current one, as it does with SwiftUI (the two would
    /// run the same: the closure is the action and nothing reports pressing).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = GestureConfiguration.Defaults.longPressMinimumDuration,
        maximumDistance: CGFloat = GestureConfiguration.Defaults.longPressMaximumDistance,
        pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}
