import Foundation

/// Every number `ViewHost.performAccessibilityAudit(for:_:)` uses, in one value, each with its
/// source. Tags as in `TouchScriptConfiguration`: [doc] Apple documents it, [ours] a Tactile
/// choice, with the reason.
///
/// Invariant: `minimumHitRegion` is positive in both dimensions; the audit reads it as given.
public struct AccessibilityAuditConfiguration: Sendable, Equatable {
    /// [doc] Apple's Human Interface Guidelines ("Accessibility", "Buttons"): a control's hit
    /// region should be at least 44 × 44 pt. `.hitRegion` reports an interactive element whose
    /// drawn frame is smaller on either side.
    public var minimumHitRegion = CGSize(width: 44, height: 44)

    public init() {}

    /// The values above.
    public static let standard = AccessibilityAuditConfiguration()
}
