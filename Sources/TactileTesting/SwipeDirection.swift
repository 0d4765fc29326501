import Foundation
import TactileUI

/// Where a swipe or fling moves the finger, in screen terms (XCUITest's `swipeUp()`,
/// `swipeDown()`, `swipeLeft()`, `swipeRight()`): `.up` moves it towards the top of the screen,
/// so a vertical scroll view's content scrolls towards its end.
public enum SwipeDirection: Sendable, Hashable, CaseIterable {
    case up, down, left, right

    /// The unit vector of the motion in canvas coordinates (y grows downwards).
    public var unitVector: CGVector {
        switch self {
        case .up: CGVector(dx: 0, dy: -1)
        case .down: CGVector(dx: 0, dy: 1)
        case .left: CGVector(dx: -1, dy: 0)
        case .right: CGVector(dx: 1, dy: 0)
        }
    }
}
