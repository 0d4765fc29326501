import Foundation

/// The press that presents a context menu (UIKit's `UIContextMenuInteraction`): a press held
/// `minimumDuration` within `maximumDistance`. Unlike `LongPressGesture` (active right after
/// touch-down, S-21) it stays possible until the duration elapses and then ends with `true`, so
/// under a claim (a scroll view's, or the context menu's own with its view's gestures) it takes
/// the touch only when the menu is due: a tap on a button in the view, released earlier, is the
/// button's, and a drag that moves beyond `maximumDistance` first fails it.
package struct ContextMenuPressGesture: Gesture {
    package typealias Value = Bool
    package typealias Body = Never
    package let minimumDuration: Double
    package let maximumDistance: CGFloat

    package init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    package func _makeGestureNode() -> _GestureNode<Bool> {
        LongPressNode(minimumDuration: minimumDuration, maximumDistance: maximumDistance, activates: false, name: "ContextMenuPress")
    }
}
