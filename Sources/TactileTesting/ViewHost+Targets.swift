import Foundation
import TactileGestures
import TactileUI
import Testing

/// Scripts aimed at views. `target` is a `TouchTarget` — the view with that accessibility
/// identifier, else that text, or an element a finder returned — as laid out when the script starts; `anchor` is where in its drawn frame the finger goes
/// (`location(_:in:)`: `.center` by default, `.topLeading`, any `UnitPoint`). Before the first
/// touch, the aimed point is hit-tested: when it would reach another view (one drawn over the
/// target, or the view behind a point the target does not cover), an issue is recorded at the
/// call naming that view — pass `reportingMisses: false` to aim there on purpose.
/// Timing constants come from `TouchScriptConfiguration.standard`.
extension ViewHost {
    /// One tap on `target`: 2 events, down and up `holdDuration` (0.05 s) later.
    public func tap(on target: some TouchTarget, at anchor: UnitPoint = .center, id: TouchID = 0,
                    holdDuration: Double = TouchScriptConfiguration.standard.tapHoldDuration,
                    reportingMisses: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        tap(at: aim("tap", on: target, at: anchor, reportingMisses, sourceLocation), id: id, holdDuration: holdDuration)
    }

    /// `count` taps on `target`: 2 × `count` events, each held `holdDuration` (0.05 s), `interval`
    /// (0.15 s) from each lift to the next touch-down.
    public func tap(count: Int, on target: some TouchTarget, at anchor: UnitPoint = .center,
                    interval: Double = TouchScriptConfiguration.standard.multiTapInterval,
                    holdDuration: Double = TouchScriptConfiguration.standard.tapHoldDuration,
                    reportingMisses: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        tap(count: count, at: aim("tap", on: target, at: anchor, reportingMisses, sourceLocation),
            interval: interval, holdDuration: holdDuration)
    }

    /// Two taps on `target`, as a `TapGesture(count: 2)` wants them: 4 events over 0.25 s
    /// (`doubleTap(at:)`: held 0.05 s each, 0.15 s between, inside the 0.35 s window of S-11).
    public func doubleTap(on target: some TouchTarget, at anchor: UnitPoint = .center,
                          reportingMisses: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        doubleTap(at: aim("doubleTap", on: target, at: anchor, reportingMisses, sourceLocation))
    }

    /// A press on `target` for `duration` seconds: down, then up `duration` later (unless `lift`
    /// is false); wake-ups due meanwhile (a long press's timer, S-22) are delivered on the way.
    public func longPress(on target: some TouchTarget, at anchor: UnitPoint = .center, duration: Double, id: TouchID = 0,
                          lift: Bool = true, reportingMisses: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        longPress(at: aim("longPress", on: target, at: anchor, reportingMisses, sourceLocation),
                  duration: duration, id: id, lift: lift)
    }

    /// A straight drag from `anchor` of `target` by `translation`: down, n = round(duration ×
    /// sampleRate) moves evenly spaced over `duration` (0.3 s at 60 Hz: 18), up — n + 2 events.
    public func drag(on target: some TouchTarget, at anchor: UnitPoint = .center, by translation: CGSize, duration: Double = 0.3,
                     sampleRate: Double = TouchScriptConfiguration.standard.sampleRate, id: TouchID = 0, lift: Bool = true,
                     reportingMisses: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        let start = aim("drag", on: target, at: anchor, reportingMisses, sourceLocation)
        drag(from: start, to: CGPoint(x: start.x + translation.width, y: start.y + translation.height),
             duration: duration, sampleRate: sampleRate, id: id, lift: lift)
    }

    /// A drag along `path`, given in `target`'s space: the origin is the top-leading corner of
    /// its drawn frame (as Compose's `swipe(curve:)` takes node-local offsets). Events and timing
    /// as `drag(along:)`: down, round(duration × sampleRate) moves, up (0.3 s at 60 Hz: 20
    /// events). The path's start is the aimed point.
    public func drag(on target: some TouchTarget, along path: TouchPath,
                     duration: Double = TouchScriptConfiguration.standard.dragDuration,
                     sampleRate: Double = TouchScriptConfiguration.standard.sampleRate, id: TouchID = 0, lift: Bool = true,
                     reportingMisses: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        let global = globalPaths([path], on: target, verb: "drag", reportingMisses, sourceLocation)[0]
        drag(along: global, duration: duration, sampleRate: sampleRate, id: id, lift: lift)
    }

    /// A swipe across `target` in `direction`, as Compose's `swipeUp()` and its siblings make
    /// one: along the frame's centre line from the edge behind the motion to the edge ahead (each
    /// 1 pt inside), at constant speed over `duration` (0.2 s). Events: down, round(duration ×
    /// sampleRate) moves (12 at 60 Hz), up — 14 events. The finger lifts while moving, so the
    /// swipe ends with the speed it had (frame length ÷ duration).
    public func swipe(on target: some TouchTarget, _ direction: SwipeDirection,
                      duration: Double = TouchScriptConfiguration.standard.swipeDuration,
                      sampleRate: Double = TouchScriptConfiguration.standard.sampleRate, id: TouchID = 0,
                      reportingMisses: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        let (from, to): (UnitPoint, UnitPoint) = switch direction {
        case .up: (.bottom, .top)
        case .down: (.top, .bottom)
        case .left: (.trailing, .leading)
        case .right: (.leading, .trailing)
        }
        let start = aim("swipe", on: target, at: from, reportingMisses, sourceLocation)
        let end = location(to, inFrame: targetNode(target).drawnFrame)
        drag(along: .line(from: start, to: end), duration: duration, sampleRate: sampleRate, id: id)
    }

