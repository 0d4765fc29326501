import Foundation
import TactileUI

/// One thing the audit checks: an element of the tree, or a view with a gesture that forms none.
struct AccessibilityAuditTarget {
    var element: AccessibilityElementSnapshot
    /// False for a view that forms no single element (`AccessibilityElementSnapshot(unreachable:)`).
    var isElement = true
    /// The gestures of the views this target stands for.
    var gestures: [AuditedGesture] = []
    /// Whether one of those views offers an accessibility action.
    var hasAction = false
    /// The traits of elements inside those views.
    var innerTraits = AccessibilityTraits()

    /// The element types a person acts on.
    static let interactiveTypes: Set<AccessibilityElementType> = [.button, .toggle, .slider, .stepper, .link, .searchField]

    /// Interactive by role or trait, or by a gesture of its own.
    var isInteractive: Bool {
        Self.interactiveTypes.contains(element.elementType) || element.isAdjustable || !gestures.isEmpty
    }

    func issues(for types: AccessibilityAuditType, configuration: AccessibilityAuditConfiguration) -> [AccessibilityAuditIssue] {
        guard isInteractive else { return [] }
        var issues: [AccessibilityAuditIssue] = []
        func add(_ type: AccessibilityAuditType, _ compact: String, _ detailed: String) {
            guard types.contains(type) else { return }
            issues.append(AccessibilityAuditIssue(auditType: type, element: element, compactDescription: compact,
                                                  detailedDescription: detailed))
        }
        let size = element.frame.size, minimum = configuration.minimumHitRegion
        if size.width < minimum.width || size.height < minimum.height {
            add(.hitRegion, "Hit region too small", AccessibilityAuditWording.hitRegionTooSmall(size, minimum: minimum))
        }
        if isElement, (element.label ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
            add(.sufficientElementDescription, "Element has no description", AccessibilityAuditWording.missingDescription)
        }
        let kinds = gestures.map(\.kind)
        let traits = element.traits.union(innerTraits)
        if kinds.contains(.singleTap), !kinds.contains(.otherTap), !hasAction,
           traits.isDisjoint(with: [.isButton, .isLink, .isToggle]) {
            add(.trait, "Tap gesture not exposed as a button", AccessibilityAuditWording.tapGestureShouldBeButton)
        }
        if !hasAction, !element.isAdjustable {
            var named: Set<String> = []
            for case .inaccessible(let kind) in kinds where named.insert(kind).inserted {
                add(.action, "Gesture has no accessibility action", AccessibilityAuditWording.gestureWithoutAccessibilityAction(kind: kind))
            }
        }
        return issues
    }
}
