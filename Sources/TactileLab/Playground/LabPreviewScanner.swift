import Foundation

/// Finds what a Swift file offers the lab (docs/LAB-PROTOCOL.md, "Playground"): its `#Preview`s,
/// its `PreviewProvider`s and its top-level `View` structs, without compiling it.
///
/// A small lexer over the file's UTF-8 bytes: comments (nested `/* */` too) and string literals
/// (`"…"`, `"""…"""`, raw `#"…"#`) are skipped, so a `#Preview` in a comment or a string is not one.
/// Positions are 1-based lines and UTF-8 columns, as the compiler counts them.
///
/// Invariant: scanning never fails; text it cannot read (an unclosed brace, a `#Preview` without
/// a trailing closure) yields fewer findings, and the compiler reports the error.
public struct LabPreviewScanner: Sendable {
    /// One `#Preview`: `#Preview { … }`, `#Preview("Title") { … }`, `#Preview("Title", traits: …) { … }`,
    /// or with a labelled closure, `#Preview(body: { … })`, `#Preview("Title", body: { … })`.
    public struct Preview: Sendable, Equatable {
        /// Its name, when its first argument is a plain string literal.
        public var title: String?
        /// The text between the closure's braces, exactly as written.
        public var body: String
        /// Where `body` starts: the line and UTF-8 column just after the opening brace.
        public var bodyLine: Int
        public var bodyColumn: Int
        /// The line of `#Preview`.
        public var line: Int
        /// The UTF-8 column of its `#` (1-based): with `line`, where the macro's expansion says the
        /// preview is (`#Preview`'s entry symbol).
        public var column: Int = 1
        /// The declarations marked `@Previewable` at the closure's top level, in order.
        public var previewables: [Previewable] = []

