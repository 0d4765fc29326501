#if !canImport(Darwin)
import Foundation

extension RunLoop {
    /// Combine's options for scheduling on a run loop (`Timer.publish(…options:)`). It has no
    /// members, as in Combine; Foundation on Linux does not declare it.
    public struct SchedulerOptions: Sendable {}
}
#endif
