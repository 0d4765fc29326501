import Foundation

extension Font {
    /// A font named `name` at `size` points that scales with Dynamic Type as `.body` does
    /// (SwiftUI's `custom(_:size:)`). Tactile has no font files: the text is measured with the
    /// system font's metrics at that size (`FontMetrics`), and drawn naming `name` first, so a
    /// browser with the font shows it (docs/COMPATIBILITY.md, "Text").
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// A custom font whose size scales with Dynamic Type as `textStyle` does (iOS 14).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        var font = Font(size: size)
        font.name = name
        font.relativeTextStyle = textStyle
        return font
    }

    /// A custom font of the same size at every Dynamic Type size (iOS 14).
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(size: fixedSize)
        font.name = name
        return font
    }

    /// The SVG font-family list: a custom font's name (quoted), then the design's families.
    package var family: String {
        guard let name else { return design.family }
        return "'\(name.replacingOccurrences(of: "'", with: ""))', " + design.family
    }
}
