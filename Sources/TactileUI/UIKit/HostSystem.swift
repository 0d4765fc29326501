import Foundation
import Synchronization

/// What UIKit's singletons answer for code a host runs (`UIScreen.main`, `UIDevice.current`,
/// `UIApplication.shared`, the feedback generators), and what that code asked the system to do:
/// the URLs it opened and the haptics and sounds it played, recorded in order rather than
/// performed (`ViewHost.openedURLs`, `ViewHost.hapticFeedback`, `ViewHost.playedSounds`,
/// `ViewHost.playedHapticPatterns`).
///
/// How a singleton finds its host: through the binding of the host's timers (`HostTimers.current`),
/// which the host sets on the running thread for all code of its views (bodies, actions, gesture
/// callbacks, lifecycle actions, timers) and as a task local in the tasks of its `task` modifiers.
/// One binding serves both, so binding a host stays allocation-free.
///
/// Invariants: `current` is nil outside any host — the singletons then answer for
/// `UIKitDefaults.deviceOutsideHost` and record nothing (there is no host to ask); a value of
/// a view stored before any host ran (the root view a test builds) was computed outside a host.
/// Thread-safe: the records may be appended from any isolation.
package final class HostSystem: Sendable {
    private struct State {
        var device = UIKitDefaults.deviceOutsideHost
        var openedURLs: [URL] = []
        var feedback: [SensoryFeedback] = []
        var sounds: [PlayedSound] = []
        var hapticPatterns: [PlayedHapticPattern] = []
    }

    private let state = Mutex(State())

    /// The text field the keyboard types into (`ViewHost.typeText(_:)`).
    package let keyboard = KeyboardFocus()

    package init() {}

    /// The system of the host whose code runs now; nil outside any host.
    package static var current: HostSystem? { HostTimers.current?.system }

    /// The device of the host running code now, else `UIKitDefaults.deviceOutsideHost`.
    package static var currentDevice: Device { current?.device ?? UIKitDefaults.deviceOutsideHost }

    /// The device the host runs on (set by the host when it is made).
    package var device: Device {
        get { state.withLock { $0.device } }
        set { state.withLock { $0.device = newValue } }
    }

    /// The URLs `UIApplication.shared.open(_:options:completionHandler:)` was asked to open, in order.
    package var openedURLs: [URL] { state.withLock { $0.openedURLs } }

    /// The haptics the feedback generators played, in order.
    package var feedback: [SensoryFeedback] { state.withLock { $0.feedback } }

    package func recordOpened(_ url: URL) { state.withLock { $0.openedURLs.append(url) } }

    package func recordFeedback(_ feedback: SensoryFeedback) { state.withLock { $0.feedback.append(feedback) } }

    /// The sounds the hosted code played (AVFoundation, AudioToolbox), in order.
    package var sounds: [PlayedSound] { state.withLock { $0.sounds } }

    package func recordSound(_ sound: PlayedSound) { state.withLock { $0.sounds.append(sound) } }

    /// The patterns the hosted code played with CoreHaptics, in order.
    package var hapticPatterns: [PlayedHapticPattern] { state.withLock { $0.hapticPatterns } }

    package func recordHapticPattern(_ pattern: PlayedHapticPattern) { state.withLock { $0.hapticPatterns.append(pattern) } }
}
