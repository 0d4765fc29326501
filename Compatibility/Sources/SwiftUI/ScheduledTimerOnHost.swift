// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` on the host's clock for code that imports
// SwiftUI (docs/COMPATIBILITY.md, "Timers").
//
// Foundation's method cannot be overridden, and a second method with its signature is ambiguous —
// except where Swift's import shadowing removes Foundation's: in a file whose every path to
// Foundation goes through this module (it imports SwiftUI, and not Foundation or CoreGraphics —
// which re-export Foundation past this module), this declaration shadows Foundation's and
// Tactile's. Where the file imports Foundation itself, `@_disfavoredOverload` lets Foundation's
// win without ambiguity: the timer is then Foundation's, in real time.
import Foundation
import Tactile

extension Timer {
    /// Creates a timer and schedules it: on the host's clock while a host runs the calling code,
    /// else on the current run loop (`Timer.scheduledHostTimer(withTimeInterval:repeats:block:)`).
    @_disfavoredOverload
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping @Sendable (Timer) -> Void) -> Timer {
        scheduledHostTimer(withTimeInterval: interval, repeats: repeats, block: block)
    }
}
