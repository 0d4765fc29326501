import Foundation
import TactileUI

/// One element of a host's accessibility tree at one moment: what VoiceOver would read and
/// where the element is drawn. A value, like `ViewSnapshot`.
public struct AccessibilityElementSnapshot: Equatable, CustomStringConvertible {
    public let label: String?
    public let value: String?
    public let hint: String?
    public let traits: AccessibilityTraits
    public let identifier: String?
    /// Where the element's view is drawn on the canvas.
    public let frame: CGRect
    /// Whether it has an `accessibilityAdjustableAction`.
    public let isAdjustable: Bool

    @MainActor
    init(_ element: AccessibilityTree.Element) {
        label = element.label
        value = element.value
        hint = element.hint
        traits = element.traits
        identifier = element.identifier
        frame = element.frame
        isAdjustable = element.adjustableAction != nil
    }

    /// The centre of `frame` (where VoiceOver's double tap lands).
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// What VoiceOver says on reaching the element: label, value, traits, hint, separated by
    /// ", " (a toggle's value is said as "on" or "off").
    public var spokenText: String {
        var parts: [String] = []
        if let label, !label.isEmpty { parts.append(label) }
        if let value, !value.isEmpty {
            parts.append(traits.contains(.isToggle) ? (value == "1" ? "on" : "off") : value)
        }
        parts += traits.spokenNames
        if let hint, !hint.isEmpty { parts.append(hint) }
        return parts.joined(separator: ", ")
    }

    public var description: String { "\"\(spokenText)\" at \(frame)" }
}
