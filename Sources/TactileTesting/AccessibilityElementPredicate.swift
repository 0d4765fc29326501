import Foundation
import TactileUI

/// One condition on an accessibility element, in the tree's own terms — what
/// `ViewHost.elements(matching:)` combines to find elements, as an `XCUIElementQuery` is narrowed
/// by type, identifier and label:
///
/// ```swift
/// let save = try host.elements(matching: .type(.button), .label("Save")).only
/// host.tap(on: save)
/// ```
///
/// Invariants: string conditions compare whole strings exactly (no case folding, no
/// substrings); a predicate is a pure function of the element value, so a query gives the same
/// matches for the same tree. `description` is how errors name it (`label == "Save"`).
public struct AccessibilityElementPredicate: Sendable, CustomStringConvertible {
    public let description: String
    private let test: @Sendable (AccessibilityElementSnapshot) -> Bool

    /// A condition described by `description`, true when `predicate` is: for what the named
    /// conditions do not cover (`.matching("frame below the fold") { $0.frame.minY > 844 }`).
    public static func matching(_ description: String,
                                _ predicate: @escaping @Sendable (AccessibilityElementSnapshot) -> Bool) -> Self {
        Self(description: description, test: predicate)
    }

    /// The element's label (`accessibilityLabel`, a text's string, a control's content joined by ", ") is `label`.
    public static func label(_ label: String) -> Self {
        Self(description: "label == \(quoted(label))") { $0.label == label }
    }

    /// The element's value (a toggle's "1"/"0", a slider's "50%", `accessibilityValue`) is `value`.
    public static func value(_ value: String) -> Self {
        Self(description: "value == \(quoted(value))") { $0.value == value }
    }

    /// The element's `accessibilityIdentifier` is `identifier`.
    public static func identifier(_ identifier: String) -> Self {
        Self(description: "identifier == \(quoted(identifier))") { $0.identifier == identifier }
    }

    /// The element has every trait of `traits` (`.isButton`, `[.isButton, .isSelected]`).
    public static func trait(_ traits: AccessibilityTraits) -> Self {
        let names = traitNames.filter { traits.contains($0.0) }.map(\.1)
        return Self(description: "traits contain [\(names.joined(separator: ", "))]") { $0.traits.contains(traits) }
    }

    /// The element is of `type` (`.button`, `.toggle`, `.slider`, `.scrollView`, …).
    public static func type(_ type: AccessibilityElementType) -> Self {
        Self(description: "type == \(type)") { $0.elementType == type }
    }

    /// The element stands for a `Text` showing exactly `text` — a text, or a button or a
    /// combined element with such a text inside — whatever its label says.
    public static func text(_ text: String) -> Self {
        Self(description: "text == \(quoted(text))") { $0.texts.contains(text) }
    }

    /// Whether `element` meets the condition.
    public func matches(_ element: AccessibilityElementSnapshot) -> Bool { test(element) }

    /// Every trait's name as Swift spells it, in declaration order.
    private static let traitNames: [(AccessibilityTraits, String)] = [
        (.isButton, ".isButton"), (.isHeader, ".isHeader"), (.isSelected, ".isSelected"), (.isLink, ".isLink"),
        (.isSearchField, ".isSearchField"), (.isImage, ".isImage"), (.playsSound, ".playsSound"),
        (.isKeyboardKey, ".isKeyboardKey"), (.isStaticText, ".isStaticText"), (.isSummaryElement, ".isSummaryElement"),
        (.updatesFrequently, ".updatesFrequently"), (.startsMediaSession, ".startsMediaSession"),
        (.allowsDirectInteraction, ".allowsDirectInteraction"), (.causesPageTurn, ".causesPageTurn"),
        (.isModal, ".isModal"), (.isToggle, ".isToggle"), (.isTabBar, ".isTabBar"), (.isAdjustable, ".isAdjustable"),
    ]

    private static func quoted(_ string: String) -> String { "\"\(string)\"" }
}