        /// `body` with each `@Previewable` declaration blanked out (spaces; line breaks kept, so
        /// every other token keeps its line and column).
        public var bodyWithoutPreviewables: String {
            guard !previewables.isEmpty else { return body }
            var bytes = Array(body.utf8)
            for previewable in previewables {
                for offset in previewable.range where bytes[offset] != UInt8(ascii: "\n") { bytes[offset] = UInt8(ascii: " ") }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// One `@Previewable @State var x = 0` at the top level of a `#Preview` body: SwiftUI makes it
    /// a property of the view the preview wraps its body in.
    public struct Previewable: Sendable, Equatable {
        /// The declaration as written, from `@Previewable` to its end (one statement).
        public var text: String
        /// Where `@Previewable` is (1-based line, UTF-8 column).
        public var line: Int
        public var column: Int
        /// Its UTF-8 offsets within the preview's `body`.
        public var range: Range<Int>

        /// The declaration without the attribute (`@Previewable` replaced by spaces: columns kept).
        public var declaration: String {
            guard text.hasPrefix("@Previewable") else { return text }
            return String(repeating: " ", count: "@Previewable".utf8.count) + text.dropFirst("@Previewable".count)
        }
    }

    /// What one file holds.
    public struct Findings: Sendable, Equatable {
        public var previews: [Preview] = []
        /// Top-level structs that conform to `PreviewProvider` (their names).
        public var providers: [String] = []
        /// Top-level structs that conform to `View`, in file order.
        public var views: [String] = []
        /// The view the file is about: the first `View` struct no other `View` struct of the file
        /// uses (previews and providers do not count), else the first `View` struct.
        public var mainView: String?
        /// Whether the file offers anything to open.
        public var isEmpty: Bool { previews.isEmpty && providers.isEmpty && views.isEmpty }
    }

    public init() {}

    public func scan(_ source: String) -> Findings {
        var lexer = Lexer(Array(source.utf8))
        var findings = Findings()
        var depth = 0
        // The top-level View struct being read, and which View structs mention each word.
        var currentView: String?
        var mentionedBy: [String: Set<String>] = [:]
        // The `#if` branches around the token: what the compiler takes (`LabBuildConditions`).
        var branches = CompiledBranches()
        while let token = lexer.next() {
            if case .word(let text) = token.kind, CompiledBranches.directives.contains(text) {
                branches.read(text, condition: lexer.restOfLine())
                continue
            }
            guard branches.isCompiled else {
                // Braces still count, so the file's structure after the branch is read right.
                if token.kind == .open { depth += 1 } else if token.kind == .close { depth = max(0, depth - 1) }
                continue
            }
            switch token.kind {
            case .open: depth += 1
            case .close:
                depth = max(0, depth - 1)
                if depth == 0 { currentView = nil }
            case .word(let text):
                if let currentView, depth > 0, text != currentView { mentionedBy[text, default: []].insert(currentView) }
                if text == "#Preview", let preview = lexer.preview(at: token) {
                    findings.previews.append(preview)
                } else if text == "struct", depth == 0, let (name, inherits) = lexer.structHeader() {
                    if inherits.contains("PreviewProvider") { findings.providers.append(name) }
                    if inherits.contains("View") {
                        findings.views.append(name)
                        currentView = name
                    }
                }
            default: break
            }
        }
        findings.mainView = findings.views.first { mentionedBy[$0, default: []].isEmpty } ?? findings.views.first
        return findings
    }

    /// The stack of `#if … #elseif … #else … #endif` branches the scanner is in.
    struct CompiledBranches {
        static let directives: Set<String> = ["#if", "#elseif", "#else", "#endif"]
        let conditions = LabBuildConditions()
        /// Per open `#if`: whether the enclosing code is compiled, whether a branch was taken, and
        /// whether the current branch is compiled.
        var stack: [(outer: Bool, taken: Bool, current: Bool)] = []

        var isCompiled: Bool { stack.last?.current ?? true }

        mutating func read(_ directive: String, condition: String) {
            switch directive {
            case "#if":
                let value = isCompiled && conditions.evaluate(condition)
                stack.append((isCompiled, value, value))
            case "#elseif":
                guard let top = stack.popLast() else { return }
                let value = top.outer && !top.taken && conditions.evaluate(condition)
                stack.append((top.outer, top.taken || value, value))
            case "#else":
                guard let top = stack.popLast() else { return }
                stack.append((top.outer, true, top.outer && !top.taken))
            default:
                _ = stack.popLast()
            }
        }
    }

    // MARK: Lexer

    struct Token {
        enum Kind: Equatable {
            case word(String), open, close, openParen, closeParen, string(String), other
        }
        var kind: Kind
        var start: Int
        var end: Int
    }

    struct Lexer {
        let bytes: [UInt8]
        var index = 0
        /// Byte offset of each line's start.
        let lineStarts: [Int]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var starts = [0]
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
            lineStarts = starts
        }

        /// The text from here to the end of the line (a `#if` condition), without a `//` comment;
        /// the lexer continues on the next line.
        mutating func restOfLine() -> String {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            var text = String(decoding: bytes[start..<index], as: UTF8.self)
            if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
            return text
        }

        /// 1-based line and UTF-8 column of `offset`.
        func position(_ offset: Int) -> (line: Int, column: Int) {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return (low + 1, offset - lineStarts[low] + 1)
        }

        func peek(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte >= 0x80
        }

        /// The next token, skipping whitespace and comments; nil at the end.
        mutating func next() -> Token? {
            while index < bytes.count {
                let byte = bytes[index]
                let start = index
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    index += 1
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "\""):
                    let text = readString(hashes: 0)
                    return Token(kind: .string(text), start: start, end: index)
                case UInt8(ascii: "#") where peek(1) == UInt8(ascii: "#") || peek(1) == UInt8(ascii: "\""):
                    var hashes = 0
                    while peek() == UInt8(ascii: "#") { hashes += 1; index += 1 }
                    guard peek() == UInt8(ascii: "\"") else { return Token(kind: .other, start: start, end: index) }
                    let text = readString(hashes: hashes)
                    return Token(kind: .string(text), start: start, end: index)
                case UInt8(ascii: "{"): index += 1; return Token(kind: .open, start: start, end: index)
                case UInt8(ascii: "}"): index += 1; return Token(kind: .close, start: start, end: index)
                case UInt8(ascii: "("): index += 1; return Token(kind: .openParen, start: start, end: index)
                case UInt8(ascii: ")"): index += 1; return Token(kind: .closeParen, start: start, end: index)
                default:
                    if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "@") || Self.isWordByte(byte) {
                        index += 1
                        while let next = peek(), Self.isWordByte(next) { index += 1 }
                        return Token(kind: .word(String(decoding: bytes[start..<index], as: UTF8.self)), start: start, end: index)
                    }
                    index += 1
                    return Token(kind: .other, start: start, end: index)
                }
            }
            return nil
        }

