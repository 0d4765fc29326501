// `DispatchQueue.main.asyncAfter(deadline:execute:)` on the host's clock for code that imports
// SwiftUI (docs/COMPATIBILITY.md, "Timers").
//
// Dispatch's method cannot be overridden, and a second method with its signature is ambiguous —
// except where Swift's import shadowing removes Dispatch's: in a file whose every path to Dispatch
// goes through this module (it imports SwiftUI, and not Foundation, Dispatch or CoreGraphics —
// which re-export Foundation past this module), this declaration shadows Dispatch's and Tactile's.
// Where the file imports one of those itself, `@_disfavoredOverload` lets Dispatch's win without
// ambiguity: the work then runs in real time.
import Foundation
import Tactile

extension DispatchQueue {
    /// Schedules `work` after `deadline`: on the host's clock for the main queue while a host runs
    /// the calling code, else as Dispatch does (`DispatchQueue.hostAsyncAfter(deadline:qos:flags:execute:)`).
    @_disfavoredOverload
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @Sendable @convention(block) () -> Void) {
        hostAsyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
    }

    /// Schedules `workItem` after `deadline`: on the host's clock for the main queue while a host
    /// runs the calling code, else as Dispatch does (`DispatchQueue.hostAsyncAfter(deadline:execute:)`).
    @_disfavoredOverload
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        hostAsyncAfter(deadline: deadline, execute: workItem)
    }
}
