import Foundation
import Tactile
import TactileUI

/// One lab session: what one WebSocket connection (one browser tab) drives.
///
/// Holds at most one scene instance — a `GestureHost` on its own `VirtualClock` — made fresh by
/// `open`, `reset` and `replay`, so tabs never share state. Page times (`performance.now()`
/// milliseconds) map to engine seconds as `(t - t₀) / 1000`, `t₀` being the page time of the
/// instance's first `touches` or `tick`; engine time never goes back (an earlier page time is
/// taken as "now"). Every `touches` and `tick` is answered with a `frame` carrying only the trace
/// entries since the previous frame. Errors are answered as values; the session goes on.
///
/// Delta frames (when `open` asked for them): an instance's first frame is whole; each later one
/// carries only the SVG lines that changed since the frame before (`SVGFrameDelta`), unless the
/// changes are as large as the whole frame. Invariant: the page applying the splices to the lines
/// it holds gets exactly the SVG of a full frame.
@MainActor
public final class LabSession {
    public let configuration: LabConfiguration
    /// What `open` can open: `LabCatalog.all`, or a user build's scenes (LabBuildPlan).
    public let catalog: [LabCatalog.Entry]
    private var instance: Instance?
    /// The input recorded since `record start`, if recording.
    private var recorded: [TouchRecording.Event]?
    /// Whether the page applies delta frames (set by each `open`; kept by `reset` and `replay`).
    private var sendsDeltas = false
    /// Whether a frame whose state list is the previous frame's omits it (set by each `open`).
    private var sendsStateChanges = false
    /// The state the next `open` starts from (`restoreOnNextOpen(json:)`), or why it cannot.
    private var pendingRestore: Result<StateSnapshot, StateSnapshotError>?

    /// One scene instance.
    @MainActor
    private final class Instance {
        let scene: LabCatalog.Entry
        /// The device the scene runs on: a bare canvas, or a variant's preset (`LabDeviceChoice`).
        let device: Device
        var canvas: CGSize { device.canvasSize }
        let trace = GestureTrace()
        let host: GestureHost
        /// The state snapshot the instance started from: `seek`'s fresh instances start from it too.
        let snapshot: StateSnapshot?
        /// The page time that `engineOrigin` stands for; set by the first timed input (after
        /// `open`, `reset` or `replay`).
        var pageOrigin: Double?
        var engineOrigin = 0.0
        /// The SVG lines of the last frame sent (nil until the first), what a delta is taken from.
        var sentLines: [String]?
        /// The state list of the last frame sent (nil until the first): a frame whose list equals
        /// it omits `state` when the page asked for `stateChanges`. A new instance (open, reset,
        /// replay) starts without one, so its first frame always carries the whole list.
        var sentState: [LabFrame.StateValue]?
        /// What the renderer formatted for the last frame: the next frame formats only the items
        /// that changed (same bytes as a whole render; `SVGLineCache`).
        let svgCache = SVGLineCache()
        /// Every input since the instance was made, in order: what `seek` replays. At most
        /// `LabConfiguration.maxRecordingEvents` inputs; later ones are not kept (`historyIsFull`).
        var history: [HistoryInput] = []
        /// The views carrying gestures that each of the latest attempts' touch-down hit,
        /// innermost first (`select` with `attempt`); at most `selectableAttempts`, oldest dropped.
        var attemptViews: [Int: [ViewSelection]] = [:]
        var attemptOrder: [Int] = []
        var historyIsFull = false

        init(scene: LabCatalog.Entry, device: Device, restoring snapshot: StateSnapshot? = nil) {
            self.scene = scene
            self.device = device
            self.snapshot = snapshot
            host = GestureHost(rootView: scene.make(), device: device, clock: VirtualClock(), trace: trace, restoring: snapshot)
        }

        /// Engine seconds for page milliseconds `pageTime`, never before the host's time.
        func engineTime(forPageTime pageTime: Double) -> Double {
            let origin: Double
            if let pageOrigin {
                origin = pageOrigin
            } else {
                origin = pageTime
                pageOrigin = pageTime
                engineOrigin = host.now
            }
            return max(host.now, engineOrigin + (pageTime - origin) / 1000)
        }
    }

    /// One input of an instance, as `seek` replays it on a fresh host.
    private enum HistoryInput {
        case touches(TouchRecording.Event)
        case tick(Double)
        case wheel(time: Double, point: CGPoint, delta: CGSize)

