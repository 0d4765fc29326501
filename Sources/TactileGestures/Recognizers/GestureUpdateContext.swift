import Foundation

/// Everything a recognizer reads during one update pass. One instance lives for a whole session
/// and is mutated in place between passes, so an update allocates nothing.
///
/// Invariants: `time` never decreases across passes; `changes` lists the touch changes of this
/// pass (empty for timer and re-evaluation passes); `canEnd` is the gate of the subtree being
/// updated — a composite sets it before updating a child and restores it afterwards (S-55).
package final class GestureUpdateContext {
    package enum Reason: Sendable, Equatable {
        /// Touch changes at `time` (listed in `changes`).
        case touches
        /// A requested wake-up time was reached.
        case timer
    }

    // Every recognizer reads these on every pass. `@exclusivity(unchecked)`: a class property
    // access is otherwise checked at run time (`swift_beginAccess`, ~75 instructions, several per
    // node per move event; docs/PERFORMANCE.md). Safe here because the engine runs a pass on one
    // thread and no access to these fields spans a call that could reach them again (they are
    // read, or assigned, or mutated by an array method; never passed `inout` to other code).
    @exclusivity(unchecked) package var time: Double = 0
    @exclusivity(unchecked) package var reason: Reason = .timer
    @exclusivity(unchecked) package var changes: ContiguousArray<Touch> = []
    /// Touches of the attempt that are down after this pass's changes, in global coordinates.
    @exclusivity(unchecked) package var touchesDown: ContiguousArray<Touch> = []
    @exclusivity(unchecked) package var canEnd = true
    @exclusivity(unchecked) package var geometry = GestureGeometry.identity
    package let configuration: GestureConfiguration
    package let callbacks = CallbackQueue()
    @exclusivity(unchecked) package var trace: GestureTrace?

    package init(configuration: GestureConfiguration, trace: GestureTrace?) {
        self.configuration = configuration
        self.trace = trace
        changes.reserveCapacity(configuration.maximumSimultaneousTouches)
        touchesDown.reserveCapacity(configuration.maximumSimultaneousTouches)
    }

    /// The event time as a `Date`, for gesture values (`DragGesture.Value.time` …).
    package var date: Date { Date(timeIntervalSinceReferenceDate: time) }
}

/// How global touch locations map into the coordinate spaces a gesture can ask for (S-67).
///
/// The host installs one per attached gesture and keeps it current after every layout, so
/// `.local` follows the view as SwiftUI's does (a gesture attached *inside* an `.offset` sees its
/// own movement; one attached outside does not).
package final class GestureGeometry {
    // Read by recognizers on every move; unchecked for the reason given in `GestureUpdateContext`
    // (the host writes them between passes, never during one).
    /// Maps global points to the local space of the view the gesture is attached to.
    @exclusivity(unchecked) package var globalToLocal: CGAffineTransform
    /// The same map when the view or an ancestor is drawn with a perspective projection
    /// (`rotation3DEffect`): then it is exact and `globalToLocal` only approximates it.
    @exclusivity(unchecked) package var globalToLocalProjection: ProjectionTransform?
    /// The size of that view, for `startAnchor` (`UnitPoint`) values.
    @exclusivity(unchecked) package var localSize: CGSize
    /// Maps global points to named coordinate spaces set on ancestors.
    @exclusivity(unchecked) package var namedSpaces: [(name: CoordinateSpace.NamedSpace, globalToSpace: CGAffineTransform)]

    package init(globalToLocal: CGAffineTransform = .identity, localSize: CGSize = .zero,
                 namedSpaces: [(name: CoordinateSpace.NamedSpace, globalToSpace: CGAffineTransform)] = []) {
        self.globalToLocal = globalToLocal
        self.localSize = localSize
        self.namedSpaces = namedSpaces
    }

    /// A geometry where every space is the global one.
    package static var identity: GestureGeometry { GestureGeometry() }

    /// `point` (global) expressed in `space`. An unknown name resolves to global, as in SwiftUI.
    /// Inlined: a drag converts every move, and the call copied `space` (an enum with a payload)
    /// and retained the geometry around it.
    @inline(__always)
    package func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: return point
        case .local: return convertToLocal(point)
        case .named(let name):
            for entry in namedSpaces where entry.name == name { return point.applying(entry.globalToSpace) }
            return point
        }
    }

    /// `point` (global) in the local space: `convert(point, to: .local)`.
    @inline(__always)
    package func convertToLocal(_ point: CGPoint) -> CGPoint {
        if let projection = globalToLocalProjection { return point.applying(projection) }
        return point.applying(globalToLocal)
    }

    /// The unit point of a local point within the view's size.
    package func unitPoint(ofLocal point: CGPoint) -> UnitPoint {
        UnitPoint(x: localSize.width > 0 ? point.x / localSize.width : 0,
                  y: localSize.height > 0 ? point.y / localSize.height : 0)
    }
}
