import Foundation

/// An event (UIKit's `UIEvent`), present so that a `UIView` subclass's `hitTest(_:with:)` or
/// `point(inside:with:)` override — a window that lets touches through — compiles.
///
/// Invariant: Tactile never makes one on its own (touches reach SwiftUI views, not `UIView`s); a
/// `UIEvent` made in code is a touch event at time 0.
@MainActor @preconcurrency
open class UIEvent {
    /// The kinds of event UIKit delivers, with UIKit's raw values.
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    /// The kind of event: touches.
    open var type: UIEvent.EventType { .touches }
    /// When it happened, in seconds since the system started: 0.
    open var timestamp: TimeInterval { 0 }

    public init() {}
}
