import Foundation
import TactileGestures
import TactileUI
import Testing

extension ViewHost {
    /// Drags `source` onto `destination` as a person does on iOS: the finger goes down on
    /// `sourceAnchor` of `source` (its centre by default), is held `liftDuration` (`ControlDefaults.dragLiftDuration`,
    /// 0.5 s: the item lifts), moves in a straight line to `destinationAnchor` of `destination`
    /// over `duration` (n = round(duration × sampleRate) moves, 18 at the defaults), and lifts
    /// there unless `lift` is false — n + 2 events. Both points are aimed before the first touch
    /// (misses reported as for `tap(on:)`). What lands, and when: `dropDestination`, `onDrop`.
    public func dragAndDrop(from source: some TouchTarget, grabbedAt sourceAnchor: UnitPoint = .center,
                            to destination: some TouchTarget, at destinationAnchor: UnitPoint = .center,
                            liftDuration: Double = ControlDefaults.dragLiftDuration,
                            duration: Double = TouchScriptConfiguration.standard.dragDuration,
                            sampleRate: Double = TouchScriptConfiguration.standard.sampleRate, id: TouchID = 0, lift: Bool = true,
                            reportingMisses: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        let start = aim("dragAndDrop", on: source, at: sourceAnchor, reportingMisses, sourceLocation)
        let end = aim("dragAndDrop", on: destination, at: destinationAnchor, reportingMisses, sourceLocation)
        dragAndDrop(from: start, to: end, liftDuration: liftDuration, duration: duration, sampleRate: sampleRate, id: id, lift: lift)
    }

    /// `dragAndDrop(from:to:)` between two window points.
    public func dragAndDrop(from start: CGPoint, to end: CGPoint, liftDuration: Double = ControlDefaults.dragLiftDuration,
                            duration: Double = TouchScriptConfiguration.standard.dragDuration,
                            sampleRate: Double = TouchScriptConfiguration.standard.sampleRate, id: TouchID = 0, lift: Bool = true) {
        touchDown(id, at: start)
        advance(by: liftDuration)
        let steps = max(1, Int((duration * sampleRate).rounded()))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let progress = CGFloat(step) / CGFloat(steps)
            move(id, to: CGPoint(x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress))
        }
        if lift { touchUp(id, at: end) }
    }

    /// The drag in flight, if any: where it is in the window and the type identifiers it offers.
    public var carriedDrag: (location: CGPoint, typeIdentifiers: [String])? {
        host.graph.dragAndDrop.session.map { ($0.location, $0.offeredTypeIdentifiers) }
    }
}
