/// A source of haptics (UIKit's `UIFeedbackGenerator`). In a host, a haptic played is recorded
/// on the host running the code (`HostSystem`, `ViewHost.hapticFeedback`), not played; outside
/// any host it is dropped.
@MainActor @preconcurrency
public class UIFeedbackGenerator {
    public init() {}

    /// Readies the haptic engine to play soon with little latency: the host has no engine to warm.
    public func prepare() {}

    /// Records `feedback` on the running host.
    func play(_ feedback: SensoryFeedback) {
        HostSystem.current?.recordFeedback(feedback)
    }
}
