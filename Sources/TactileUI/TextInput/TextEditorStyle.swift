import Foundation

/// A style for text editors (SwiftUI's `TextEditorStyle`, iOS 17). The built-in styles only: on
/// iOS both draw the editor as `TextEditor` draws it, with no border.
public protocol TextEditorStyle: Sendable {}

/// The default text editor style (SwiftUI's `AutomaticTextEditorStyle`).
public struct AutomaticTextEditorStyle: TextEditorStyle {
    public init() {}
}

/// A text editor with no decoration (SwiftUI's `PlainTextEditorStyle`).
public struct PlainTextEditorStyle: TextEditorStyle {
    public init() {}
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
    /// Sets the style of text editors below (SwiftUI's `textEditorStyle(_:)`, iOS 17). Both built-in
    /// styles look the same on iOS, as `TextEditor` draws here, so the view is unchanged.
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View { self }
}
