/// Each rule's measured precision on code it was not tuned on, and the bar a rule must clear to run by
/// default.
///
/// Source: `docs/LINT-QUALITY.md`, "Current figures". Two sets, every finding judged by a reviewer,
/// unwanted findings counted as wrong:
/// - `figures`, the *fresh held-out set* (the nineteenth, Y1–Y24): 24 public SwiftUI apps (4,243 Swift
///   files) whose names and commits were written down and committed before tactile-lint ran on them, run
///   once with the rules as they are. This is the figure that holds out of sample.
/// - `seenFigures`, the *seen set*: the held-out half of the issue-34 corpus (17 repositories) and the
///   first eighteen fresh sets (7, 11, 16, 16, 16, 17, 21, 22, 30, 19, 21, 20, 18, 22, 19, 25, 24 and 19), each judged once and then used while the rules were
///   tuned (through their written-down kinds), so they no longer count as held out; they only keep a rule
///   that fell below the bar there off until fresh code clears it. Their counts are the judgements made
///   before the rules were tuned on them.
///
/// Invariant: a rule is off by default (`RuleDescription.enabledByDefault`) exactly when
/// `isBelowThreshold` holds (checked by `DefaultRuleSetTests`): its fresh figure is below `threshold`,
/// or its seen figure is below `threshold` and the fresh set gave it fewer than `minimumFindings`
/// findings to show otherwise.
public enum HeldOutPrecision {
    /// Where the figures come from, as the rule pages say it.
    public static let source = "a fresh held-out set of 24 public SwiftUI apps (4,243 Swift files), fixed before tactile-lint ran on it and judged once (docs/LINT-QUALITY.md)"
    /// Where the seen-set figures come from.
    public static let seenSource = "the seen set (the issue-34 held-out half and the first eighteen fresh sets, 360 repositories, judged once and tuned on since)"
    /// The strict precision a rule must reach on held-out code to run by default (issue 34).
    public static let threshold = 0.95
    /// Findings the fresh set must give a rule that fell below the bar on the seen set before its fresh
    /// figure alone may turn it on: 2 right of 2 says little (its 95 % interval reaches down to 16 %).
    public static let minimumFindings = 10

    /// Rule id → findings and right findings on the fresh held-out set.
    public static let figures: [String: HeldOutFigure] = [
        "deprecated_magnification_gesture": HeldOutFigure(findings: 1, right: 1),
        "drag_in_scroll_view": HeldOutFigure(findings: 9, right: 8),
        "gesture_without_accessibility_action": HeldOutFigure(findings: 46, right: 17),
        "missing_press_feedback": HeldOutFigure(findings: 4, right: 1),
        "tap_area_missing_content_shape": HeldOutFigure(findings: 15, right: 9),
        "tap_gesture_should_be_button": HeldOutFigure(findings: 222, right: 198),
        "transient_gesture_state": HeldOutFigure(findings: 24, right: 14),
    ]

    /// Rule id → findings and right findings on the seen set (the issue-34 held-out half and the first
    /// eighteen fresh sets, added together).
    public static let seenFigures: [String: HeldOutFigure] = [
        "deprecated_magnification_gesture": HeldOutFigure(findings: 37, right: 28),
        "drag_in_scroll_view": HeldOutFigure(findings: 162, right: 102),
        "gesture_availability": HeldOutFigure(findings: 4, right: 0),
        "gesture_without_accessibility_action": HeldOutFigure(findings: 1215, right: 539),
        "heavy_on_changed": HeldOutFigure(findings: 18, right: 8),
        "missing_press_feedback": HeldOutFigure(findings: 264, right: 66),
        "parent_tap_over_controls": HeldOutFigure(findings: 2, right: 0),
        "tap_area_missing_content_shape": HeldOutFigure(findings: 460, right: 159),
        "tap_count_order": HeldOutFigure(findings: 4, right: 4),
        "tap_gesture_should_be_button": HeldOutFigure(findings: 4860, right: 4104),
        "transient_gesture_state": HeldOutFigure(findings: 308, right: 247),
    ]

    /// The fresh figure for `ruleID`; a rule that reported nothing has zero findings.
    public static func figure(for ruleID: String) -> HeldOutFigure {
        figures[ruleID] ?? HeldOutFigure(findings: 0, right: 0)
    }

    /// The seen-set figure for `ruleID`; zero findings when it reported nothing there.
    public static func seenFigure(for ruleID: String) -> HeldOutFigure {
        seenFigures[ruleID] ?? HeldOutFigure(findings: 0, right: 0)
    }

    /// True when the rule must be off by default: its fresh strict precision is below `threshold`, or its
    /// seen-set precision is and the fresh set has fewer than `minimumFindings` findings for it.
    public static func isBelowThreshold(_ ruleID: String) -> Bool {
        let fresh = figure(for: ruleID)
        if let precision = fresh.strictPrecision, precision < threshold { return true }
        let seenBelow = seenFigure(for: ruleID).strictPrecision.map { $0 < threshold } ?? false
        return seenBelow && fresh.findings < minimumFindings
    }
}
