import Foundation
import TactileTesting

/// A `TouchScripting` that only writes down what a script sends and when: the batches, each
/// with the clock's time. For checking a script's event count and timing without an engine.
final class TouchLog: TouchScripting {
    private(set) var now: Double = 0
    private(set) var batches: [[Touch]] = []
    private var last: [TouchID: CGPoint] = [:]

    func send(_ changes: [Touch]) {
        batches.append(changes)
        for change in changes { last[change.id] = change.phase.isFinal ? nil : change.location }
    }

    func lastLocation(of id: TouchID) -> CGPoint? { last[id] }
    func advance(by interval: Double) { advance(to: now + interval) }
    func advance(to time: Double) { now = max(now, time) }

    /// The times of the batches, in order.
    var times: [Double] { batches.map { $0[0].timestamp } }
    /// The phases of the batches' first touches, in order.
    var phases: [TouchPhase] { batches.map { $0[0].phase } }
}
