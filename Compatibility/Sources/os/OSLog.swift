/// A log handle (`os`'s `OSLog`): a subsystem and a category, for `Logger(_:)` and `os_log`.
public final class OSLog: @unchecked Sendable {
    let subsystem: String
    let category: String

    /// A handle for a subsystem and a category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A handle for a subsystem and one of the predefined categories.
    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    /// The default log (no subsystem, no category).
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log whose messages are dropped.
    public static let disabled = OSLog(subsystem: "", category: OSLog.disabledCategory)

    static let disabledCategory = "\u{0}disabled"

    /// Whether a message at `type` would be written (every level but on `disabled`).
    public func isEnabled(type: OSLogType) -> Bool { category != Self.disabledCategory }

    /// The predefined categories.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Points of interest, as Instruments shows them.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Dynamic tracing.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Dynamic stack tracing.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }
}

/// Logs `message` to `log` at `type` (`os`'s `os_log`, iOS 14 form).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    guard log.isEnabled(type: type) else { return }
    LogOutput.write(OSLogLine(level: type, subsystem: log.subsystem, category: log.category, text: message.rendered))
}

/// Logs `message` to the default log at the default level.
public func os_log(_ message: OSLogMessage) {
    os_log(.default, log: .default, message)
}

/// Logs a `printf`-style `message` with `args` to `log` at `type` (`os`'s iOS 10 `os_log`). `%{public}@`
/// and `%{private}d` read as `%@` and `%d`; `%@` takes an object's description, as `String(format:)`.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    guard log.isEnabled(type: type) else { return }
    let format = OSLogFormat.plainFormat("\(message)")
    LogOutput.write(OSLogLine(level: type, subsystem: log.subsystem, category: log.category, text: String(format: format, arguments: args)))
}
