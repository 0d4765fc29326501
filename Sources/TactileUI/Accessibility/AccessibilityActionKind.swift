import Foundation

/// SwiftUI's `AccessibilityActionKind`: which assistive-technology action
/// `accessibilityAction(_:_:)` answers — the default action (VoiceOver's double tap on the
/// element), escape (the two-finger scrub that dismisses), the magic tap (a two-finger double tap
/// anywhere), delete, show menu, or an action named in the actions rotor (`init(named:)`).
///
/// Invariant: two kinds are equal when they name the same action; a test host performs an action
/// by its kind (`ViewHost.performAccessibilityAction(_:on:)`).
public struct AccessibilityActionKind: Equatable, Sendable {
    package let entryKind: AccessibilityActionEntry.Kind

    package init(entryKind: AccessibilityActionEntry.Kind) {
        self.entryKind = entryKind
    }

    /// An action shown under `name` in the actions rotor (`accessibilityAction(named:_:)`).
    public init(named name: Text) {
        entryKind = .named(name.content)
    }

    /// An action named by `key`'s text: `init(named: Text(key))` without making the `Text`
    /// (whose runs are an array: one allocation per evaluation of the modifier).
    @usableFromInline
    package init(named key: LocalizedStringKey) {
        entryKind = .named(key.key)
    }

    /// The element's default action: what a double tap does under VoiceOver.
    public static let `default` = AccessibilityActionKind(entryKind: .default)
    /// Dismisses a modal view or returns to the previous screen (the two-finger scrub).
    public static let escape = AccessibilityActionKind(entryKind: .escape)
    /// The app's most important action (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind(entryKind: .magicTap)
    /// Deletes the element's content.
    public static let delete = AccessibilityActionKind(entryKind: .delete)
    /// Shows the element's menu.
    public static let showMenu = AccessibilityActionKind(entryKind: .showMenu)
}
