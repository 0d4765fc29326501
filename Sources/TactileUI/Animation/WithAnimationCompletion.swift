import Foundation
import TactileGestures

/// When the completion of `withAnimation(_:completionCriteria:_:completion:)` runs (SwiftUI's
/// `AnimationCompletionCriteria`, iOS 17).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let kind: Int

    /// When the animation has reached its end value. Here: when it has finished
    /// (`Animation`'s whole duration, delay and repeats included; for a spring, when it has
    /// settled), the same moment as `.removed`.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: 0)
    /// When the animation no longer affects any view: when it has finished.
    public static let removed = AnimationCompletionCriteria(kind: 1)
}

/// Runs `body`, animating every state change it makes with `animation`, then runs `completion`
/// once that animation is complete (SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`,
/// iOS 17).
///
/// On the host's clock while a host runs the calling code (a button's action, a gesture callback,
/// `onAppear`, a timer): `completion` runs on the main actor when the host's time has passed the
/// animation's whole duration (`Animation`'s delay, speed and repeats included; a spring when it
/// has settled) — at once, at the next time step, for a nil animation; never for one that repeats
/// forever. Outside any host it runs on the main queue after the same duration in real time.
/// Both criteria complete at that moment (SwiftUI completes a spring *logically* somewhat before it
/// settles: docs/COMPATIBILITY.md).
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try withAnimation(animation, body)
    let duration = animation?.totalDuration ?? 0
    guard duration.isFinite else { return result }
    // SwiftUI takes a non-Sendable completion and calls it on the main actor; so does Tactile.
    nonisolated(unsafe) let completion = completion
    if HostTimer.scheduled(after: duration, action: { _ in completion() }) == nil {
        DispatchQueue.main.asyncAfter(deadline: .now() + duration) { MainActor.assumeIsolated { completion() } }
    }
    return result
}
