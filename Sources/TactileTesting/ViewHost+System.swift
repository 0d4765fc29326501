import Foundation
import TactileUI

extension ViewHost {
    /// The URLs the hosted code opened with `UIApplication.shared.open(_:options:completionHandler:)`,
    /// in order: recorded, not opened (`HostSystem`).
    public var openedURLs: [URL] { host.graph.system.openedURLs }

    /// The haptics the hosted code played with UIKit's feedback generators
    /// (`UIImpactFeedbackGenerator`, `UINotificationFeedbackGenerator`, `UISelectionFeedbackGenerator`),
    /// in order: recorded, not played (`HostSystem`).
    public var hapticFeedback: [SensoryFeedback] { host.graph.system.feedback }
}
