import Foundation
import TactileGestures
import TactileUI

/// Hosts a view tree on a canvas and drives it with scripted touches on a virtual clock: hit
/// testing, arbitration between views and controls, state, animation and rendering, as SwiftUI
/// would run them — no real time, no screen.
///
/// ```swift
/// let host = ViewHost(ContentView())
/// host.tap(on: "heart")                         // centre of the view with that identifier or text
/// #expect(host.view(withText: "Liked")?.text == "Liked")
/// host.advance(by: 0.5)                         // wake-ups and animation frames
/// ```
///
/// The same scripts as `GestureDriver` (`tap`, `tap(count:)`, `longPress`, `drag`, `pinch`,
/// `rotate`, `twoFingerPan`) work on points; `on:` variants target a view. Every phase change,
/// callback and refused change is recorded in `trace`; refused changes also in `rejectedChanges`.
@MainActor
public final class ViewHost<Content: View> {
    public let clock: VirtualClock
    public let trace = GestureTrace()
    /// Touch changes the engine refused, in order (bad input is reported, never fatal).
    public private(set) var rejectedChanges: [TouchEventError] = []
    let host: GestureHost
    /// Finds what a scripted touch would hit, with the host's configuration (missed touches).
    let hitTester: HitTester
    private var lastLocation: [TouchID: CGPoint] = [:]

    /// Hosts `view`; `accessibility` is the user's settings its environment reports
    /// (`accessibilityVoiceOverEnabled`, `accessibilityReduceMotion`, `accessibilityDifferentiateWithoutColor`).
    public convenience init(_ view: Content, canvasSize: CGSize = CGSize(width: 390, height: 844),
                            configuration: GestureConfiguration = .standard, clock: VirtualClock = VirtualClock(),
                            accessibility: AccessibilitySettings = AccessibilitySettings()) {
        self.init(view, restoring: nil, canvasSize: canvasSize, configuration: configuration, clock: clock, accessibility: accessibility)
    }

    /// Hosts `view` on `device` (`Device.iPhone16Pro` and the other presets): the root view is
    /// laid out in the device's safe area (views extend into it with `ignoresSafeArea`), and the
    /// environment reports its colour scheme, Dynamic Type size and display scale.
    public convenience init(_ view: Content, device: Device, configuration: GestureConfiguration = .standard,
                            clock: VirtualClock = VirtualClock(), accessibility: AccessibilitySettings = AccessibilitySettings()) {
        self.init(view, restoring: nil, device: device, configuration: configuration, clock: clock, accessibility: accessibility)
    }

    /// Hosts `view` with the `@State`s of its first evaluation seeded from `snapshot` where identity
    /// path and value type match (`ViewGraph(…restoring:)`; `stateRestoration` says what was kept).
    package convenience init(_ view: Content, restoring snapshot: StateSnapshot?, canvasSize: CGSize = CGSize(width: 390, height: 844),
                             configuration: GestureConfiguration = .standard, clock: VirtualClock = VirtualClock(),
                             accessibility: AccessibilitySettings = AccessibilitySettings()) {
        self.init(view, restoring: snapshot, device: Device(canvasSize: canvasSize), configuration: configuration, clock: clock,
                  accessibility: accessibility)
    }

    /// Hosts `view` on `device`, seeded from `snapshot` as above.
    package init(_ view: Content, restoring snapshot: StateSnapshot?, device: Device,
                 configuration: GestureConfiguration = .standard, clock: VirtualClock = VirtualClock(),
                 accessibility: AccessibilitySettings = AccessibilitySettings()) {
        self.clock = clock
        hitTester = HitTester(configuration: configuration)
        var environment = EnvironmentValues()
        environment.accessibilitySettings = accessibility
        host = GestureHost(rootView: view, device: device, configuration: configuration, clock: clock, trace: trace,
                           environment: environment, restoring: snapshot)
    }

    /// The hosted tree's `@State` values as data (`ViewGraph.stateSnapshot()`).
    package func stateSnapshot() -> StateSnapshot { host.graph.stateSnapshot() }

    /// What seeding from a snapshot did; nil when the host was made without one.
    package var stateRestoration: StateRestoration? { host.graph.stateRestoration }

