/// What kind of control or content an accessibility element is, as `XCUIElement.ElementType`
/// names it: the role a query matches with `AccessibilityElementPredicate.type(_:)`.
///
/// Invariant: every element has exactly one type, derived from the view that forms it first and
/// from its traits second (`AccessibilityElementSnapshot.elementType` gives the rule).
public enum AccessibilityElementType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A `Button`, or any element with the `.isButton` trait.
    case button
    /// A `Toggle`, or any element with the `.isToggle` trait.
    case toggle
    /// A `Slider`.
    case slider
    /// A `Stepper`.
    case stepper
    /// A `ScrollView`: a container, not read by VoiceOver, that finders list before its content.
    case scrollView
    /// An element with the `.isLink` trait.
    case link
    /// An element with the `.isSearchField` trait.
    case searchField
    /// An image of a symbol, or any element with the `.isImage` trait and no text.
    case image
    /// A `Text`, or any element with the `.isStaticText` trait.
    case staticText
    /// Anything else: a shape or a group given a label, a custom adjustable element.
    case other

    public var description: String { "." + rawValue }
}
