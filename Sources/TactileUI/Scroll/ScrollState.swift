import Foundation
import TactileGestures

/// The state of one scroll view (docs/ARCHITECTURE-HOST.md, "Scrolling"): its content offset,
/// the motion in flight, and the sizes of its last layout. Kept in the `PersistentStore` at the
/// scroll view's identity, so it survives the body re-runs that rebuild the view's node, and is
/// dropped when the view leaves the tree.
///
/// Invariants: `offset` is the content point shown at the viewport's top-leading corner; it is
/// within `0…maximumOffset` on each scrolled axis except while a finger holds it past an edge
/// (rubber band) or a motion brings it back; on an axis the view does not scroll it is 0. Every
/// change is reported to the registry, whose graph re-places the view's node at its next update
/// (no body runs).
@MainActor
package final class ScrollState {
    package let identity: ViewIdentity
    package var axes: Axis.Set = .vertical
    package private(set) var offset: CGPoint = .zero
    package private(set) var viewportSize: CGSize = .zero
    package private(set) var contentSize: CGSize = .zero
    /// The content margins of the last layout (`contentMargins`): part of `contentSize`, which
    /// is the scrollable size, content plus margins.
    package private(set) var contentInsets = EdgeInsets()
    /// The scroll view's node in the tree (set at every evaluation).
    package weak var node: ViewNode?
    /// The scroll view as its content's nearest container (`containerRelativeFrame`): its
    /// visible size less the content margins, set by `ScrollViewBehavior` before it measures
    /// its content.
    package let layoutContainer = RelativeFrameContainer()
    unowned let registry: ScrollRegistry
    private var motion: Motion?
    /// The finger offset (before the rubber band) at which the current pan began.
    private var panStart: CGPoint?
    /// The refresh band open when the current pan began: the pan keeps working from it to the
    /// lift, so a refresh ending under the finger moves nothing (the band closes at the release).
    private var panShift: CGFloat = 0
    /// Whether the graph has yet to re-place the node for a change.
    package var needsPlacement = false
    /// Where a release comes to rest (`scrollTargetBehavior(_:)`; nil: where physics takes it).
    package var targetBehavior: (any ScrollTargetBehavior)?
    /// `scrollBounceBehavior(_:axes:)` of each axis (set at every evaluation).
    package var horizontalBounce = ScrollBounceBehavior.automatic
    package var verticalBounce = ScrollBounceBehavior.automatic
    /// `defaultScrollAnchor(_:)` (set at every evaluation).
    package var defaultAnchor: UnitPoint?
    /// Whether a layout recorded the sizes.
    private var hasLaidOut = false
    /// What the modifiers above the view watch (set at every evaluation).
    var observers = ScrollObservers()
    /// The phase of scrolling (`ScrollPhase` lists the transitions).
    package private(set) var phase: ScrollPhase = .idle
    /// Phase changes not yet reported, with the velocity of each (at a lift).
    private var phaseChanges: [(old: ScrollPhase, new: ScrollPhase, velocity: CGVector?)] = []
    /// The last value of each `onScrollGeometryChange` transform (nil: none yet).
    private var observedValues: [Any?] = []
    /// The ids each `onScrollTargetVisibilityChange` last reported (nil: none yet).
    private var observedTargetIDs: [[AnyHashable]?] = []
    /// `scrollPosition`'s binding (set at every evaluation; `ScrollPosition` describes its use).
    var positionBinding: ScrollPositionBinding?
    /// The binding's value the view last applied or wrote.
    var appliedPosition: ScrollPosition?
    /// A position to apply after the next layout, with its animation.
    var pendingPosition: (ScrollPosition, Animation?)?
    /// The view the position keeps in place when the content changes.
    var positionAnchor: PositionAnchor?
    /// The offset when the position was last brought up to date.
    var recordedOffset: CGPoint?
    /// Whether the user moved the offset since the position last reported it.
    var isUserPositioned = false
    /// Whether `scroll(to:animation:)` moved the offset since the position last looked.
    var scrolledProgrammatically = false
    /// `refreshable`'s action and how to start it as a task of the host (set at every
    /// evaluation of a vertical scroll view; nil: no pull-to-refresh).
    package var refresh: ScrollRefresh?
    /// A view a programmatic scroll asked for that a lazy stack is making (`LazyReveal`).
    var pendingReveal: PendingReveal?
    /// Whether the refresh action runs: from the pull that passed the trigger distance until
    /// the action returns.
    package private(set) var isRefreshing = false
    /// The band above the content held open while refreshing (0 until the finger lifts, and
    /// when not refreshing): the offset's lower bound is `-refreshInset`.
    package private(set) var refreshInset: CGFloat = 0
    /// The axes whose indicators may show (`showsIndicators`, `scrollIndicators(_:axes:)`; set
    /// at every evaluation): empty, the indicators never show and never fade.
    package var indicatorAxes: Axis.Set = []
    /// When the indicators show (`ScrollIndicatorFade`): shown while the phase is not idle.
    package private(set) var indicatorFade = ScrollIndicatorFade()
    /// The indicators' opacity at the last sample (0 at rest before any scroll).
    package private(set) var indicatorOpacity: Double = 0
    /// The values of `scrollIndicatorsFlash(trigger:)` the view last saw, outermost first.
    var flashTriggers: [ScrollIndicatorsFlashTrigger] = []

    /// What moves the offset without a finger.
    private enum Motion {
        /// A release: each axis decelerates and/or springs back (nil: the axis is at rest). The
        /// vertical motion works from a top edge at 0: its positions are shifted by `topShift`
        /// (the refresh band open at the release).
        case physics(x: ScrollAxisMotion?, y: ScrollAxisMotion?, from: CGPoint, start: Double?, topShift: CGFloat)
        /// `scrollTo` inside `withAnimation`.
        case animated(from: CGPoint, to: CGPoint, animation: Animation, start: Double?)
    }

    init(identity: ViewIdentity, registry: ScrollRegistry) {
        self.identity = identity
        self.registry = registry
    }

    var configuration: ScrollConfiguration { registry.configuration }

    /// The largest resting offset on each axis (0 where the content fits or the view does not scroll).
    package var maximumOffset: CGPoint {
        CGPoint(x: axes.contains(.horizontal) ? max(0, contentSize.width - viewportSize.width) : 0,
                y: axes.contains(.vertical) ? max(0, contentSize.height - viewportSize.height) : 0)
    }

    /// `point` clamped to the resting bounds (from `-refreshInset` on the vertical axis).
    package func clamped(_ point: CGPoint) -> CGPoint {
        let maximum = maximumOffset
        return CGPoint(x: min(max(0, point.x), maximum.x), y: min(max(-refreshInset, point.y), maximum.y))
    }

    // MARK: Layout

    /// Records the sizes of a layout. When nothing holds or moves the offset, it is clamped to the
    /// new bounds (content that shrank, a viewport that grew).
    /// With a default anchor, the first layout puts the offset at the anchor, and a layout that
    /// changes the scrollable range keeps an offset resting at the anchor there.
    package func record(viewport: CGSize, content: CGSize, insets: EdgeInsets = EdgeInsets()) {
        let previousMaximum = maximumOffset
        let wasLaidOut = hasLaidOut
        viewportSize = viewport
        contentSize = content
        contentInsets = insets
        hasLaidOut = true
        guard panStart == nil && motion == nil else { return }
        if let anchor = defaultAnchor {
            func anchored(_ maximum: CGPoint) -> CGPoint { CGPoint(x: maximum.x * anchor.x, y: maximum.y * anchor.y) }
            if !wasLaidOut || (offset == anchored(previousMaximum) && previousMaximum != maximumOffset) {
                offset = anchored(maximumOffset)
                return
            }
        }
        offset = clamped(offset)
    }

    /// Whether the offset moves along `axis`: a scrolled axis, unless its bounce behavior is
    /// `.basedOnSize` and its content fits.
    private func moves(along axis: Axis) -> Bool {
        let maximum = maximumOffset
        switch axis {
        case .horizontal: return axes.contains(.horizontal) && (horizontalBounce != .basedOnSize || maximum.x > 0)
        case .vertical: return axes.contains(.vertical) && (verticalBounce != .basedOnSize || maximum.y > 0)
        }
    }

    // MARK: The pan

    /// A pan moved the finger by `translation` (global points) since it began.
    package func panChanged(_ translation: CGSize) {
        let maximum = maximumOffset
        let band = configuration.rubberBandCoefficient
        if panStart == nil {
            motion = nil
            isUserPositioned = true
            setPhase(.interacting)
            let shift = refreshInset
            panShift = shift
            panStart = CGPoint(
                x: ScrollPhysics.unshown(offset.x, maximum: maximum.x, dimension: viewportSize.width, coefficient: band),
                y: ScrollPhysics.unshown(offset.y + shift, maximum: maximum.y + shift, dimension: viewportSize.height, coefficient: band) - shift)
        }
        guard let start = panStart else { return }
        var next = offset
        if moves(along: .horizontal) {
            next.x = ScrollPhysics.shown(start.x - translation.width, maximum: maximum.x, dimension: viewportSize.width, coefficient: band)
        }
        if moves(along: .vertical) {
            // The physics work from a top edge at 0: shifted by the refresh band open at the start.
            let shift = panShift
            next.y = ScrollPhysics.shown(start.y + shift - translation.height, maximum: maximum.y + shift,
                                         dimension: viewportSize.height, coefficient: band) - shift
        }
        set(next)
        if let refresh, !isRefreshing, -offset.y >= configuration.refreshTriggerDistance { beginRefreshing(refresh) }
    }

    /// The pan ended (`value`: its last translation and the release velocity) or failed (nil).
    /// The offset then decelerates, springs back, or stays.
    package func panFinished(_ value: ScrollPanGesture.Value?) {
        var velocity = CGSize.zero
        if let value {
            if panStart != nil { panChanged(value.translation) }
            velocity = value.velocity
        }
        panStart = nil
        // A refresh that started during the pull holds its band open from the lift on.
        if isRefreshing { refreshInset = configuration.refreshControlHeight }
        let releaseVelocity = CGVector(dx: axes.contains(.horizontal) ? -velocity.width : 0,
                                       dy: axes.contains(.vertical) ? -velocity.height : 0)
        if let targetBehavior {
            let destination = target(of: targetBehavior, velocity: velocity)
            motion = destination == offset ? nil
                : .animated(from: offset, to: destination, animation: ControlDefaults.scrollTargetSettleAnimation, start: nil)
            setPhase(motion == nil ? .idle : .decelerating, velocity: releaseVelocity)
            registry.stateChanged(self)
            return
        }
        let maximum = maximumOffset
        let x = moves(along: .horizontal)
            ? ScrollAxisMotion(releasedAt: offset.x, velocity: -velocity.width, maximum: maximum.x, configuration: configuration) : nil
        let y = moves(along: .vertical)
            ? ScrollAxisMotion(releasedAt: offset.y + refreshInset, velocity: -velocity.height, maximum: maximum.y + refreshInset,
                               configuration: configuration) : nil
        motion = x == nil && y == nil ? nil : .physics(x: x, y: y, from: offset, start: nil, topShift: refreshInset)
        setPhase(motion == nil ? .idle : .decelerating, velocity: releaseVelocity)
        registry.stateChanged(self)
    }

    /// Where a release with `velocity` (finger points per second) comes to rest under `behavior`:
    /// the original target is where the deceleration would rest (`v / (1000·|ln rate|)` past the
    /// offset, clamped); the behavior updates it; the result is clamped to the content.
    private func target(of behavior: any ScrollTargetBehavior, velocity: CGSize) -> CGPoint {
        let decay = -1000 * log(configuration.decelerationRate)
        let v = CGVector(dx: axes.contains(.horizontal) ? -velocity.width : 0, dy: axes.contains(.vertical) ? -velocity.height : 0)
        let travel = decay > 0 ? CGPoint(x: v.dx / decay, y: v.dy / decay) : .zero
        let original = clamped(CGPoint(x: offset.x + travel.x, y: offset.y + travel.y))
        var target = ScrollTarget(rect: CGRect(origin: original, size: viewportSize))
        let context = ScrollTargetBehaviorContext(originalTarget: target, velocity: v, contentSize: contentSize,
                                                  containerSize: viewportSize, axes: axes, releaseOffset: offset,
                                                  targetRects: targetRects())
        behavior.updateTarget(&target, context: context)
        var origin = target.rect.origin
        if let anchor = target.anchor {
            origin.x = target.rect.minX + (target.rect.width - viewportSize.width) * anchor.x
            origin.y = target.rect.minY + (target.rect.height - viewportSize.height) * anchor.y
        }
        return clamped(origin)
    }

    // MARK: Motion

    /// Whether a motion moves the offset at `time` (a touch then stops it and taps nothing).
    package func isMoving(at time: Double) -> Bool {
        guard let motion else { return false }
        switch motion {
        case .physics(let x, let y, _, let start, _):
            guard let start else { return true }
            return time < start + max(x?.duration ?? 0, y?.duration ?? 0)
        case .animated(_, _, let animation, let start):
            guard let start else { return true }
            return !animation.isFinished(at: time - start)
        }
    }

    /// Whether a motion is in flight (the graph samples it at every update).
    package var hasMotion: Bool { motion != nil }

    /// Stops the motion where it is at `time` (a touch landed on the moving view). Stopped beyond
    /// an edge (mid-bounce), the offset springs back from rest at once: a touch that then pans
    /// takes it over, and one that lifts without panning cannot leave it out of bounds.
    /// (UIKit holds the bounce while the finger rests; found by the scroll property test, which
    /// saw an offset rest at -0.13 after a tap on a bouncing view.)
    package func stop(at time: Double) {
        guard motion != nil else { return }
        sample(at: time)
        motion = nil
        setPhase(.idle)
        if clamped(offset) != offset, panStart == nil { panFinished(nil) }
    }

    /// Moves the offset to `target` (clamped): animated with `animation`, else at once.
    package func scroll(to target: CGPoint, animation: Animation?) {
        let destination = clamped(target)
        isUserPositioned = false
        scrolledProgrammatically = true
        if let animation {
            motion = .animated(from: offset, to: destination, animation: animation, start: nil)
            setPhase(.animating)
            registry.stateChanged(self)
        } else {
            motion = nil
            if panStart == nil { setPhase(.idle) }
            set(destination)
        }
    }

    /// Presents the motion at `time`; a motion without a start time starts now (the update after
    /// the callback that made it, at that callback's time). A finished motion is forgotten.
    package func sample(at time: Double) {
        guard let motion else { return }
        switch motion {
        case .physics(let x, let y, let from, let start, let shift):
            let begin = start ?? time
            if start == nil { self.motion = .physics(x: x, y: y, from: from, start: begin, topShift: shift) }
            let elapsed = time - begin
            set(CGPoint(x: x.map { $0.position(at: elapsed) } ?? from.x, y: y.map { $0.position(at: elapsed) - shift } ?? from.y))
            if elapsed >= max(x?.duration ?? 0, y?.duration ?? 0) {
                self.motion = nil
                setPhase(.idle)
                // A refresh band that closed during the motion leaves it past the top: back.
                if clamped(offset) != offset { panFinished(nil) }
            }
        case .animated(let from, let to, let animation, let start):
            let begin = start ?? time
            if start == nil { self.motion = .animated(from: from, to: to, animation: animation, start: begin) }
            let elapsed = time - begin
            let fraction = CGFloat(animation.fraction(at: elapsed))
            set(CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction))
            if animation.isFinished(at: elapsed) {
                self.motion = nil
                setPhase(.idle)
                set(to)
            }
        }
    }

    // MARK: Pull to refresh

    /// Starts the refresh action (a pull passed the trigger distance).
    private func beginRefreshing(_ refresh: ScrollRefresh) {
        isRefreshing = true
        registry.stateChanged(self)
        refresh.start { [weak self] in self?.endRefreshing() }
    }

    /// The refresh action returned: the band closes (an ease-out from where the offset is, if it
    /// shows the band; a finger holding the view keeps it and springs back at the lift).
    func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        let inset = refreshInset
        refreshInset = 0
        registry.stateChanged(self)
        // Showing the band (or part of it): it closes; further down, a fling goes on as it was.
        guard inset > 0, panStart == nil, offset.y < 0 else { return }
        let duration = configuration.refreshCollapseDuration
        motion = .animated(from: offset, to: clamped(offset), animation: .easeOut(duration: duration), start: nil)
    }

    // MARK: Phase and observers

    /// Moves to `newPhase`, to be reported at the next layout (`notifyObservers`).
    private func setPhase(_ newPhase: ScrollPhase, velocity: CGVector? = nil) {
        guard newPhase != phase else { return }
        if !observers.phase.isEmpty { phaseChanges.append((phase, newPhase, velocity)) }
        phase = newPhase
        if newPhase == .idle {
            indicatorFade.rest()
        } else if !indicatorAxes.isEmpty {
            indicatorFade.show()
            indicatorOpacity = 1
        }
        registry.stateChanged(self)
    }

    // MARK: Indicators

    /// Flashes the indicators (`scrollIndicatorsFlash`): shown, then faded as after a scroll.
    package func flashIndicators() {
        guard !indicatorAxes.isEmpty else { return }
        indicatorFade.flash()
        indicatorOpacity = 1
        registry.stateChanged(self)
    }

    /// Flashes the indicators when a `scrollIndicatorsFlash(trigger:)` value changed since the
    /// last evaluation (not at the first: that is the view appearing).
    func evaluateFlashTriggers(_ triggers: [ScrollIndicatorsFlashTrigger]) {
        defer { flashTriggers = triggers }
        guard triggers.count == flashTriggers.count else { return }
        for (old, new) in zip(flashTriggers, triggers) where !old.isEqual(to: new) {
            flashIndicators()
            return
        }
    }

    /// Presents the indicators' fade at `time`: a changed opacity re-places the view (its
    /// indicator nodes read it).
    package func sampleIndicators(at time: Double) {
        let opacity = indicatorFade.opacity(at: time, configuration: configuration)
        guard opacity != indicatorOpacity else { return }
        indicatorOpacity = opacity
        registry.stateChanged(self)
    }

    /// Whether an observer or a position binding waits for this view's layouts.
    var hasObservers: Bool { !observers.isEmpty || positionBinding != nil }

    /// Reports to the observers what the last layout shows: first each `onScrollGeometryChange`
    /// whose value changed (the first layout's value is only recorded), then each
    /// `onScrollTargetVisibilityChange` whose list changed, then each phase change
    /// since the last report, in order, with the current geometry.
    func notifyObservers() {
        updatePosition()
        let geometry = self.geometry
        let watchers = observers
        if observedValues.count != watchers.geometry.count {
            observedValues = Array(repeating: nil, count: watchers.geometry.count)
        }
        for (index, observer) in watchers.geometry.enumerated() {
            let value = observer.transform(geometry)
            guard let old = observedValues[index] else {
                observedValues[index] = value
                continue
            }
            guard !observer.isEqual(old, value) else { continue }
            observedValues[index] = value
            observer.action(old, value)
        }
        if observedTargetIDs.count != watchers.targetVisibility.count {
            observedTargetIDs = Array(repeating: nil, count: watchers.targetVisibility.count)
        }
        for (index, observer) in watchers.targetVisibility.enumerated() {
            let ids = visibleTargetIDs(for: observer)
            let last = observedTargetIDs[index]
            guard ids != last, last != nil || !ids.isEmpty else { continue }
            observedTargetIDs[index] = ids
            observer.action(ids)
        }
        let changes = phaseChanges
        phaseChanges.removeAll()
        for change in changes {
            let context = ScrollPhaseChangeContext(geometry: geometry, velocity: change.velocity)
            for action in watchers.phase { action(change.old, change.new, context) }
        }
    }

    /// Whether a finger or a motion moves the offset (a layout must not shift the content then).
    package var isHeld: Bool { panStart != nil || motion != nil }

    /// Moves the offset by `delta` with the content, which moved by as much in the same layout
    /// (a lazy stack correcting its estimate): nothing on screen moves. Only while not held.
    package func shiftContent(by delta: CGPoint) {
        guard !isHeld else { return }
        set(CGPoint(x: offset.x + delta.x, y: offset.y + delta.y))
    }

    /// The state of the nearest scroll view holding `node`, if any.
    package static func nearest(enclosing node: ViewNode) -> ScrollState? {
        var ancestor = node.parent
        while let current = ancestor {
            if let scroll = current.behavior as? ScrollViewBehavior { return scroll.state }
            ancestor = current.parent
        }
        return nil
    }

    private func set(_ newOffset: CGPoint) {
        guard newOffset != offset else { return }
        offset = newOffset
        registry.stateChanged(self)
    }
}