    /// The current time: the host's clock, or the time of the pass whose callback is running.
    public var now: Double { host.now }

    /// When the engine next needs to wake up with no touch, if ever.
    public var nextWakeUp: Double? { host.session.nextWakeUp }

    /// The canvas size the view is laid out in.
    public var canvasSize: CGSize { host.graph.canvasSize }

    /// The device the view runs on (`Device(canvasSize:)` for a host made with a canvas size).
    public var device: Device { host.graph.device }

    /// The colour scheme the window shows: the one a view asked for with
    /// `preferredColorScheme(_:)`, else the device's.
    public var colorScheme: ColorScheme {
        host.graph.update()
        return host.graph.preferredColorScheme ?? host.graph.device.colorScheme
    }

    // MARK: Touches

    /// Sends changes that happened together, with their own timestamps. Refused changes are
    /// recorded in `rejectedChanges` and the trace; the host goes on.
    public func send(_ changes: [Touch]) {
        do {
            try host.receive(changes)
            for change in changes { lastLocation[change.id] = change.phase.isFinal ? nil : change.location }
        } catch {
            rejectedChanges.append(error)
        }
    }

    /// Where finger `id` last was, while it is down.
    public func lastLocation(of id: TouchID) -> CGPoint? { lastLocation[id] }

    /// The touches the engine holds as down.
    public var touchesDown: [Touch] { Array(host.session.touchesDown) }

    /// Forgets the trace and the refused changes, so that a long session (a fuzzer's million
    /// touches) runs in flat memory.
    public func clearHistory() {
        trace.removeAll()
        rejectedChanges.removeAll()
    }

    // MARK: Time

    /// Moves the clock forward by `interval`, delivering wake-ups, the views' timers (each tick at
    /// its own time) and animation frames.
    public func advance(by interval: Double) { advance(to: clock.now + interval) }

    /// Moves the clock forward to `time`, delivering wake-ups and animation frames.
    public func advance(to time: Double) { host.advance(to: max(time, clock.now)) }

    /// Waits until no task of a `task(priority:_:)`/`task(id:priority:_:)` modifier runs — each
    /// has finished or sleeps on this host's clock — then updates the views with the state they
    /// wrote. A task's `Task.sleep` waits for the host's virtual time, never real time: move it
    /// with `run(for:)`.
    public func waitForTasks() async {
        await host.graph.waitForTasks()
        host.graph.update()
    }

    /// Lets `interval` seconds of the host's time pass as they would on a device: touches'
    /// wake-ups, animation frames, the views' tasks and timers all happen in time order. Each task
    /// sleep (`Task.sleep`) ends at its own deadline, and the tasks it wakes run — until they finish or
    /// sleep again — before the clock moves on, so a task that sleeps in a loop wakes at every
    /// deadline within `interval`. Each tick of a timer the views scheduled (`Timer.publish`,
    /// `Timer.scheduledTimer`, `DispatchQueue.main.asyncAfter`) fires at its own time too.
    public func run(for interval: Double) async {
        await run(to: clock.now + max(0, interval.isFinite ? interval : 0))
    }

    /// `run(for:)` up to the time `end`.
    func run(to end: Double) async {
        await waitForTasks()
        while let next = nextTimedWakeUp, next <= end {
            advance(to: next)
            await waitForTasks()
        }
        advance(to: end)
        await waitForTasks()
    }

    /// The earliest of a task's wake-up and a timer's deadline on the host's clock (`Timer.publish`,
    /// `Timer.scheduledTimer`, `DispatchQueue.main.asyncAfter` inside the views), if any.
    var nextTimedWakeUp: Double? {
        switch (host.graph.nextTaskWakeUp, host.graph.nextTimerFire) {
        case let (task?, timer?): min(task, timer)
        case let (task, timer): task ?? timer
        }
    }

    // MARK: Finding views

    /// The first view tagged `identifier` with `accessibilityIdentifier(_:)`, framed where it is
    /// drawn (after the offset, scale and rotation effects it wraps), as iOS UI tests report it.
    public func view(withIdentifier identifier: String) -> ViewSnapshot? {
        host.graph.update()
        return host.graph.node(withAccessibilityIdentifier: identifier).map(ViewSnapshot.init)
    }

