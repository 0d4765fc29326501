import Foundation

/// One logged message as this host writes it: `<level> [subsystem:category] text`, the bracket left
/// out for the default log (empty subsystem and category).
struct OSLogLine: Equatable, Sendable {
    var level: OSLogType
    var subsystem: String
    var category: String
    var text: String

    var rendered: String {
        let origin = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
        return "\(level.name) \(origin)\(text)"
    }
}

/// Where messages go: standard error, one line each, written whole.
enum LogOutput {
    static func write(_ line: OSLogLine) {
        FileHandle.standardError.write(Data((line.rendered + "\n").utf8))
    }
}
