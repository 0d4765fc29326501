import Foundation

// The iOS 13 spellings of the accessibility modifiers, `accessibility(label:)` and the rest, which
// SwiftUI deprecated in iOS 15 in favour of `accessibilityLabel(_:)` and the rest, and which
// older code still writes. Each does exactly what its replacement does; marked deprecated for
// iOS 15, as SwiftUI marks them (a build for Linux, which has no iOS version, does not warn).

extension View {
    @available(iOS, introduced: 13.0, deprecated: 15.0, renamed: "accessibilityLabel(_:)")
    public consuming func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    @available(iOS, introduced: 13.0, deprecated: 15.0, renamed: "accessibilityValue(_:)")
    public consuming func accessibility(value: Text) -> some View { accessibilityValue(value) }

    @available(iOS, introduced: 13.0, deprecated: 15.0, renamed: "accessibilityHint(_:)")
    public consuming func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    @available(iOS, introduced: 13.0, deprecated: 15.0, renamed: "accessibilityAddTraits(_:)")
    public consuming func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    @available(iOS, introduced: 13.0, deprecated: 15.0, renamed: "accessibilityRemoveTraits(_:)")
    public consuming func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }

    @available(iOS, introduced: 13.0, deprecated: 15.0, renamed: "accessibilityHidden(_:)")
    public consuming func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    @available(iOS, introduced: 13.0, deprecated: 15.0, renamed: "accessibilityIdentifier(_:)")
    public consuming func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
}