        var time: Double {
            switch self {
            case .touches(let event): event.time
            case .tick(let time): time
            case .wheel(let time, _, _): time
            }
        }

        /// Applies the input to `host` as the live session did.
        @MainActor
        func apply(to host: GestureHost) {
            switch self {
            case .touches(let event):
                // A refused batch was refused live too; the replay goes on as the session did.
                try? host.receive(event.touchChanges)
            case .tick(let time):
                host.advance(to: time)
            case .wheel(let time, let point, let delta):
                host.advance(to: time)
                LabWheelScroll.scroll(host, at: point, by: delta)
            }
        }
    }

    public init(configuration: LabConfiguration = .standard, catalog: [LabCatalog.Entry] = LabCatalog.all) {
        self.configuration = configuration
        self.catalog = catalog
    }

    /// The catalog id of the open scene, if any.
    public var sceneID: String? { instance?.scene.id }

    /// What the session says when the connection opens.
    public var hello: LabReply {
        .hello(version: configuration.protocolVersion, maxMessageBytes: configuration.maxMessageBytes,
               idleTimeoutSeconds: Double(configuration.idleTimeout.components.seconds)
                   + Double(configuration.idleTimeout.components.attoseconds) / 1e18)
    }

    /// Handles one text frame and returns the answers, in order. Never throws: a bad message is
    /// answered with an `error` whose `received` echoes the start of the text.
    public func handle(text: String) -> [LabReply] {
        guard text.utf8.count <= configuration.maxMessageBytes else {
            return [.error(LabError(.oversized, "The message is \(text.utf8.count) bytes; messages may be at most \(configuration.maxMessageBytes) bytes."),
                           received: echo(text))]
        }
        do {
            return try handle(try LabMessage.decode(text, configuration: configuration))
        } catch {
            return [.error(error, received: echo(text))]
        }
    }

    /// The answer to a binary frame.
    public func handleBinary() -> [LabReply] {
        [.error(LabError(.binaryUnsupported, "Binary frames are not supported; send each message as a JSON text frame."), received: nil)]
    }

    /// Handles one decoded message.
    public func handle(_ message: LabMessage) throws(LabError) -> [LabReply] {
        switch message {
        case .open(let sceneID, let canvas, _, let deltas, let stateChanges, let choice):
            let restore = pendingRestore
            pendingRestore = nil
            let device = try choice?.resolve() ?? Device(canvasSize: canvas ?? configuration.defaultCanvas)
            try open(sceneID, device: device, restoring: try? restore?.get())
            sendsDeltas = deltas
            sendsStateChanges = stateChanges
            switch restore {
            case nil: return [.frame(frame(seq: nil))]
            case .failure(let error): return [.restored(LabRestoration(error: error)), .frame(frame(seq: nil))]
            case .success:
                let restoration = instance?.host.graph.stateRestoration ?? StateRestoration()
                return [.restored(LabRestoration(restoration)), .frame(frame(seq: nil))]
            }
        case .reset:
            let current = try requireInstance()
            try open(current.scene.id, device: current.device)
            return [.frame(frame(seq: nil))]
        case .touches(let time, let seq, let changes):
            let current = try requireInstance()
            let now = current.engineTime(forPageTime: time)
            var event = TouchRecording.Event(time: now, touches: changes)
            remember(.touches(event), in: current)
            do {
                try current.host.receive(event.touchChanges)
                noteAttempts(of: current)
            } catch {
                recorded?.append(event)
                return [.error(LabError(.touchRejected, "\(error.description.prefix(1).uppercased())\(error.description.dropFirst())."), received: nil),
                        .frame(frame(seq: seq))]
            }
            if recorded != nil {
                // The recording names the attempt each change went to, as the trace does.
                let attempts = current.host.session.lastBatchAttempts
                for index in event.touches?.indices ?? 0..<0 where index < attempts.count {
                    event.touches?[index].attempt = attempts[index]
                }
                recorded?.append(event)
            }
            return [.frame(frame(seq: seq))]
        case .tick(let time, let seq):
            let current = try requireInstance()
            let now = current.engineTime(forPageTime: time)
            current.host.advance(to: now)
            remember(.tick(now), in: current)
            if recorded != nil, recorded?.last?.time != now { recorded?.append(TouchRecording.Event(time: now)) }
            return [.frame(frame(seq: seq))]
        case .wheel(let time, let seq, let x, let y, let dx, let dy):
            let current = try requireInstance()
            let now = current.engineTime(forPageTime: time)
            let input = HistoryInput.wheel(time: now, point: CGPoint(x: x, y: y), delta: CGSize(width: dx, height: dy))
            input.apply(to: current.host)
            remember(input, in: current)
            return [.frame(frame(seq: seq))]
        case .seek(let time):
            return [.moment(try moment(at: time))]
        case .select(let x, let y):
            return [.selection(try select(at: CGPoint(x: x, y: y)))]
        case .selectAttempt(let attempt):
            return [.selection(try select(attempt: attempt))]
        case .record(.start):
            _ = try requireInstance()
            recorded = []
            return []
        case .record(.stop):
            let current = try requireInstance()
            let recording = TouchRecording(
                scene: current.scene.id,
                canvas: TouchRecording.Canvas(width: current.canvas.width, height: current.canvas.height),
                events: recorded ?? [], end: current.host.now)
            recorded = nil
            return [.recording(recording)]
        case .replay(let recording):
            return try replay(recording)
        case .export(let recording):
            return [.exported(try export(recording))]
        case .ping(let id):
            return [.pong(id)]
        }
    }

