import Foundation

/// The keyboard notifications SwiftUI code observes to move content above the keyboard
/// (`NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)`), with
/// UIKit's names and user-info keys.
///
/// Invariant: Tactile has no on-screen keyboard (text input comes from `ViewHost.typeText(_:)`), so
/// the host posts none of them: code observing them compiles and hears nothing, as on an iPad with
/// a hardware keyboard attached (docs/COMPATIBILITY.md, "Text input").
extension UIResponder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame at the start and end of its animation (a `CGRect` in an `NSValue` on iOS).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration (a `Double`) and curve (a `UIView.AnimationCurve` raw value).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
