/// Each rule's measured precision on code it was not tuned on, and the bar a rule must clear to run by
/// default.
///
/// Source: `docs/LINT-QUALITY.md`, "Current figures": the held-out half of the issue-34 corpus
/// (17 public SwiftUI apps and libraries, 2,795 Swift files, split before any run by SHA-256 of the
/// repository name), every finding judged once by a reviewer; unwanted findings count as wrong.
/// Rules absent from `figures` reported nothing there, so their precision is not measured.
///
/// Invariant: a rule is off by default (`RuleDescription.enabledByDefault`) exactly when it has a figure
/// below `threshold` (checked by `HeldOutPrecisionTests`).
public enum HeldOutPrecision {
    /// Where the figures come from, as the rule pages say it.
    public static let source = "the held-out half of the issue-34 corpus: 17 public SwiftUI apps and libraries, 2,795 Swift files, each finding judged once (docs/LINT-QUALITY.md)"
    /// The strict precision a rule must reach on held-out code to run by default (issue 34).
    public static let threshold = 0.95

    /// Rule id → findings and right findings on the held-out half.
    public static let figures: [String: HeldOutFigure] = [
        "deprecated_magnification_gesture": HeldOutFigure(findings: 1, right: 1),
        "drag_in_scroll_view": HeldOutFigure(findings: 7, right: 4),
        "gesture_without_accessibility_action": HeldOutFigure(findings: 43, right: 29),
        "missing_press_feedback": HeldOutFigure(findings: 4, right: 1),
        "tap_area_missing_content_shape": HeldOutFigure(findings: 17, right: 8),
        "tap_gesture_should_be_button": HeldOutFigure(findings: 145, right: 110),
        "transient_gesture_state": HeldOutFigure(findings: 16, right: 14),
    ]

    /// The figure for `ruleID`; a rule that reported nothing has zero findings.
    public static func figure(for ruleID: String) -> HeldOutFigure {
        figures[ruleID] ?? HeldOutFigure(findings: 0, right: 0)
    }

    /// True when the rule's held-out strict precision is measured and below `threshold`.
    public static func isBelowThreshold(_ ruleID: String) -> Bool {
        figure(for: ruleID).strictPrecision.map { $0 < threshold } ?? false
    }
}