    /// The first view tagged `identifier` among everything drawn now: like
    /// `view(withIdentifier:)`, and also a view that has left the hierarchy while its removal
    /// transition still draws it (it is no longer hit or listed; it fades, moves or scales out).
    public func drawnView(withIdentifier identifier: String) -> ViewSnapshot? {
        host.graph.update()
        return host.graph.drawnNode(withAccessibilityIdentifier: identifier).map(ViewSnapshot.init)
    }

    /// The first `Text` showing exactly `text`.
    public func view(withText text: String) -> ViewSnapshot? {
        host.graph.update()
        return host.graph.allNodes.first { ($0.behavior as? TextBehavior)?.string == text }.map(ViewSnapshot.init)
    }

    /// The view with identifier `target`, else the text `target`. A missing view is a test bug.
    public func view(_ target: String) -> ViewSnapshot {
        guard let view = view(withIdentifier: target) ?? view(withText: target) else {
            preconditionFailure("ViewHost: no view with identifier or text \"\(target)\"")
        }
        return view
    }

    /// Every view that draws (a shape, colour, image or text — the leaves of the view tree), in
    /// drawing order, including views whose removal transition is still running. For views that
    /// carry no identifier, such as unmodified example code.
    public var drawnViews: [ViewSnapshot] {
        host.graph.update()
        return host.graph.drawnLeaves.map(ViewSnapshot.init)
    }

    /// The centre of `target`'s rendered frame on the canvas.
    public func center(of target: String) -> CGPoint { view(target).center }

    /// The identifiers and texts of the views the last attempt's touch-down hit, root first.
    public var lastHitPath: [String] {
        host.lastHitPath.compactMap { $0.accessibilityIdentifier ?? ($0.behavior as? TextBehavior)?.string }
    }

    // MARK: Accessibility

    /// Runs the action named `name` on `target` (identifier or text), the modifiers around it or
    /// its subviews, nearest first; else the button titled `name` among the actions an
    /// `accessibilityActions` modifier on it or around it adds.
    /// Returns false when there is none.
    @discardableResult
    public func performAccessibilityAction(named name: String, on target: String) -> Bool {
        perform(.named(name), on: target, zoom: nil)
    }

    /// Runs the action of `kind` (`accessibilityAction(_:_:)`; the default action is what VoiceOver's
    /// double tap does) on `target` (identifier or text), the modifiers around it or its subviews,
    /// nearest first. Returns false when there is none.
    @discardableResult
    public func performAccessibilityAction(_ kind: AccessibilityActionKind = .default, on target: String) -> Bool {
        perform(kind.entryKind, on: target, zoom: nil)
    }

    /// Runs `target`'s zoom action (`accessibilityZoomAction`). Returns false when there is none.
    @discardableResult
    public func performAccessibilityZoom(_ direction: AccessibilityZoomGestureAction.Direction, on target: String) -> Bool {
        perform(.zoom, on: target, zoom: AccessibilityZoomGestureAction(direction: direction))
    }

    private func perform(_ kind: AccessibilityActionEntry.Kind, on target: String, zoom: AccessibilityZoomGestureAction?) -> Bool {
        host.graph.update()
        let node = host.graph.node(withAccessibilityIdentifier: target)
            ?? host.graph.allNodes.first { ($0.behavior as? TextBehavior)?.string == target }
        guard let node else { return false }
        // The view's own modifiers may wrap the identified node (applied after the identifier).
        let candidates = host.graph.ancestors(of: node).reversed() + node.subtree
        if let entry = candidates.lazy.flatMap(\.accessibilityActions).first(where: { $0.kind == kind }) {
            host.graph.withHostTimers { entry.perform(zoom: zoom) }
        } else if case .named(let name) = kind, let button = actionButton(named: name, around: node), let action = button.primaryAction {
            host.graph.withHostTimers { action() }
        } else {
            return false
        }
        host.advance(to: clock.now)
        return true
    }

