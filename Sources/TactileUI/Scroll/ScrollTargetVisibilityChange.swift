import Foundation

/// One `onScrollTargetVisibilityChange(idType:threshold:_:)`, with its id type erased.
struct ScrollTargetVisibilityObserver {
    /// The fraction of a target view's area that must be in the viewport for it to count.
    let threshold: Double
    /// The id of a target view, when its identity carries one of the observed type.
    let id: (AnyHashable) -> AnyHashable?
    /// The action, with the ids of the visible target views in layout order.
    let action: ([AnyHashable]) -> Void

    init<ID: Hashable>(idType: ID.Type, threshold: Double, action: @escaping ([ID]) -> Void) {
        self.threshold = threshold.isFinite ? threshold : 0.5
        id = { $0.base is ID ? $0 : nil }
        self.action = { ids in action(ids.compactMap { $0.base as? ID }) }
    }
}

extension ScrollState {
    /// Whether `frame` (in content coordinates) counts as visible in the viewport, as SwiftUI's
    /// scroll visibility modifiers count it: at least `threshold` of its area inside, or, for a
    /// frame with no area, its origin inside. (`onScrollVisibilityChange`,
    /// `onScrollTargetVisibilityChange`.)
    func isVisible(_ frame: CGRect, threshold: Double) -> Bool {
        let viewport = CGRect(origin: offset, size: viewportSize)
        let area = frame.width * frame.height
        guard area > 0 else { return viewport.contains(frame.origin) }
        let shown = frame.intersection(viewport)
        return !shown.isNull && Double(shown.width * shown.height / area) >= threshold
    }

    /// The ids, in layout order, of the scroll target layout's views with an id the observer
    /// reads that show at least its threshold of their area in the viewport (a view with no
    /// area counts when its origin is inside).
    func visibleTargetIDs(for observer: ScrollTargetVisibilityObserver) -> [AnyHashable] {
        var ids: [AnyHashable] = []
        for (child, rect) in targetViews() {
            guard let component = child.identity.components.last(where: { if case .id = $0 { true } else { false } }),
                  case .id(let value) = component, let id = observer.id(value) else { continue }
            if isVisible(rect, threshold: observer.threshold) { ids.append(id) }
        }
        return ids
    }
}

extension View {
    /// Adds an action to be called when the visibility of views within a scroll target layout
    /// changes (SwiftUI's `onScrollTargetVisibilityChange(idType:threshold:_:)`, iOS 18).
    ///
    /// Tactile: watches the first scroll view below, as `onScrollGeometryChange` does. After
    /// every layout it lists, in layout order, the views of that scroll view's
    /// `scrollTargetLayout()` whose id (`ForEach` element or `.id(_:)`) is of `idType` and of
    /// which at least `threshold` of the area is in the viewport; the action runs with the list
    /// when it differs from the last one (the first layout's list only when it is not empty).
    public consuming func onScrollTargetVisibilityChange<ID: Hashable>(
        idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
    ) -> some View {
        let observer = ScrollTargetVisibilityObserver(idType: idType, threshold: threshold, action: action)
        return modifier(ScrollObserverModifier { $0.targetVisibility.append(observer) })
    }
}