        mutating func skipBlockComment() {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    depth += 1; index += 2
                } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    depth -= 1; index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// Reads a string literal starting at its first quote (after any `#`s); returns its
        /// contents when it has no interpolation worth keeping (the raw text otherwise).
        mutating func readString(hashes: Int) -> String {
            let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            let quotes = multiline ? 3 : 1
            index += quotes
            let contentStart = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") && hashes == 0 {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\n") && !multiline { break }
                if byte == UInt8(ascii: "\"") {
                    var run = 0
                    while index + run < bytes.count, bytes[index + run] == UInt8(ascii: "\""), run < quotes { run += 1 }
                    if run == quotes {
                        var closingHashes = 0
                        while index + run + closingHashes < bytes.count, bytes[index + run + closingHashes] == UInt8(ascii: "#"),
                              closingHashes < hashes { closingHashes += 1 }
                        if closingHashes == hashes {
                            let content = String(decoding: bytes[contentStart..<index], as: UTF8.self)
                            index += run + closingHashes
                            return content
                        }
                    }
                    index += max(1, run)
                    continue
                }
                index += 1
            }
            return String(decoding: bytes[contentStart..<min(index, bytes.count)], as: UTF8.self)
        }

        /// After `#Preview`: its optional argument list and its closure, trailing or labelled `body:`.
        mutating func preview(at token: Token) -> Preview? {
            let saved = index
            var title: String?
            var labelled: (bodyStart: Int, closeStart: Int)?
            var next = self.next()
            if next?.kind == .openParen {
                var depth = 1
                var first = true
                // The two tokens before the current one: `body` `:` before a `{` is the labelled closure.
                var previous: [Token] = []
                while depth > 0, let inner = self.next() {
                    switch inner.kind {
                    case .openParen: depth += 1
                    case .closeParen: depth -= 1
                    case .string(let text) where first && depth == 1 && !text.contains("\\("): title = text
                    case .open where depth == 1 && labelled == nil && previous.count == 2 && previous[0].kind == .word("body")
                        && previous[1].kind == .other && bytes[previous[1].start] == UInt8(ascii: ":"):
                        guard let closeStart = skipClosure() else {
                            index = saved
                            return nil
                        }
                        labelled = (inner.end, closeStart)
                    default: break
                    }
                    first = false
                    previous.append(inner)
                    if previous.count > 2 { previous.removeFirst() }
                }
                if let labelled {
                    return makePreview(title: title, bodyStart: labelled.bodyStart, closeStart: labelled.closeStart, at: token)
                }
                next = self.next()
            }
            guard let open = next, open.kind == .open, let closeStart = skipClosure() else {
                index = saved
                return nil
            }
            return makePreview(title: title, bodyStart: open.end, closeStart: closeStart, at: token)
        }

        /// After a closure's `{`: reads to its matching `}` and returns where that brace starts
        /// (nil when the text ends first).
        mutating func skipClosure() -> Int? {
            var depth = 1
            while let inner = self.next() {
                switch inner.kind {
                case .open: depth += 1
                case .close:
                    depth -= 1
                    if depth == 0 { return inner.start }
                default: break
                }
            }
            return nil
        }

        func makePreview(title: String?, bodyStart: Int, closeStart: Int, at token: Token) -> Preview {
            let (bodyLine, bodyColumn) = position(bodyStart)
            let place = position(token.start)
            return Preview(title: title, body: String(decoding: bytes[bodyStart..<closeStart], as: UTF8.self),
                           bodyLine: bodyLine, bodyColumn: bodyColumn, line: place.line, column: place.column,
                           previewables: previewables(from: bodyStart, to: closeStart))
        }

        /// The `@Previewable` declarations at the top level of the closure body `start..<end`: each
        /// runs from the attribute to the end of its statement (a `;`, or the end of the line once
        /// every bracket it opened is closed).
        func previewables(from start: Int, to end: Int) -> [Previewable] {
            var lexer = self
            lexer.index = start
            var found: [Previewable] = []
            var depth = 0
            while lexer.index < end, let token = lexer.next(), token.start < end {
                switch token.kind {
                case .open, .openParen: depth += 1
                case .close, .closeParen: depth -= 1
                case .other where bytes[token.start] == UInt8(ascii: "["): depth += 1
                case .other where bytes[token.start] == UInt8(ascii: "]"): depth -= 1
                case .word("@Previewable") where depth == 0:
                    var inner = 0
                    var last = token.end
                    while true {
                        var peek = lexer
                        guard let next = peek.next(), next.start < end else { break }
                        if inner == 0 && (position(next.start).line != position(last - 1).line
                                          || (next.kind == .other && bytes[next.start] == UInt8(ascii: ";"))) { break }
                        switch next.kind {
                        case .open, .openParen: inner += 1
                        case .close, .closeParen: inner -= 1
                        case .other where bytes[next.start] == UInt8(ascii: "["): inner += 1
                        case .other where bytes[next.start] == UInt8(ascii: "]"): inner -= 1
                        default: break
                        }
                        lexer = peek
                        last = next.end
                    }
                    let (line, column) = position(token.start)
                    found.append(Previewable(text: String(decoding: bytes[token.start..<last], as: UTF8.self), line: line, column: column,
                                             range: (token.start - start)..<(last - start)))
                default: break
                }
            }
            return found
        }

        /// After `struct`: its name and the names in its inheritance clause (up to `{`).
        mutating func structHeader() -> (String, Set<String>)? {
            let saved = index
            guard let nameToken = self.next(), case .word(let name) = nameToken.kind else {
                index = saved
                return nil
            }
            var inherits: Set<String> = []
            var angle = 0
            // Stop before the body's `{`, so the caller's depth counting sees it.
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "{") && angle == 0 { return (name, inherits) }
                if byte == UInt8(ascii: "<") { angle += 1 }
                if byte == UInt8(ascii: ">") { angle = max(0, angle - 1) }
                let before = index
                guard let token = self.next() else { break }
                if token.kind == .open || token.kind == .close {
                    index = before
                    return (name, inherits)
                }
                if case .word(let word) = token.kind { inherits.insert(word) }
            }
            return (name, inherits)
        }
    }
}
