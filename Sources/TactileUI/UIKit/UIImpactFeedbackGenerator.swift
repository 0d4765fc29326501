import Foundation

/// Plays impacts (UIKit's `UIImpactFeedbackGenerator`), recorded as `SensoryFeedback.impact`:
/// `.light`, `.medium`, `.heavy` as a weight, `.soft` and `.rigid` as a flexibility.
@MainActor @preconcurrency
public class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects.
    public enum FeedbackStyle: Int, Sendable, Hashable {
        case light, medium, heavy, soft, rigid
    }

    private let style: FeedbackStyle

    nonisolated public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of `.medium` impacts.
    nonisolated override public convenience init() { self.init(style: .medium) }

    /// Plays an impact at full intensity.
    public func impactOccurred() { impactOccurred(intensity: 1) }

    /// Plays an impact at `intensity`, clamped to 0…1.
    public func impactOccurred(intensity: CGFloat) {
        let intensity = Double(min(1, max(0, intensity)))
        switch style {
        case .light: play(.impact(weight: .light, intensity: intensity))
        case .medium: play(.impact(weight: .medium, intensity: intensity))
        case .heavy: play(.impact(weight: .heavy, intensity: intensity))
        case .soft: play(.impact(flexibility: .soft, intensity: intensity))
        case .rigid: play(.impact(flexibility: .rigid, intensity: intensity))
        }
    }
}
