/// Plays the outcome of a task (UIKit's `UINotificationFeedbackGenerator`), recorded as
/// `SensoryFeedback.success`, `.warning` or `.error`.
@MainActor @preconcurrency
public class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome.
    public enum FeedbackType: Int, Sendable, Hashable {
        case success, warning, error
    }

    /// Plays the haptic of `notificationType`.
    public func notificationOccurred(_ notificationType: FeedbackType) {
        switch notificationType {
        case .success: play(.success)
        case .warning: play(.warning)
        case .error: play(.error)
        }
    }
}
