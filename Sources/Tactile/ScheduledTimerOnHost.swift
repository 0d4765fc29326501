// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` on the host's clock for code that imports
// Tactile (docs/COMPATIBILITY.md, "Timers").
//
// Foundation's method cannot be overridden, and a second method with its signature is ambiguous —
// except where Swift's import shadowing removes Foundation's: in a file whose every path to
// Foundation goes through this module (it imports Tactile or TactileTesting, not Foundation), this
// declaration shadows Foundation's. Where the file imports Foundation itself, the shadowing does not
// apply and `@_disfavoredOverload` lets Foundation's win without ambiguity: the timer is then
// Foundation's, in real time. The same declaration in the Compatibility package's SwiftUI module
// serves `import SwiftUI`.
import Foundation
import TactileUI

extension Timer {
    /// Creates a timer and schedules it: on the host's clock while a host runs the calling code,
    /// else on the current run loop (`Timer.scheduledHostTimer(withTimeInterval:repeats:block:)`).
    @_disfavoredOverload
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping @Sendable (Timer) -> Void) -> Timer {
        scheduledHostTimer(withTimeInterval: interval, repeats: repeats, block: block)
    }
}
