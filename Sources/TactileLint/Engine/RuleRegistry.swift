/// Every rule tactile-lint knows, in the order of the reference table.
///
/// Invariant: ids are unique; the order is the documentation's and the SARIF rule index's order.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        DeprecatedMagnificationGestureRule(),
        PreferRotateGestureRule(),
        TransientGestureStateRule(),
        MissingPressFeedbackRule(),
        ParentTapOverControlsRule(),
        HeavyOnChangedRule(),
        StackedContinuousGesturesRule(),
        TapCountOrderRule(),
        UnclampedGestureScaleRule(),
        CustomGestureBodyRule(),
        GestureMaskNoneRule(),
        TapGestureShouldBeButtonRule(),
        GestureWithoutAccessibilityActionRule(),
        TapAreaMissingContentShapeRule(),
        DragInScrollViewRule(),
        GestureAvailabilityRule(),
    ]

    /// The rule with `id`, if any.
    public static func rule(withID id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }
}
