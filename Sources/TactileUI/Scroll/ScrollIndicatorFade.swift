import Foundation
import TactileGestures

/// When a scroll view's indicators show, on the host's clock (UIScrollView on an iPhone): they
/// appear when scrolling starts (a finger pans, the content decelerates, bounces back or
/// animates to a target), stay while it scrolls, and once it comes to rest stay fully shown for
/// `indicatorFadeDelay`, then fade out linearly over `indicatorFadeDuration`. A flash
/// (`scrollIndicatorsFlash`) is a rest without the scroll: shown, then faded as after one.
///
/// Invariants: the opacity is 1 while shown, 0 while hidden, and between while resting; a rest
/// without a start time starts at the next sample (the update after the callback that ended
/// the scroll, as `ScrollState`'s motions); once faded it is hidden and needs no more samples.
package struct ScrollIndicatorFade: Equatable {
    package enum Stage: Equatable {
        case hidden
        case shown
        /// Resting since a time (nil: since the next sample).
        case resting(since: Double?)
    }

    package private(set) var stage = Stage.hidden

    package init() {}

    /// Scrolling started (or goes on).
    package mutating func show() { stage = .shown }

    /// Scrolling stopped: the indicators stay a moment, then fade.
    package mutating func rest() {
        if stage == .shown { stage = .resting(since: nil) }
    }

    /// Shows the indicators as if a scroll just came to rest (unless one runs: it keeps them).
    package mutating func flash() {
        if stage != .shown { stage = .resting(since: nil) }
    }

    /// Whether the opacity changes with time (the graph samples it, and the host is animating).
    package var isFading: Bool {
        if case .resting = stage { return true }
        return false
    }

    /// The opacity at `time` (fixing a rest's start), moving to hidden once faded out.
    package mutating func opacity(at time: Double, configuration: ScrollConfiguration) -> Double {
        switch stage {
        case .hidden: return 0
        case .shown: return 1
        case .resting(let since):
            let start = since ?? time
            if since == nil { stage = .resting(since: start) }
            let faded = time - start - configuration.indicatorFadeDelay
            guard faded > 0 else { return 1 }
            let duration = configuration.indicatorFadeDuration
            guard duration > 0, faded < duration else {
                stage = .hidden
                return 0
            }
            return 1 - faded / duration
        }
    }
}
