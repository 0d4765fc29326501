import Foundation

/// What the modifiers above a scroll view watch it for (`onScrollGeometryChange`,
/// `onScrollPhaseChange`, `onScrollTargetVisibilityChange`), carried down the environment to the first scroll view, which takes
/// them into its `ScrollState` and clears them for its content (a nested scroll view is not
/// the one they watch, as in SwiftUI: "the first scroll view in the hierarchy").
///
/// Unchecked `Sendable`: the actions are only called on the main actor, by the host's update.
struct ScrollObservers: @unchecked Sendable {
    /// `onScrollGeometryChange`s, outermost first.
    var geometry: [ScrollGeometryObserver] = []
    /// `onScrollPhaseChange`s, outermost first.
    var phase: [(ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void] = []
    /// `onScrollTargetVisibilityChange`s, outermost first.
    var targetVisibility: [ScrollTargetVisibilityObserver] = []

    var isEmpty: Bool { geometry.isEmpty && phase.isEmpty && targetVisibility.isEmpty }
}

/// One `onScrollGeometryChange(for:of:action:)`, with its value type erased.
struct ScrollGeometryObserver {
    /// The transform's value for a geometry.
    let transform: (ScrollGeometry) -> Any
    /// Whether two values of the transform are equal.
    let isEqual: (Any, Any) -> Bool
    /// The action, with the old and the new value.
    let action: (Any, Any) -> Void

    init<T: Equatable>(transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) {
        self.transform = { transform($0) }
        self.isEqual = { ($0 as? T) == ($1 as? T) }
        self.action = { old, new in
            guard let old = old as? T, let new = new as? T else { return }
            action(old, new)
        }
    }
}

private struct ScrollObserversKey: EnvironmentKey {
    static var defaultValue: ScrollObservers { ScrollObservers() }
}

extension EnvironmentValues {
    /// The observers waiting for the first scroll view below.
    var scrollObservers: ScrollObservers {
        get { self[ScrollObserversKey.self] }
        set { self[ScrollObserversKey.self] = newValue }
    }
}

/// Adds an observer to those the first scroll view below takes.
struct ScrollObserverModifier: EnvironmentModifier {
    let add: (inout ScrollObservers) -> Void
    func update(_ environment: inout EnvironmentValues, in context: EvaluationContext) {
        add(&environment.scrollObservers)
    }
}

extension View {
    /// Adds an action to be performed when a value, created from a scroll geometry, changes.
    ///
    /// The transform runs on the first scroll view's `ScrollGeometry` after every layout that
    /// moved its offset or changed its sizes; the action runs with the old and the new value
    /// only when the value changes. The value of the first layout is the starting value: the
    /// action does not run for it. Actions run after the layout, in the host's update; state
    /// they change is evaluated in the same update.
    public consuming func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        let observer = ScrollGeometryObserver(transform: transform, action: action)
        return modifier(ScrollObserverModifier { $0.geometry.append(observer) })
    }

    /// Adds an action to perform when the scroll phase of the first scroll view in the
    /// hierarchy changes (`ScrollPhase` says when it does in Tactile).
    public consuming func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        modifier(ScrollObserverModifier { $0.phase.append { old, new, _ in action(old, new) } })
    }

    /// Adds an action to perform when the scroll phase of the first scroll view in the
    /// hierarchy changes, with the geometry and velocity of the change.
    public consuming func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        modifier(ScrollObserverModifier { $0.phase.append(action) })
    }
}

extension ScrollState {
    /// The geometry of the last layout and the current offset, as SwiftUI reports it: the
    /// offset and size of the content without its margins (`contentOffset.y` is
    /// `-contentInsets.top` at the top).
    package var geometry: ScrollGeometry {
        ScrollGeometry(contentOffset: CGPoint(x: offset.x - contentInsets.leading, y: offset.y - contentInsets.top),
                       contentSize: CGSize(width: max(0, contentSize.width - contentInsets.horizontal),
                                           height: max(0, contentSize.height - contentInsets.vertical)),
                       contentInsets: contentInsets, containerSize: viewportSize)
    }
}
