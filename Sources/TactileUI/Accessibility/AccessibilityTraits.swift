/// What an accessibility element is and how it behaves (SwiftUI's `AccessibilityTraits`).
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    package var rawValue: UInt32
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    public init() { rawValue = 0 }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
    /// Not a SwiftUI trait: set on elements with `accessibilityAdjustableAction` (UIKit's
    /// `.adjustable`), so the tree says what VoiceOver would ("Adjustable").
    public static let isAdjustable = AccessibilityTraits(rawValue: 1 << 17)

    /// The words VoiceOver speaks for the traits, in a fixed order (UIKit's English names).
    package var spokenNames: [String] {
        let names: [(AccessibilityTraits, String)] = [
            (.isSelected, "Selected"), (.isButton, "Button"), (.isToggle, "Switch button"), (.isLink, "Link"),
            (.isHeader, "Heading"), (.isSearchField, "Search field"), (.isImage, "Image"), (.isAdjustable, "Adjustable"),
            (.isTabBar, "Tab bar"), (.isKeyboardKey, "Key"),
        ]
        return names.filter { contains($0.0) }.map(\.1)
    }

    // SetAlgebra
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(rawValue: rawValue | other.rawValue) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(rawValue: rawValue & other.rawValue) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(rawValue: rawValue ^ other.rawValue) }
    public func contains(_ member: AccessibilityTraits) -> Bool { rawValue & member.rawValue == member.rawValue }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        rawValue |= newMember.rawValue
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let removed = intersection(member)
        rawValue &= ~member.rawValue
        return removed.isEmpty ? nil : removed
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let existing = intersection(newMember)
        rawValue |= newMember.rawValue
        return existing.isEmpty ? nil : existing
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { rawValue |= other.rawValue }
    public mutating func formIntersection(_ other: AccessibilityTraits) { rawValue &= other.rawValue }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { rawValue ^= other.rawValue }
}
