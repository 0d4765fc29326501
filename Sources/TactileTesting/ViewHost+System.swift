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

    /// The sounds the hosted code played with AVFoundation's `AVAudioPlayer` or AudioToolbox's
    /// `AudioServicesPlaySystemSound`, in order: recorded, not played (`HostSystem`).
    public var playedSounds: [PlayedSound] { host.graph.system.sounds }

    /// The patterns the hosted code played with CoreHaptics (`CHHapticEngine`'s players), in
    /// order: recorded, not felt (`HostSystem`).
    public var playedHapticPatterns: [PlayedHapticPattern] { host.graph.system.hapticPatterns }
}
