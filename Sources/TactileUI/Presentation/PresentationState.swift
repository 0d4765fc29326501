import Foundation
import TactileGestures

/// The state of one presentation modifier (`sheet`, `fullScreenCover`): whether its sheet is
/// shown, where it is (its vertical displacement from its resting place), the motion in flight,
/// and its layer — the node the graph draws above the whole window (docs/ARCHITECTURE-HOST.md,
/// "Presentations"). Kept in the `PersistentStore` at the modifier's identity, so it survives the
/// body re-runs that rebuild the layer, and is dropped when the presenting view leaves the tree.
///
/// Invariants: `layer` is non-nil exactly while `phase` is not `.hidden`; `displacement` is 0
/// when the sheet rests, `offscreen` (the window's height) when it is fully below the window,
/// negative only while a finger holds it above its resting place (rubber band). Every change is
/// reported to the registry, whose graph re-places the layer at its next update (no body runs).
@MainActor
package final class PresentationState {
    package enum Phase: Equatable {
        /// Nothing shown.
        case hidden
        /// Presented (or sliding up).
        case shown
        /// Sliding down; `onDismiss` runs when the slide ends.
        case dismissing
    }

    package let identity: ViewIdentity
    package private(set) var phase = Phase.hidden
    package private(set) var displacement: CGFloat = 0
    /// The node the graph draws above the window while the sheet shows (set at every evaluation).
    package var layer: ViewNode? {
        didSet { if layer !== oldValue { registry.layersChanged() } }
    }
    /// The last item of `sheet(item:)`, kept so the sheet still shows it while it slides down.
    package var lastItem: Any?
    /// The order of presentation among the window's layers (a later one is drawn above).
    package private(set) var order = 0
    /// The sheet's full height (the window below its top inset) in the last layout.
    package private(set) var sheetHeight: CGFloat = 0
    /// The heights the sheet rests at (`presentationDetents`; set at every evaluation).
    package private(set) var detents: Set<PresentationDetent> = [.large]
    /// Which rest the sheet is at or going to, in `rests` (0: the smallest detent).
    private var detentIndex = 0
    /// What ends the presentation from the sheet (the binding set to false, the item to nil):
    /// the interactive dismissal and `DismissAction` call it. Set at every evaluation.
    package var requestDismiss: @MainActor () -> Void = {}
    /// What runs once the dismissal slide ended (the user's `onDismiss`, then the modifier's
    /// re-evaluation that drops the sheet's views). Set at every evaluation.
    package var dismissed: @MainActor () -> Void = {}
    private unowned let registry: PresentationRegistry
    private var motion: Motion?
    /// The displacement at which the current drag began.
    private var dragStart: CGFloat?
    private var dragBlocked = false
    package var needsPlacement = false

    private struct Motion {
        var from: CGFloat
        var to: CGFloat
        var animation: Animation
        var start: Double?
    }

    init(identity: ViewIdentity, registry: PresentationRegistry) {
        self.identity = identity
        self.registry = registry
    }

    package var configuration: PresentationConfiguration { registry.configuration }
    /// Where the sheet is fully below the window.
    package var offscreen: CGFloat { registry.canvasHeight }

    /// The full height, before the first layout estimated from the window.
    private var fullHeight: CGFloat { sheetHeight > 0 ? sheetHeight : max(0, offscreen - configuration.sheetTopInset) }

    /// The displacement of each detent, smallest detent first (the largest displacement first).
    package var rests: [CGFloat] {
        let full = fullHeight
        let values = Set(detents.map { full - $0.height(in: full) }).sorted(by: >)
        return values.isEmpty ? [0] : values
    }

    /// The displacement the sheet rests at now.
    package var restingDisplacement: CGFloat {
        let rests = rests
        return rests[min(detentIndex, rests.count - 1)]
    }

    /// How tall the sheet is drawn: down to the window's bottom edge, and at least as tall as its
    /// smallest detent (it keeps that size while it slides out).
    package var drawnHeight: CGFloat {
        let full = fullHeight
        return full - min(max(0, displacement), rests[0])
    }

    /// The fraction of the sheet showing (1 at rest, 0 below the window): the backdrop's dimming.
    package var shownFraction: CGFloat {
        let height = sheetHeight > 0 ? sheetHeight : offscreen
        guard height > 0 else { return 0 }
        return min(1, max(0, 1 - displacement / height))
    }

    // MARK: Evaluation

    /// The modifier was evaluated with `wantsPresentation` (binding true, item non-nil): starts
    /// the slide up or down when that changed. Returns whether the sheet's views must be made.
    package func evaluate(wantsPresentation: Bool) -> Bool {
        switch (phase, wantsPresentation) {
        case (.hidden, true):
            phase = .shown
            order = registry.nextOrder()
            displacement = offscreen
            detentIndex = 0
            animate(to: restingDisplacement, with: configuration.presentAnimation)
        case (.dismissing, true):
            phase = .shown
            animate(to: restingDisplacement, with: configuration.presentAnimation)
        case (.shown, false):
            beginDismissal(with: configuration.dismissAnimation)
        case (.hidden, false), (.shown, true), (.dismissing, false):
            break
        }
        return phase != .hidden
    }

    /// Sets the detents the sheet's content asks for (read after the content is made, so after
    /// `evaluate`): a presentation or rest in flight is retargeted to the new resting place.
    package func update(detents newDetents: Set<PresentationDetent>) {
        guard newDetents != detents else { return }
        detents = newDetents
        detentIndex = min(detentIndex, rests.count - 1)
        guard phase == .shown, dragStart == nil else { return }
        let target = restingDisplacement
        if var current = motion {
            current.to = target
            motion = current
        } else if displacement != target {
            animate(to: target, with: configuration.springBackAnimation)
        }
    }

    /// Records the sheet's height in a layout.
    package func record(sheetHeight height: CGFloat) { sheetHeight = height }

    private func beginDismissal(with animation: Animation) {
        phase = .dismissing
        dragStart = nil
        animate(to: offscreen, with: animation)
    }

    private func animate(to target: CGFloat, with animation: Animation) {
        motion = Motion(from: displacement, to: target, animation: animation, start: nil)
        registry.stateChanged(self)
    }

    // MARK: The interactive dismissal

    /// A downward pan on the sheet moved the finger by `translation` points since it began.
    /// `blocked`: `interactiveDismissDisabled` is set (read when the drag begins). The sheet
    /// follows the finger downwards and rubber-bands upwards (and downwards when blocked).
    package func dragChanged(_ translation: CGFloat, blocked: @autoclosure () -> Bool) {
        guard phase == .shown else { return }
        if dragStart == nil {
            dragStart = displacement
            dragBlocked = blocked()
            motion = nil
        }
        guard let start = dragStart else { return }
        let raw = start + translation
        let height = fullHeight
        let band = Double(configuration.rubberBandCoefficient)
        let rests = rests
        let top = rests[rests.count - 1], lowest = rests[0]
        let next: CGFloat
        if raw < top {
            next = top - CGFloat(ScrollPhysics.rubberBand(Double(top - raw), dimension: Double(height), coefficient: band))
        } else if dragBlocked && raw > lowest {
            next = lowest + CGFloat(ScrollPhysics.rubberBand(Double(raw - lowest), dimension: Double(height), coefficient: band))
        } else {
            next = raw
        }
        set(next)
    }

    /// The pan ended with `velocity` (points per second, downward positive) or failed (nil).
    /// Past `dismissFraction` of the sheet's height (and not flicked back up), or flicked down
    /// at `dismissFlickVelocity`, the sheet slides out and the presentation ends; otherwise it
    /// springs back to rest.
    package func dragEnded(velocity: CGFloat?) {
        guard phase == .shown, dragStart != nil else { return }
        dragStart = nil
        let rests = rests
        let lowest = rests[0]
        let flick = configuration.dismissFlickVelocity
        // A rest (index in `rests`) below / above the sheet's position, for a flick.
        let below = rests.indices.filter { rests[$0] > displacement + 1 }.last
        let above = rests.indices.first { rests[$0] < displacement - 1 }
        if let velocity, !dragBlocked {
            if velocity >= flick, let below {
                detentIndex = below
            } else if PresentationState.dismisses(displacement: displacement - lowest, height: fullHeight - lowest,
                                                  velocity: velocity, configuration: configuration) {
                beginDismissal(with: configuration.dismissAnimation)
                requestDismiss()
                return
            } else if velocity <= -flick, let above {
                detentIndex = above
            } else {
                detentIndex = nearestRest(to: displacement, in: rests)
            }
        } else {
            detentIndex = nearestRest(to: displacement, in: rests)
        }
        animate(to: restingDisplacement, with: configuration.springBackAnimation)
    }

    private func nearestRest(to position: CGFloat, in rests: [CGFloat]) -> Int {
        rests.indices.min { abs(rests[$0] - position) < abs(rests[$1] - position) } ?? 0
    }

    /// The release rule: a downward flick at `dismissFlickVelocity` dismisses; so does a release
    /// past `dismissFraction` of `height` that is not flicked back up.
    package static func dismisses(displacement: CGFloat, height: CGFloat, velocity: CGFloat,
                                  configuration: PresentationConfiguration) -> Bool {
        if velocity >= configuration.dismissFlickVelocity { return true }
        return height > 0 && displacement >= height * configuration.dismissFraction && velocity > -configuration.dismissFlickVelocity
    }

    // MARK: Motion

    /// Whether a motion is in flight.
    package var hasMotion: Bool { motion != nil }

    /// Presents the motion at `time` (a motion without a start starts now). Returns true when a
    /// dismissal slide ended: the layer is gone and `dismissed` must run.
    package func sample(at time: Double) -> Bool {
        guard var current = motion else { return false }
        let begin = current.start ?? time
        if current.start == nil {
            current.start = begin
            motion = current
        }
        let elapsed = time - begin
        let fraction = CGFloat(current.animation.fraction(at: elapsed))
        set(current.from + (current.to - current.from) * fraction)
        guard current.animation.isFinished(at: elapsed) else { return false }
        motion = nil
        set(current.to)
        guard phase == .dismissing else { return false }
        phase = .hidden
        layer = nil
        lastItem = nil
        return true
    }

    private func set(_ value: CGFloat) {
        guard value != displacement else { return }
        displacement = value
        registry.stateChanged(self)
    }
}