    /// A fling on `target`: from `anchor` (its centre) `distance` points (200) in `direction`
    /// at `velocity` points per second, lifted while moving, so `DragGesture` ends with that
    /// velocity (`fling(from:by:velocity:)` gives the events: at least 3 moves at 60 Hz).
    public func fling(on target: some TouchTarget, at anchor: UnitPoint = .center, direction: SwipeDirection, velocity: CGFloat,
                      distance: CGFloat = TouchScriptConfiguration.standard.flingDistance,
                      sampleRate: Double = TouchScriptConfiguration.standard.sampleRate, id: TouchID = 0,
                      reportingMisses: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        let start = aim("fling", on: target, at: anchor, reportingMisses, sourceLocation)
        let unit = direction.unitVector
        fling(from: start, by: CGSize(width: unit.dx * distance, height: unit.dy * distance), velocity: velocity,
              sampleRate: sampleRate, id: id)
    }

    /// Several fingers on `target` at once, finger i along `paths[i]` in `target`'s space
    /// (origin at its drawn frame's top-leading corner): a two-finger pan, a pinch along curves.
    /// Events and timing as `multiTouch(along:)`: one batch down, round(duration × sampleRate)
    /// batches of moves (24 over 0.4 s at 60 Hz), one batch up. Each path's start is aimed.
    public func multiTouch(on target: some TouchTarget, along paths: [TouchPath],
                           duration: Double = TouchScriptConfiguration.standard.multiTouchDuration,
                           sampleRate: Double = TouchScriptConfiguration.standard.sampleRate, ids: [TouchID]? = nil,
                           lift: Bool = true, reportingMisses: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        multiTouch(along: globalPaths(paths, on: target, verb: "multiTouch", reportingMisses, sourceLocation),
                   duration: duration, sampleRate: sampleRate, ids: ids, lift: lift)
    }

    /// A pinch centred on `anchor` of `target` (`pinch(center:from:to:)`: two fingers on a
    /// horizontal line, 24 moves over 0.4 s at 60 Hz). The centre is the aimed point.
    public func pinch(on target: some TouchTarget, at anchor: UnitPoint = .center, from startSpan: CGFloat, to endSpan: CGFloat,
                      duration: Double = 0.4, reportingMisses: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        pinch(center: aim("pinch", on: target, at: anchor, reportingMisses, sourceLocation),
              from: startSpan, to: endSpan, duration: duration)
    }

    /// A rotation centred on `anchor` of `target` (`rotate(center:radius:by:)`). The centre is
    /// the aimed point.
    public func rotate(on target: some TouchTarget, at anchor: UnitPoint = .center, by angle: Angle, radius: CGFloat = 50,
                       duration: Double = 0.4, reportingMisses: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        rotate(center: aim("rotate", on: target, at: anchor, reportingMisses, sourceLocation),
               radius: radius, by: angle, duration: duration)
    }

    /// A two-finger pan starting at `anchor` of `target` (`twoFingerPan(from:by:)`). The centre
    /// between the fingers is the aimed point.
    public func twoFingerPan(on target: some TouchTarget, at anchor: UnitPoint = .center, by translation: CGSize,
                             duration: Double = 0.4, reportingMisses: Bool = true,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        twoFingerPan(from: aim("twoFingerPan", on: target, at: anchor, reportingMisses, sourceLocation),
                     by: translation, duration: duration)
    }

    // MARK: Aiming

    /// The point at `anchor` of `target`, checked for a miss when `reportingMisses`.
    func aim(_ verb: String, on target: some TouchTarget, at anchor: UnitPoint, _ reportingMisses: Bool,
                     _ sourceLocation: SourceLocation) -> CGPoint {
        let node = targetNode(target)
        let point = location(anchor, inFrame: node.drawnFrame)
        if reportingMisses { reportMiss(verb, at: point, on: target.touchTargetLocator, node: node, sourceLocation: sourceLocation) }
        return point
    }

    /// `paths` (in `target`'s space) on the canvas, each start checked for a miss when `reportingMisses`.
    private func globalPaths(_ paths: [TouchPath], on target: some TouchTarget, verb: String, _ reportingMisses: Bool,
                             _ sourceLocation: SourceLocation) -> [TouchPath] {
        let node = targetNode(target)
        let frame = node.drawnFrame
        let global = paths.map { $0.applying(CGAffineTransform(translationX: frame.minX, y: frame.minY)) }
        if reportingMisses {
            for path in global {
                reportMiss(verb, at: path.location(at: 0), on: target.touchTargetLocator, node: node, sourceLocation: sourceLocation)
            }
        }
        return global
    }
}