    // MARK: Instances

    private func requireInstance() throws(LabError) -> Instance {
        guard let instance else {
            throw LabError(.noScene, "No scene is open; send \"open\" with a scene id first.")
        }
        return instance
    }

    private func open(_ sceneID: String, device: Device, restoring snapshot: StateSnapshot? = nil) throws(LabError) {
        guard let scene = catalog.first(where: { $0.id == sceneID }) else {
            throw LabError(.unknownScene, "There is no scene \"\(sceneID)\"; GET /api/scenes lists them.")
        }
        instance = Instance(scene: scene, device: device, restoring: snapshot)
        recorded = nil
    }

    // MARK: State across a rebuild

    /// The open instance's `@State` values as data (an empty snapshot when no scene is open).
    package func stateSnapshot() -> StateSnapshot {
        instance?.host.graph.stateSnapshot() ?? StateSnapshot()
    }

    /// The next `open` starts its scene from `json` (a `StateSnapshot`); a snapshot that cannot be
    /// read makes that `open` start fresh and say why (`restored` with `error`).
    public func restoreOnNextOpen(json: String) {
        do {
            pendingRestore = .success(try StateSnapshot(json: json))
        } catch {
            pendingRestore = .failure(error)
        }
    }

    /// A new instance of the recording's scene (the open one if the recording names none), the
    /// whole recording run on its virtual clock: for each event, time advances to the event's
    /// time, then its touches go in as one batch; finally time advances to `end`. This is
    /// `TouchScripting.replay(_:)` on the host, so a lab recording gives in a `ViewHost` test the
    /// frame the lab showed.
    private func replay(_ recording: TouchRecording) throws(LabError) -> [LabReply] {
        guard let sceneID = recording.scene ?? instance?.scene.id else {
            throw LabError(.noScene, "The recording names no scene and none is open; add \"scene\" to the recording or open one first.")
        }
        try open(sceneID, device: Device(canvasSize: try canvas(of: recording)))
        guard let current = instance else { return [] }
        // A refused batch is in the trace (kind `rejected`), as in a live session.
        recording.play(advance: { current.host.advance(to: $0) }, send: { changes in
            if (try? current.host.receive(changes)) != nil { self.noteAttempts(of: current) }
        })
        // The replayed stream is the instance's history, so `seek` can show any moment of it.
        for event in recording.events {
            remember(event.touches == nil ? .tick(event.time) : .touches(event), in: current)
        }
        if let end = recording.end { remember(.tick(end), in: current) }
        // Further live input continues from the replay's end.
        current.pageOrigin = nil
        return [.frame(frame(seq: nil)), .replayed(events: recording.events.count, duration: recording.duration)]
    }

    /// The recording as a test of its scene (the open one if it names none) on its canvas: a fresh
    /// instance of the scene, whatever state the open one was restored from (`LabTestExporter`).
    /// The open instance is untouched.
    private func export(_ recording: TouchRecording) throws(LabError) -> LabExportedTest {
        guard let sceneID = recording.scene ?? instance?.scene.id else {
            throw LabError(.noScene, "The recording names no scene and none is open; add \"scene\" to the recording or open one first.")
        }
        guard let scene = catalog.first(where: { $0.id == sceneID }) else {
            throw LabError(.unknownScene, "There is no scene \"\(sceneID)\"; GET /api/scenes lists them.")
        }
        let canvas = try canvas(of: recording)
        return try LabTestExporter().export(recording, of: scene, canvas: canvas)
    }

