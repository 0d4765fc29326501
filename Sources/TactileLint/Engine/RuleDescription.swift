/// Everything a rule says about itself: the data behind its documentation page and its tests.
///
/// Invariants: `id` is snake_case and unique among rules; every rule has at least one triggering and one
/// non-triggering example; each triggering example marks every expected finding with `↓`.
public struct RuleDescription: Sendable {
    public var id: String
    public var name: String
    public var severity: Severity
    /// Whether the rule runs without being named in `opt_in_rules:`. A rule whose held-out strict
    /// precision is below `HeldOutPrecision.threshold` is off by default (`HeldOutPrecision.figures`).
    public var enabledByDefault: Bool
    /// One sentence: what the rule flags.
    public var summary: String
    /// Why it matters at run time.
    public var rationale: String
    /// What to do instead; `nil` when the rule offers no advice beyond the message.
    public var fixDescription: String?
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    /// Mechanical corrections, each applied by `--fix`.
    public var corrections: [CorrectionExample]

    public init(
        id: String,
        name: String,
        severity: Severity,
        enabledByDefault: Bool = true,
        summary: String,
        rationale: String,
        fixDescription: String? = nil,
        triggeringExamples: [RuleExample],
        nonTriggeringExamples: [RuleExample],
        corrections: [CorrectionExample] = []
    ) {
        self.id = id
        self.name = name
        self.severity = severity
        self.enabledByDefault = enabledByDefault
        self.summary = summary
        self.rationale = rationale
        self.fixDescription = fixDescription
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
    }
}
