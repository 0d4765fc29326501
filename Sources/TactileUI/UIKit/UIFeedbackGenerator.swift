import Foundation

/// A source of haptics (UIKit's `UIFeedbackGenerator`). In a host, a haptic played is recorded
/// on the host running the code (`HostSystem`, `ViewHost.hapticFeedback`), not played; outside
/// any host it is dropped.
///
/// An `NSObject`, as UIKit's is: code keeps a generator in an `NSObject?` property or compares
/// generators by `isEqual(_:)`. Its initializers are nonisolated, as `NSObject`'s they override.
@MainActor @preconcurrency
public class UIFeedbackGenerator: NSObject {
    nonisolated override public init() { super.init() }

    /// Readies the haptic engine to play soon with little latency: the host has no engine to warm.
    public func prepare() {}

    /// Records `feedback` on the running host.
    func play(_ feedback: SensoryFeedback) {
        HostSystem.current?.recordFeedback(feedback)
    }
}