    /// The recording's canvas (the default when it names none), within the lab's limit.
    private func canvas(of recording: TouchRecording) throws(LabError) -> CGSize {
        let canvas = recording.canvas.map { CGSize(width: $0.width, height: $0.height) } ?? configuration.defaultCanvas
        guard canvas.width <= configuration.maxCanvasSide, canvas.height <= configuration.maxCanvasSide else {
            throw LabError(.invalidMessage, "The recording's canvas must be at most \(Int(configuration.maxCanvasSide)) points on each side.")
        }
        return canvas
    }

    private func remember(_ input: HistoryInput, in instance: Instance) {
        guard instance.history.count < configuration.maxRecordingEvents else {
            instance.historyIsFull = true
            return
        }
        instance.history.append(input)
    }

    /// The open instance's frame at engine time `time`: a fresh instance of its scene on its own
    /// virtual clock, given every input of the history up to `time`, then advanced to `time`.
    /// The same stream gives the same frame, so this is the frame the page showed then (up to
    /// the ticks the page asked for, which only present animations at their own times).
    private func moment(at time: Double) throws(LabError) -> LabMoment {
        let current = try requireInstance()
        let latest = current.host.now
        guard time <= latest else {
            throw LabError(.invalidMessage, "\"time\" \(time) is after the scene's present (\(latest) s); seek to a time between 0 and \(latest).")
        }
        if current.historyIsFull, let last = current.history.last, time > last.time {
            throw LabError(.invalidMessage, "The session keeps only the first \(configuration.maxRecordingEvents) inputs (up to \(last.time) s); seek to a time before that, or reset.")
        }
        let past = Instance(scene: current.scene, device: current.device, restoring: current.snapshot)
        var count = 0
        for input in current.history {
            guard input.time <= time else { break }
            input.apply(to: past.host)
            count += 1
        }
        past.host.advance(to: time)
        let host = past.host
        return LabMoment(
            time: time, svg: host.graph.svgLines().joined(separator: "\n") + "\n",
            state: host.graph.stateValues.map { LabFrame.StateValue(view: $0.view, name: $0.name, kind: $0.kind, value: $0.value) },
            inputs: count)
    }

    // MARK: Selectable mode

    /// Keeps the gesture views of the attempts the last batch started (`select` with `attempt`).
    private func noteAttempts(of instance: Instance) {
        for number in instance.host.session.lastBatchAttempts {
            guard let attempt = number?.rawValue, instance.attemptViews[attempt] == nil else { continue }
            instance.attemptViews[attempt] = instance.host.gestureViewSelections()
            instance.attemptOrder.append(attempt)
            if instance.attemptOrder.count > configuration.selectableAttempts {
                instance.attemptViews[instance.attemptOrder.removeFirst()] = nil
            }
        }
    }

#if SelectableMode
    /// Where the gestures of `attempt` were attached: the innermost view carrying gestures that its
    /// touch-down hit, and in `attached` every gesture modifier of those views, innermost first.
    private func select(attempt: Int) throws(LabError) -> LabSelection {
        let current = try requireInstance()
        guard let views = current.attemptViews[attempt], !views.isEmpty else {
            throw LabError(.nothingSelected, "Attempt \(attempt) is not one of this instance's latest \(configuration.selectableAttempts) attempts on a view with gestures.")
        }
        let map = LabSourceMap(files: sourceFiles(of: current.scene))
        let placed = views.compactMap { map.locate($0) }
        guard var answer = placed.first else {
            throw LabError(.nothingSelected, "The views of attempt \(attempt) are not declared in the scene's source.")
        }
        answer.attached = placed.flatMap { selection in
            selection.chain.filter { $0.gestures != nil }.map { LabSelection.Attachment(file: selection.file, line: $0.line, name: $0.name, gestures: $0.gestures ?? []) }
        }
        return finish(answer, files: map.files)
    }

    /// The files selectable mode reads for `scene`: its `source` (a scene compiled into the lab),
    /// else the files its entry lists; a file that cannot be read (deleted since the build) is left out.
    private func sourceFiles(of scene: LabCatalog.Entry) -> [LabSourceMap.File] {
        guard !scene.sourceFiles.isEmpty else { return [LabSourceMap.File(name: scene.id, text: scene.source)] }
        return scene.sourceFiles.compactMap { path in
            (try? String(contentsOfFile: path, encoding: .utf8)).map { LabSourceMap.File(name: path, text: $0) }
        }
    }

