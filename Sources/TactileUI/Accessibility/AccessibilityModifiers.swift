import Foundation

/// A built-in modifier that changes the accessibility attributes of its content's elements.
package struct AccessibilityModifier: WrappingModifier {
    let update: @MainActor (inout AccessibilityAttributes) -> Void
    package func configure(_ node: ViewNode) { update(&node.accessibility) }
}

// SwiftUI's accessibility modifiers, with its overloads: a `Text`, a localized key, and a string
// (disfavoured, as in SwiftUI, so a literal takes the localized key).
extension View {
    public consuming func accessibilityLabel(_ label: Text) -> some View {
        modifier(AccessibilityModifier { $0.label = label.content })
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibilityLabel(Text(labelKey)) }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibilityLabel(Text(label)) }

    /// A label from a localized string resource (iOS 16): its default value. Disfavoured, so a
    /// literal stays a `LocalizedStringKey`.
    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource) -> some View { accessibilityLabel(Text(label)) }

    public consuming func accessibilityValue(_ valueDescription: Text) -> some View {
        modifier(AccessibilityModifier { $0.value = valueDescription.content })
    }

    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibilityValue(Text(valueKey)) }

    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibilityValue(Text(value)) }

    /// A value from a localized string resource (iOS 16): its default value. Disfavoured, so a
    /// literal stays a `LocalizedStringKey`.
    @_disfavoredOverload
    public func accessibilityValue(_ valueResource: LocalizedStringResource) -> some View { accessibilityValue(Text(valueResource)) }

    public consuming func accessibilityHint(_ hint: Text) -> some View {
        modifier(AccessibilityModifier { $0.hint = hint.content })
    }

    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibilityHint(Text(hintKey)) }

    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibilityHint(Text(hint)) }

    /// Adds `traits` to this view's elements (and takes them off the removed traits).
    public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier { attributes in
            attributes.addedTraits.formUnion(traits)
            attributes.removedTraits.subtract(traits)
        })
    }

    /// Removes `traits` from this view's elements, including traits its controls give them.
    public consuming func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier { attributes in
            attributes.removedTraits.formUnion(traits)
            attributes.addedTraits.subtract(traits)
        })
    }

    /// Hides this view and everything in it from accessibility (`true`), or shows it (`false`).
    public consuming func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(AccessibilityModifier { $0.isHidden = hidden })
    }

    /// Makes this view one accessibility element whose content is treated as `children` says.
    public consuming func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AccessibilityModifier { $0.children = children })
    }

    /// The action VoiceOver runs when the user swipes up (increment) or down (decrement) on this
    /// view; the element becomes adjustable.
    public consuming func accessibilityAdjustableAction(_ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void) -> some View {
        modifier(AccessibilityModifier { $0.adjustableAction = handler })
    }
}
