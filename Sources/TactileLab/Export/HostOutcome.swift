import Foundation
import TactileUI

/// What a test can see of a hosted tree at one moment, as `ViewHost` shows it: the live `@State`
/// and `@GestureState` values (`ViewHost.stateValue(named:in:)`) and every drawn view's frame,
/// opacity and text (`ViewHost.drawnViews`). Two runs that end in equal outcomes are the same
/// test as far as its expectations can tell.
struct HostOutcome: Equatable {
    struct DrawnView: Equatable {
        var frame: CGRect
        var opacity: Double
        var text: String?
        var identifier: String?
    }

    var states: [StateValueEntry]
    var drawn: [DrawnView]

    /// Reads `graph` as of now (it is brought up to date first).
    @MainActor
    init(_ graph: ViewGraph) {
        graph.update()
        states = graph.stateValues
        // ViewSnapshot's reading of a node: its drawn frame, opacity and first text.
        drawn = graph.drawnLeaves.map { node in
            DrawnView(frame: node.drawnFrame, opacity: node.opacity,
                      text: node.subtree.lazy.compactMap { ($0.behavior as? TextBehavior)?.string }.first,
                      identifier: node.accessibilityIdentifier)
        }
    }
}
