/// Names the call an argument error points into, as `callee(label:_:)` (`CompatMissingAPI`): the
/// callee is the name before the call's `(`, with a leading `.` for a member or implicit member;
/// the labels are those written, `_` for an unlabelled argument. Trailing closures are not
/// counted (their labels are not written).
///
/// Invariant: reads only the source text — no type information — so a call the compiler points at
/// but whose parentheses this cannot find (a subscript, a call spread over a string with unbalanced
/// parentheses) gives nil and the error is reported as it is.
enum CompatCallSite {
    /// How far back from the error (in bytes) the call's `(` is looked for.
    static let lookBehind = 4000

    static func call(in source: String, line: Int, column: Int) -> String? {
        let bytes = Array(source.utf8)
        guard let offset = offset(in: bytes, line: line, column: column) else { return nil }
        // The error points at the callee itself…
        var open: Int?
        var end = offset
        while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
        if end > offset {
            var after = end
            while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
            if after < bytes.count, bytes[after] == UInt8(ascii: "(") { open = after }
        }
        // …or into its arguments: the nearest unclosed `(` before it.
        if open == nil {
            var depth = 0
            var index = offset - 1
            while index >= 0, index >= offset - lookBehind {
                let byte = bytes[index]
                if byte == UInt8(ascii: ")") { depth += 1 }
                if byte == UInt8(ascii: "(") {
                    if depth == 0 { open = index; break }
                    depth -= 1
                }
                index -= 1
            }
        }
        guard let open else { return nil }
        var nameEnd = open
        while nameEnd > 0, bytes[nameEnd - 1] == UInt8(ascii: " ") { nameEnd -= 1 }
        var nameStart = nameEnd
        while nameStart > 0, isIdentifier(bytes[nameStart - 1]) { nameStart -= 1 }
        guard nameStart < nameEnd, !isDigit(bytes[nameStart]) else { return nil }
        let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        let dot = nameStart > 0 && bytes[nameStart - 1] == UInt8(ascii: ".") ? "." : ""
        guard let labels = labels(in: bytes, open: open) else { return nil }
        return "\(dot)\(name)(\(labels.map { "\($0):" }.joined()))"
    }

    /// The argument labels of the call whose `(` is at `open` (nil when its `)` is not found).
    static func labels(in bytes: [UInt8], open: Int) -> [String]? {
        var labels: [String] = []
        var depth = 0
        var argumentStart = open + 1
        var inString = false
        var index = open + 1
        var sawContent = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                sawContent = true
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
                sawContent = true
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                if depth == 0 {
                    if sawContent { labels.append(label(of: bytes[argumentStart..<index])) }
                    return labels
                }
                depth -= 1
            } else if byte == UInt8(ascii: ","), depth == 0 {
                labels.append(label(of: bytes[argumentStart..<index]))
                argumentStart = index + 1
            } else if !isSpace(byte) {
                sawContent = true
            }
            index += 1
        }
        return nil
    }

    /// `name` when the argument starts with `name:` (not `name::`), else `_`.
    static func label(of argument: ArraySlice<UInt8>) -> String {
        let trimmed = argument.drop(while: isSpace)
        let name = trimmed.prefix(while: isIdentifier)
        guard !name.isEmpty, !isDigit(name.first!) else { return "_" }
        let rest = trimmed.dropFirst(name.count).drop(while: { $0 == UInt8(ascii: " ") })
        guard rest.first == UInt8(ascii: ":"), rest.dropFirst().first != UInt8(ascii: ":") else { return "_" }
        return String(decoding: name, as: UTF8.self)
    }

    /// The byte offset of 1-based `line` and `column` (the compiler counts columns in bytes).
    static func offset(in bytes: [UInt8], line: Int, column: Int) -> Int? {
        var currentLine = 1
        var index = 0
        while currentLine < line, index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { currentLine += 1 }
            index += 1
        }
        let offset = index + column - 1
        return currentLine == line && offset < bytes.count ? offset : nil
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
