// `import os` for SwiftUI code: the unified-logging API apps write (`Logger`, `os_log`), as iOS 18's
// `os` module declares it (docs/COMPATIBILITY.md, "Logging"). There is no unified log on this host:
// each message is written to standard error as one line — its level, `[subsystem:category]`, then
// its text with every interpolated value in full, as Xcode's console shows a debug build's messages —
// and the privacy, alignment and number formats are applied as the log would render them.
import Foundation

/// Writes messages to the log (`os`'s `Logger`, iOS 14).
///
/// Invariant: a message is rendered and written once per call, in the caller's order; a `Logger`
/// is a value holding only its subsystem and category, so it is shared freely across tasks.
public struct Logger: Sendable {
    /// The subsystem and category every message is filed under (empty for `Logger()`).
    let subsystem: String
    let category: String

    /// A logger for a subsystem (conventionally a reverse-DNS name) and a category within it.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A logger writing to the default log.
    public init() {
        self.init(subsystem: "", category: "")
    }

    /// A logger writing to `logObj`'s subsystem and category.
    public init(_ logObj: OSLog) {
        self.init(subsystem: logObj.subsystem, category: logObj.category)
    }

    /// Logs `message` at the default level.
    public func log(_ message: OSLogMessage) { write(message, level: .default) }

    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { write(message, level: level) }

    /// Logs `message` at the debug level (`trace` is its alias, as in `os`).
    public func trace(_ message: OSLogMessage) { write(message, level: .debug) }

    /// Logs `message` at the debug level.
    public func debug(_ message: OSLogMessage) { write(message, level: .debug) }

    /// Logs `message` at the info level.
    public func info(_ message: OSLogMessage) { write(message, level: .info) }

    /// Logs `message` at the default (notice) level.
    public func notice(_ message: OSLogMessage) { write(message, level: .default) }

    /// Logs `message` at the error level (`warning` is its alias, as in `os`).
    public func warning(_ message: OSLogMessage) { write(message, level: .error) }

    /// Logs `message` at the error level.
    public func error(_ message: OSLogMessage) { write(message, level: .error) }

    /// Logs `message` at the fault level (`critical` is its alias, as in `os`).
    public func critical(_ message: OSLogMessage) { write(message, level: .fault) }

    /// Logs `message` at the fault level.
    public func fault(_ message: OSLogMessage) { write(message, level: .fault) }

    func write(_ message: OSLogMessage, level: OSLogType) {
        LogOutput.write(OSLogLine(level: level, subsystem: subsystem, category: category, text: message.rendered))
    }
}
