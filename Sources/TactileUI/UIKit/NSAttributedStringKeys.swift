import Foundation

/// The text attribute names UIKit adds to Foundation (`NSAttributedString.Key.font`,
/// `.foregroundColor`, …), which SwiftUI code passes to `size(withAttributes:)` and to navigation
/// bar appearance. Foundation on Linux declares none of them. The raw values are UIKit's.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    public static let tracking = NSAttributedString.Key(rawValue: "NSTracking")
    public static let strokeColor = NSAttributedString.Key(rawValue: "NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key(rawValue: "NSStrokeWidth")
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
}

extension String {
    /// The size of the string drawn on one line per line break with `attrs` (UIKit's
    /// `NSString.size(withAttributes:)`): Tactile's text metrics for the `.font` given (UIKit's
    /// default, Helvetica 12 pt, is read as the 12-point system font) — the widest line's characters
    /// times the average advance plus the `.kern` after each, by the lines' height.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = attrs?[.font] as? UIFont ?? UIFont.systemFont(ofSize: UIFont.smallSystemFontSize)
        let kern = (attrs?[.kern] as? CGFloat) ?? (attrs?[.kern] as? Double).map { CGFloat($0) } ?? 0
        let lines = split(separator: "\n", omittingEmptySubsequences: false)
        let widest = lines.map(\.count).max() ?? 0
        let width = CGFloat(widest) * (font.pointSize * FontMetrics.averageAdvance + kern)
        return CGSize(width: width.rounded(.up), height: (CGFloat(lines.count) * font.lineHeight).rounded(.up))
    }
}
