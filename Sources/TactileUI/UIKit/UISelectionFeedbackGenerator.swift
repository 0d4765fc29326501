/// Plays a change of selection (UIKit's `UISelectionFeedbackGenerator`), recorded as
/// `SensoryFeedback.selection`.
@MainActor @preconcurrency
public class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection haptic.
    public func selectionChanged() { play(.selection) }
}
