// The Objective-C side of UIKit that SwiftUI code reaches for — `UIApplication.shared.sendAction(
// #selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)`, the usual way to
// close the keyboard before iOS 15's `@FocusState` — for code type-checked as iOS code
// (`tactile-compat`, which imports this module into it). Not imported by user code.
//
// Declarations only, compiled with Objective-C interoperability to a module interface and never to
// object code (ObjectiveC's Selector.swift): a `#selector` must name an `@objc` method, and Tactile's
// own `UIResponder` (TactileUI) is a Swift class compiled without Objective-C. At run time — in the
// lab, a Linux build — there is no selector to send: `@FocusState` is how Tactile moves the keyboard
// focus (docs/COMPATIBILITY.md).
import ObjectiveC
import UIKit

extension UIResponder {
    /// Gives up first-responder status (UIKit's `resignFirstResponder()`).
    @objc public func resignFirstResponder() -> Bool { _ObjectiveCRuntime.unavailable() }

    /// Asks to become first responder (UIKit's `becomeFirstResponder()`).
    @objc public func becomeFirstResponder() -> Bool { _ObjectiveCRuntime.unavailable() }

    /// Whether it is the first responder (UIKit's `isFirstResponder`).
    @objc public var isFirstResponder: Bool { _ObjectiveCRuntime.unavailable() }
}

extension UIApplication {
    /// Sends `action` to `target`, or along the responder chain when `target` is nil (UIKit's
    /// `sendAction(_:to:from:for:)`).
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        _ObjectiveCRuntime.unavailable()
    }
}