/// The presentations of one graph: their states by identity, the configuration they use, and
/// the layers the graph draws above the root view.
@MainActor
package final class PresentationRegistry {
    package var configuration = PresentationConfiguration.standard
    /// The window's height (the host's canvas): where a sheet is fully below it.
    package var canvasHeight: CGFloat = 0
    package private(set) var states: [ViewIdentity: PresentationState] = [:]
    private var changed: [PresentationState] = []
    private var orderCounter = 0
    /// Counts the changes of `layers` (the graph caches its roots per version).
    package private(set) var layersVersion = 0
    private var cachedLayers: [ViewNode] = []
    private var cachedLayersVersion = -1

    package init() {}

    package func state(at identity: ViewIdentity) -> PresentationState {
        if let state = states[identity] { return state }
        let state = PresentationState(identity: identity, registry: self)
        states[identity] = state
        return state
    }

    /// Forgets the state at `identity` (the presenting view left the tree; its layer goes too).
    package func remove(_ identity: ViewIdentity) {
        guard let state = states.removeValue(forKey: identity) else { return }
        if state.layer != nil { layersChanged() }
    }

    func layersChanged() { layersVersion &+= 1 }

    func nextOrder() -> Int {
        orderCounter += 1
        return orderCounter
    }

    func stateChanged(_ state: PresentationState) {
        guard !state.needsPlacement else { return }
        state.needsPlacement = true
        changed.append(state)
    }

    /// The preview of the drag in flight and the drag source it belongs to (`DragSourceAnchor`):
    /// drawn above every other layer, never hit.
    package private(set) var dragPreview: ViewNode?
    private var dragPreviewOwner: ViewIdentity?

    /// Shows `layer` as the drag preview of `owner`, or hides it (nil) when `owner`'s is shown.
    package func setDragPreview(_ layer: ViewNode?, owner: ViewIdentity) {
        if layer == nil, dragPreviewOwner != owner { return }
        guard layer !== dragPreview else { return }
        dragPreview = layer
        dragPreviewOwner = layer == nil ? nil : owner
        layersChanged()
    }

    /// The layers to draw above the root view, earliest presentation first (the latest on top),
    /// then the drag preview. Computed again only when a layer came, went or was rebuilt (no
    /// allocation per update).
    package var layers: [ViewNode] {
        if cachedLayersVersion != layersVersion {
            cachedLayers = states.values.filter { $0.layer != nil }.sorted { $0.order < $1.order }.compactMap(\.layer)
            if let dragPreview { cachedLayers.append(dragPreview) }
            cachedLayersVersion = layersVersion
        }
        return cachedLayers
    }

    /// Presents every motion at `time`; returns the `dismissed` actions of the dismissals that ended.
    package func sampleMotions(at time: Double) -> [@MainActor () -> Void] {
        var ended: [@MainActor () -> Void] = []
        for state in states.values where state.hasMotion {
            if state.sample(at: time) { ended.append(state.dismissed) }
        }
        return ended
    }

    package var hasMotion: Bool { states.values.contains { $0.hasMotion } }

    package var hasChanges: Bool { !changed.isEmpty }

    /// Hands over each state whose layer must be placed again, then forgets them.
    package func drainChanged(_ body: (PresentationState) -> Void) {
        for state in changed {
            state.needsPlacement = false
            body(state)
        }
        changed.removeAll(keepingCapacity: true)
    }
}
