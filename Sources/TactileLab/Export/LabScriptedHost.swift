import Foundation
import TactileGestures
import TactileUI

/// A `GestureHost` driven by the touch verbs of `TouchScripting`, as a `ViewHost` is in a test:
/// the same verbs, the same clock steps. What the test export tries its steps on.
@MainActor
final class LabScriptedHost {
    let host: GestureHost
    private var locations: [TouchID: CGPoint] = [:]

    init(_ host: GestureHost) { self.host = host }
}

extension LabScriptedHost: @MainActor TouchScripting {
    var now: Double { host.now }

    /// As `ViewHost.send`: a refused batch changes nothing and the script goes on.
    func send(_ changes: [Touch]) {
        guard (try? host.receive(changes)) != nil else { return }
        for change in changes { locations[change.id] = change.phase.isFinal ? nil : change.location }
    }

    func lastLocation(of id: TouchID) -> CGPoint? { locations[id] }

    func advance(by interval: Double) { advance(to: host.now + interval) }

    func advance(to time: Double) { host.advance(to: max(time, host.now)) }
}
