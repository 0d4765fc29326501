/// Which of the attributes modifiers set on a node have been written since it was made or last
/// updated in place (`ViewNode.setAttributes`): an update in place puts back the defaults of
/// these only (resetting all sixteen cost ≈ 1.5 K instructions per node, docs/PERFORMANCE.md,
/// "Incremental view graph").
///
/// Invariant: an attribute whose bit is clear holds its default value.
package struct ModifierAttributes: OptionSet {
    package let rawValue: UInt16
    package init(rawValue: UInt16) { self.rawValue = rawValue }

    package static let accessibilityIdentifier = ModifierAttributes(rawValue: 1 << 0)
    package static let preferences = ModifierAttributes(rawValue: 1 << 1)
    package static let accessibilityActions = ModifierAttributes(rawValue: 1 << 2)
    package static let accessibility = ModifierAttributes(rawValue: 1 << 3)
    package static let primaryAction = ModifierAttributes(rawValue: 1 << 4)
    package static let pressingChanged = ModifierAttributes(rawValue: 1 << 5)
    package static let tag = ModifierAttributes(rawValue: 1 << 6)
    package static let hitTesting = ModifierAttributes(rawValue: 1 << 7)
    package static let coordinateSpaceName = ModifierAttributes(rawValue: 1 << 8)
    package static let zIndex = ModifierAttributes(rawValue: 1 << 9)
    package static let gestures = ModifierAttributes(rawValue: 1 << 10)
    package static let transition = ModifierAttributes(rawValue: 1 << 11)
    package static let matchedGeometry = ModifierAttributes(rawValue: 1 << 12)
    package static let listRowButton = ModifierAttributes(rawValue: 1 << 13)
    package static let keyPressHandlers = ModifierAttributes(rawValue: 1 << 14)
    package static let focusTarget = ModifierAttributes(rawValue: 1 << 15)
}
