// `DispatchQueue.main.async(execute:)` on the host's clock for code that imports SwiftUI
// (docs/COMPATIBILITY.md, "Timers"), by the import shadowing `AsyncAfterOnHost.swift` describes: in a
// file whose every path to Dispatch goes through this module, this declaration shadows Dispatch's;
// where the file imports Foundation or Dispatch itself, `@_disfavoredOverload` lets Dispatch's win
// without ambiguity and the work runs on the real main queue. The same declarations in Tactile
// serve `import Tactile`.
import Foundation
import Tactile

extension DispatchQueue {
    /// Queues `work`: at the host's next turn for the main queue while a host runs the calling code,
    /// else as Dispatch does (`DispatchQueue.hostAsync(group:qos:flags:execute:)`).
    @_disfavoredOverload
    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @Sendable @convention(block) () -> Void) {
        hostAsync(group: group, qos: qos, flags: flags, execute: work)
    }

    /// Queues `workItem`: at the host's next turn for the main queue while a host runs the calling
    /// code, else as Dispatch does (`DispatchQueue.hostAsync(execute:)`).
    @_disfavoredOverload
    public func async(execute workItem: DispatchWorkItem) {
        hostAsync(execute: workItem)
    }
}
