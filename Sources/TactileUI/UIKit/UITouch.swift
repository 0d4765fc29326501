import Foundation

/// A touch as UIKit hands it to a responder (UIKit's `UITouch`), present so that a view
/// controller's or view's `touchesBegan(_:with:)` override — a hosting controller that lets some
/// touches through — compiles.
///
/// Invariants: Tactile never makes one on its own and never calls the `touches…(_:with:)` methods
/// of a `UIView` or `UIViewController` — touches reach SwiftUI views (its gestures and controls),
/// not UIKit responders, so those overrides never run here (docs/COMPATIBILITY.md). A touch made
/// in code is a finger resting at `locationInWindow` (the window's origin unless set) in the
/// `.began` phase at time 0, tapped once; `location(in:)` converts that point through the views'
/// frames, as `UIView.convert(_:from:)` does. Touches are equal when they are the same touch, as
/// `NSObject`s are, so `Set<UITouch>` holds each once.
@MainActor @preconcurrency
open class UITouch: Hashable {
    /// Where a touch is in its life (UIKit's `UITouch.Phase`), with UIKit's raw values.
    public enum Phase: Int, Sendable {
        case began = 0, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// What made the touch (UIKit's `UITouch.TouchType`), with UIKit's raw values.
    public enum TouchType: Int, Sendable {
        case direct = 0, indirect, pencil, indirectPointer
    }

    /// Where the touch is, in the window's coordinates.
    public var locationInWindow: CGPoint = .zero
    /// Where it was at its previous event, in the window's coordinates.
    public var previousLocationInWindow: CGPoint = .zero
    /// Its phase.
    open var phase: Phase = .began
    /// When it last changed, in seconds since the system started.
    open var timestamp: TimeInterval = 0
    /// How many times the finger tapped at this place.
    open var tapCount = 1
    /// What made it: a finger.
    open var type: TouchType { .direct }
    /// The view it began in; nil for a touch made in code.
    open var view: UIView?
    /// Its force, 0 (no 3D Touch here); `maximumPossibleForce` is 0 too.
    open var force: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }

    public init() {}

    /// The touch's location in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        view?.convert(locationInWindow, from: nil) ?? locationInWindow
    }

    /// Its previous location in `view`'s coordinates (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        view?.convert(previousLocationInWindow, from: nil) ?? previousLocationInWindow
    }

    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
