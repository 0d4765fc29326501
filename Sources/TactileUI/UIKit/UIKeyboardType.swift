import Foundation

/// The kind of on-screen keyboard a text field asks for (UIKit's `UIKeyboardType`, which
/// SwiftUI's `keyboardType(_:)` takes). Recorded only: the host has no on-screen keyboard.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The alphabet keyboard (UIKit's alias of `asciiCapable`).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
