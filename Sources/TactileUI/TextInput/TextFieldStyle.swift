import Foundation

/// How text fields are drawn (SwiftUI's `TextFieldStyle`): `.automatic`, `.plain`,
/// `.roundedBorder`. The built-in styles only; a field reads the style from its environment.
public protocol TextFieldStyle {
    /// Which built-in style this is.
    var _kind: TextFieldStyleKind { get }
}

/// The built-in text field styles.
public enum TextFieldStyleKind: Sendable, Hashable {
    case plain, roundedBorder
}

/// The platform's default: plain on iOS outside a `Form`.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .plain }
}

/// The text alone, with no border or background.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .plain }
}

/// A thin grey rounded rectangle around the text, inset (`TextFieldDefaults`).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: TextFieldStyleKind { .plain }
}

extension EnvironmentValues {
    /// The built-in style the text fields here are drawn in.
    package var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the text fields in this view in `style` (SwiftUI's `textFieldStyle(_:)`).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleKind, style._kind)
    }
}

/// The measurements of the rounded-border text field, each with where it comes from.
package enum TextFieldDefaults {
    /// UIKit's `UITextField.BorderStyle.roundedRect` draws a 5-point corner (its default look in
    /// Interface Builder's inspector).
    static let roundedBorderCornerRadius: CGFloat = 5
    /// A hairline border, as UIKit's rounded-rect field draws (0.5 pt: one pixel at 2×).
    static let roundedBorderWidth: CGFloat = 0.5
    /// The border's grey: `UIColor.systemGray4`'s light level, ≈ 0.82 white (approximate).
    static let roundedBorderWhite: Double = 0.82
    /// UIKit insets a rounded-rect field's text 7 points from the border (`textRect(forBounds:)`).
    static let roundedBorderHorizontalPadding: CGFloat = 7
    /// The vertical inset that gives a 17-point body line the rounded field's 34-point height:
    /// (34 − 1.2 × 17 ≈ 13.6) / 2, rounded down (approximate).
    static let roundedBorderVerticalPadding: CGFloat = 6
    /// `UITextView.textContainerInset`'s default, 8 points above and below the text (UIKit
    /// documentation), which a `TextEditor` keeps.
    static let editorVerticalInset: CGFloat = 8
    /// `NSTextContainer.lineFragmentPadding`'s default, 5 points before and after each line (UIKit
    /// documentation).
    static let editorHorizontalInset: CGFloat = 5
}