    /// The button titled `name` in the content of an `accessibilityActions` modifier on `node`
    /// or around it, nearest first.
    private func actionButton(named name: String, around node: ViewNode) -> ViewNode? {
        for scope in host.graph.ancestors(of: node).reversed() {
            for content in scope.subtree where content.accessibilityActions.contains(where: { $0.kind == .buttonsInContent }) {
                let button = content.subtree.first { candidate in
                    candidate.primaryAction != nil
                        && candidate.subtree.compactMap { ($0.behavior as? TextBehavior)?.string }.joined(separator: " ") == name
                }
                if let button { return button }
            }
        }
        return nil
    }

    // MARK: Accessibility tree

    /// The accessibility elements, in the order VoiceOver reads them (`AccessibilityTree` gives
    /// the rules), each framed where it is drawn.
    public var accessibilityElements: [AccessibilityElementSnapshot] {
        host.graph.update()
        return AccessibilityTree.elements(of: host.graph.roots).map(AccessibilityElementSnapshot.init)
    }

    /// What VoiceOver would say for each element, in reading order (`AccessibilityElementSnapshot.spokenText`).
    public var accessibilityTranscript: [String] { accessibilityElements.map(\.spokenText) }

    /// Runs the adjustable action (`accessibilityAdjustableAction`) of the element whose
    /// identifier, else label, is `target`, as a VoiceOver swipe up (increment) or down would.
    /// Returns false when there is no such adjustable element.
    @discardableResult
    public func performAccessibilityAdjustment(_ direction: AccessibilityAdjustmentDirection, on target: String) -> Bool {
        host.graph.update()
        let elements = AccessibilityTree.elements(of: host.graph.roots)
        guard let element = elements.first(where: { $0.identifier == target }) ?? elements.first(where: { $0.label == target }),
              let action = element.adjustableAction else { return false }
        host.graph.withHostTimers { action(direction) }
        host.advance(to: clock.now)
        return true
    }

    // MARK: Rendering

    /// The current frame as SVG.
    public func svg() -> String { host.graph.svg() }

    /// The current frame's display list: what `svg()` and `png(scale:)` draw, item by item.
    package func displayList() -> DisplayList { host.graph.displayList() }

    /// The current frame's display list drawn from scratch (`displayList()` redraws only what
    /// changed since its last call; the two must always be equal).
    package func displayListDrawnWhole() -> DisplayList { host.graph.displayListDrawnWhole() }

    /// How many `displayList()` calls drew the whole tree rather than only what changed.
    package var fullDisplayListCount: Int { host.graph.fullDisplayListCount }

    /// The current frame as a PNG file, drawn in process by Tactile's rasterizer at `scale`
    /// pixels per point (SwiftUI's `displayScale`; `ImageRenderer.scale`): ⌈canvas size × scale⌉
    /// pixels, transparent where nothing is drawn. The same frame gives the same bytes on every
    /// machine. Like `svg()`, it reads the frame as it is (the clock does not move).
    /// Throws `ImageRenderingError` for a scale that is not a positive finite number or an image
    /// larger than 16,384 pixels on a side.
    public func png(scale: CGFloat = 1) throws -> Data {
        switch PNGExporter.png(of: host.graph.displayList(), scale: Double(scale)) {
        case .success(let data): return data
        case .failure(let error): throw ImageRenderingError(message: error.description)
        }
    }
}

extension ViewHost: @MainActor TouchScripting {}

extension ViewHost where Content == AnyView {
    /// Hosts the root scene of `app`: the view of its first `WindowGroup`, as a device shows it at launch.
    public convenience init<A: App>(app: A, canvasSize: CGSize = CGSize(width: 390, height: 844),
                                    configuration: GestureConfiguration = .standard, clock: VirtualClock = VirtualClock(),
                                    accessibility: AccessibilitySettings = AccessibilitySettings()) {
        self.init(app.rootView, canvasSize: canvasSize, configuration: configuration, clock: clock, accessibility: accessibility)
    }

    /// Hosts the root scene of `app` on `device`.
    public convenience init<A: App>(app: A, device: Device, configuration: GestureConfiguration = .standard,
                                    clock: VirtualClock = VirtualClock(), accessibility: AccessibilitySettings = AccessibilitySettings()) {
        self.init(app.rootView, device: device, configuration: configuration, clock: clock, accessibility: accessibility)
    }
}
