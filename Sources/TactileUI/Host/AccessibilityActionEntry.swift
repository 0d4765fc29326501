import Foundation

/// An accessibility action stored on a node so a test host can trigger it.
package struct AccessibilityActionEntry {
    package enum Kind: Hashable {
        /// `accessibilityAction(named:_:)` with this name.
        case named(String)
        /// `accessibilityZoomAction`: the handler receives the zoom direction.
        case zoom
        /// `accessibilityAction(_:_:)` with the default action (VoiceOver's double tap).
        case `default`
        /// `accessibilityAction(.escape)`: VoiceOver's two-finger scrub.
        case escape
        /// `accessibilityAction(.magicTap)`: VoiceOver's two-finger double tap.
        case magicTap
        /// `accessibilityAction(.delete)`.
        case delete
        /// `accessibilityAction(.showMenu)`.
        case showMenu
        /// Marks the root of `accessibilityActions`' content: the buttons in it are the actions
        /// (performed by their titles); its own handler does nothing.
        case buttonsInContent
    }

    /// What performing the action runs: the user's handler itself where it takes no argument
    /// (no wrapping closure made per evaluation).
    package enum Handler {
        case plain(@MainActor () -> Void)
        case zoom(@MainActor (AccessibilityZoomGestureAction?) -> Void)
    }

    package let kind: Kind
    package let handler: Handler

    package init(kind: Kind, handler: Handler) {
        self.kind = kind
        self.handler = handler
    }

    /// Runs the action; `zoom` is what a zoom action receives (ignored by the others).
    @MainActor
    package func perform(zoom: AccessibilityZoomGestureAction?) {
        switch handler {
        case .plain(let action): action()
        case .zoom(let action): action(zoom)
        }
    }
}

/// The zoom an assistive technology requested (SwiftUI's `AccessibilityZoomGestureAction`).
public struct AccessibilityZoomGestureAction: Sendable {
    public enum Direction: Sendable, Hashable {
        case zoomIn
        case zoomOut
    }

    public let direction: Direction
    /// Where the zoom is centred, in the view's local coordinates.
    public let location: UnitPoint
    public let point: CGPoint

    package init(direction: Direction, location: UnitPoint = .center, point: CGPoint = .zero) {
        self.direction = direction
        self.location = location
        self.point = point
    }
}
