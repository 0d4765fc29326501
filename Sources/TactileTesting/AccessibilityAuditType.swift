/// The kinds of problem `ViewHost.performAccessibilityAudit(for:_:)` looks for, named as
/// `XCUIAccessibilityAuditType` names the same checks.
///
/// Invariant: each kind is one check on the laid-out tree, independent of the others; `.all`
/// is their union, and a check Xcode runs that the tree cannot answer without a screen or a
/// person (contrast, Dynamic Type, clipped text) is not offered.
public struct AccessibilityAuditType: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// An interactive element (a button, toggle, slider, stepper, link, or a view with a gesture)
    /// smaller than `AccessibilityAuditConfiguration.minimumHitRegion` (44 × 44 pt) on a side.
    public static let hitRegion = AccessibilityAuditType(rawValue: 1 << 0)
    /// An interactive element with no label: VoiceOver can say only its traits.
    public static let sufficientElementDescription = AccessibilityAuditType(rawValue: 1 << 1)
    /// A tap gesture on an element not exposed as a button (no `.isButton`, `.isLink` or
    /// `.isToggle` trait, no accessibility action) — tactile-lint's `tap_gesture_should_be_button`.
    public static let trait = AccessibilityAuditType(rawValue: 1 << 2)
    /// A drag or long press on an element with no accessibility action (named, default,
    /// adjustable) to do the same — tactile-lint's `gesture_without_accessibility_action`.
    public static let action = AccessibilityAuditType(rawValue: 1 << 3)
    /// Every check.
    public static let all: AccessibilityAuditType = [.hitRegion, .sufficientElementDescription, .trait, .action]

    public var description: String {
        let names: [(AccessibilityAuditType, String)] = [
            (.hitRegion, ".hitRegion"), (.sufficientElementDescription, ".sufficientElementDescription"),
            (.trait, ".trait"), (.action, ".action"),
        ]
        let shown = names.filter { contains($0.0) }.map(\.1)
        return shown.count == 1 ? shown[0] : "[" + shown.joined(separator: ", ") + "]"
    }
}
