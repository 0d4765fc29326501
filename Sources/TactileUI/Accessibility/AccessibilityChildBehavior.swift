/// How an accessibility element made by `accessibilityElement(children:)` treats the elements of
/// its content (SwiftUI's `AccessibilityChildBehavior`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case ignore, combine, contain }
    package let kind: Kind

    /// One element; the content's elements are not read (its label comes from modifiers).
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// One element whose label, value and traits join those of the content's elements.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// The content's elements, read as they are, grouped in a container.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
}

/// The direction of an adjustment VoiceOver requests with a swipe up or down
/// (SwiftUI's `AccessibilityAdjustmentDirection`).
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    case increment
    case decrement
}