    /// `answer` with `inScene` set, and the text of its file when that is not the scene's own.
    private func finish(_ answer: LabSelection, files: [LabSourceMap.File]) -> LabSelection {
        var answer = answer
        answer.inScene = answer.file == files.first?.name
        if !answer.inScene { answer.source = files.first { $0.name == answer.file }?.text }
        return answer
    }

    /// Where the open instance's view under `point` was made (`LabSourceMap`), read from the
    /// scene's source or the files its entry lists (`LabCatalog.Entry.sourceFiles`), never others.
    private func select(at point: CGPoint) throws(LabError) -> LabSelection {
        let current = try requireInstance()
        guard let selection = current.host.selection(at: point) else {
            throw LabError(.nothingSelected, "No view is under (\(point.x), \(point.y)); select a point inside a view of the canvas.")
        }
        let map = LabSourceMap(files: sourceFiles(of: current.scene))
        guard let answer = map.locate(selection) else {
            throw LabError(.nothingSelected, "The view under (\(point.x), \(point.y)) is not declared in the scene's source.")
        }
        return finish(answer, files: map.files)
    }
#else
    /// This build has no selectable mode (it was built without the `SelectableMode` trait).
    private func select(attempt: Int) throws(LabError) -> LabSelection { throw Self.selectionUnavailable }

    /// This build has no selectable mode (it was built without the `SelectableMode` trait).
    private func select(at point: CGPoint) throws(LabError) -> LabSelection { throw Self.selectionUnavailable }

    private static let selectionUnavailable = LabError(
        .selectionUnavailable, "This build of the lab has no selectable mode: it was built without the SelectableMode trait (swift build --traits SelectableMode).")
#endif

    // MARK: Frames

    private func frame(seq: Int?) -> LabFrame {
        guard let current = instance else {
            return LabFrame(seq: seq, time: 0, svg: "", animating: false, nextWakeUp: nil, state: [], timeline: [])
        }
        let host = current.host
        let lines = SVGRenderer.lines(of: host.graph.displayList(), reusing: current.svgCache)
        var svg = ""
        var svgDelta: [LabFrame.Splice]?
        if sendsDeltas, let previous = current.sentLines {
            let delta = SVGFrameDelta(from: previous, to: lines)
            let fullCharacters = lines.reduce(lines.count) { $0 + $1.utf8.count }
            if delta.changedCharacters < fullCharacters / 2 {
                svgDelta = delta.splices.map { LabFrame.Splice(start: $0.start, deleteCount: $0.deleteCount, lines: $0.lines) }
            }
        }
        if svgDelta == nil { svg = lines.joined(separator: "\n") + "\n" }
        current.sentLines = sendsDeltas ? lines : nil
        let timeline = current.trace.entries.map(LabFrame.TimelineEntry.init)
        current.trace.removeAll()
        let state = host.graph.stateValues.map { LabFrame.StateValue(view: $0.view, name: $0.name, kind: $0.kind, value: $0.value) }
        let stateUnchanged = sendsStateChanges && current.sentState == state
        current.sentState = state
        return LabFrame(
            seq: seq, time: host.now, svg: svg, svgDelta: svgDelta, animating: host.graph.isAnimating,
            nextWakeUp: Self.nextWakeUp(of: host), state: state, stateUnchanged: stateUnchanged,
            timeline: timeline)
    }

    /// When the scene next needs a frame without a touch: the earliest of a gesture's wake-up (a
    /// long press's duration), a host timer's deadline (`Timer.publish`, `asyncAfter`, a
    /// `TimelineView`'s schedule) and a task's wake-up (`Task.sleep`). The page keeps ticking
    /// while it is set, so a toast that hides itself after 5 s hides in the browser too.
    static func nextWakeUp(of host: GestureHost) -> Double? {
        // Pairwise, not an array: a frame is made on every tick.
        func earlier(_ a: Double?, _ b: Double?) -> Double? { a.flatMap { a in b.map { min(a, $0) } ?? a } ?? b }
        return earlier(earlier(host.session.nextWakeUp, host.graph.nextTimerFire), host.graph.nextTaskWakeUp)
    }

    private func echo(_ text: String) -> String {
        String(text.prefix(configuration.receivedEchoCharacters))
    }
}