/// The scroll views of one graph: their states by identity, the configuration they use, and
/// which of them moved since the last layout.
@MainActor
package final class ScrollRegistry {
    package var configuration = ScrollConfiguration.standard
    package private(set) var states: [ViewIdentity: ScrollState] = [:]
    /// `ScrollViewReader` anchors by identity (the reader's node, for `scrollTo`).
    package var readers: [ViewIdentity: ScrollViewReaderAnchor] = [:]
    /// `onScrollVisibilityChange` watchers by the identity of the watched view.
    var visibilityWatchers: [ViewIdentity: ScrollVisibilityWatcher] = [:]
    /// States changed since the graph last placed their nodes (each once).
    private var changed: [ScrollState] = []

    package init() {}

    /// The state at `identity`, made when the scroll view appears.
    package func state(at identity: ViewIdentity) -> ScrollState {
        if let state = states[identity] { return state }
        let state = ScrollState(identity: identity, registry: self)
        states[identity] = state
        return state
    }

    /// Forgets what was kept at `identity` (the view left the tree).
    package func remove(_ identity: ViewIdentity) {
        states[identity] = nil
        readers[identity] = nil
        visibilityWatchers[identity] = nil
    }

    func stateChanged(_ state: ScrollState) {
        guard !state.needsPlacement else { return }
        state.needsPlacement = true
        changed.append(state)
    }

    /// Presents every motion at `time`.
    package func sampleMotions(at time: Double) {
        for state in states.values where state.hasMotion || state.indicatorFade.isFading {
            state.sample(at: time)
            // After the motion: one that ended here starts the indicators' rest now.
            state.sampleIndicators(at: time)
        }
    }

    /// Whether a scroll indicator is still to fade out at `time` (the host is animating).
    package func isFadingIndicators(at time: Double) -> Bool { states.values.contains { $0.indicatorFade.isFading } }

    /// Whether a motion is in flight.
    package var hasMotion: Bool { states.values.contains { $0.hasMotion } }

    /// Whether a motion moves an offset at `time`.
    package func isMoving(at time: Double) -> Bool { states.values.contains { $0.isMoving(at: time) } }

    /// Hands over each state whose node must be placed again, then forgets them (no allocation:
    /// the list keeps its storage).
    package func drainChanged(_ body: (ScrollState) -> Void) {
        for state in changed {
            state.needsPlacement = false
            body(state)
        }
        changed.removeAll(keepingCapacity: true)
    }

    package var hasChanges: Bool { !changed.isEmpty }

    /// Whether `state` moved since the last layout placed it (its content's frames are stale).
    package func awaitsPlacement(_ state: ScrollState) -> Bool { changed.contains { $0 === state } }

    /// Scrolls to the views programmatic scrolls asked for that exist now (`LazyReveal`).
    package func resolvePendingReveals() {
        for state in states.values where state.pendingReveal != nil { state.resolvePendingReveal() }
    }

    /// Reports the last layout to every scroll view's observers (`ScrollState.notifyObservers`).
    package func notifyObservers() {
        for state in states.values where state.hasObservers { state.notifyObservers() }
        for watcher in visibilityWatchers.values { watcher.update() }
    }
}
