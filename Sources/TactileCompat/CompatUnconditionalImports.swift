import Foundation

/// The modules Swift source imports outside every `#if … #endif` block — the imports a build of it
/// cannot do without (docs/SOURCE-COMPATIBILITY.md, "Which platform").
///
/// A package target or a folder of loose files says nothing of its platform, and a package using
/// Tactile builds it for Linux. But a file that imports UIKit unconditionally builds only where
/// UIKit exists: such code builds for iOS (and tvOS, visionOS), not even for macOS, so compiling
/// it for Linux only measures that Linux has no UIKit. Such a module is compiled as iOS code
/// (`platform`), as an Xcode target whose `SDKROOT` is `iphoneos` is; one whose UIKit imports are
/// all under an `#if` (`#if canImport(UIKit)`, `#if os(iOS)`) builds on Linux too, and is compiled
/// for Linux.
///
/// Invariant: an import counts when it is a statement of its own (after `;` or at a line's start,
/// after attributes such as `@_exported` or `@preconcurrency` and an access level), names the module
/// first (`import UIKit`, `import UIKit.UIGestureRecognizerSubclass`, `import class UIKit.UIView`),
/// and no `#if` is open at its line; text in comments (`//`, nested `/* */`) and string literals
/// (single-line, multi-line, raw) is never read as code. Anything else is not an import: the scan
/// errs towards Linux, where every module was compiled before.
public struct CompatUnconditionalImports: Sendable, Equatable {
    /// The modules imported unconditionally, each once, in the order first seen.
    public var modules: [String]

    /// The unconditional imports of one file's text.
    public init(source: String) {
        var modules: [String] = []
        var depth = 0
        for line in Self.code(of: source).split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if Self.isDirective(trimmed, "#if") {
                depth += 1
            } else if Self.isDirective(trimmed, "#endif") {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                for statement in trimmed.split(separator: ";") {
                    if let module = Self.importedModule(statement), !modules.contains(module) { modules.append(module) }
                }
            }
        }
        self.modules = modules
    }

    /// The unconditional imports of `files`, together; a file that cannot be read adds none (the
    /// compiler says why it cannot read it).
    public init(files: [String]) {
        var modules: [String] = []
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8), text.contains("import") else { continue }
            for module in CompatUnconditionalImports(source: text).modules where !modules.contains(module) { modules.append(module) }
        }
        self.modules = modules
    }

    /// The platform these imports leave a package target or loose files: iOS when UIKit is among
    /// them; nil (a package using Tactile builds it for Linux) otherwise.
    public var platform: CompatPlatform? {
        modules.contains("UIKit") ? .iOS : nil
    }

    /// Whether `line` is the compiler directive `directive` (`#if`, `#endif`), not a longer word.
    static func isDirective(_ line: Substring, _ directive: String) -> Bool {
        guard line.hasPrefix(directive) else { return false }
        guard let next = line.dropFirst(directive.count).first else { return true }
        return !(next.isLetter || next.isNumber || next == "_")
    }

    /// The module an import statement names first (`@_exported import class UIKit.UIView` → `UIKit`);
    /// nil when `statement` is not an import.
    static func importedModule(_ statement: Substring) -> String? {
        var rest = statement.drop { $0 == " " || $0 == "\t" }
        // Attributes: `@_exported`, `@testable`, `@_spi(Name)`, `@preconcurrency`.
        while rest.first == "@" {
            rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
            if rest.first == "(" {
                guard let close = rest.firstIndex(of: ")") else { return nil }
                rest = rest[rest.index(after: close)...]
            }
            rest = rest.drop { $0 == " " || $0 == "\t" }
        }
        var words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        if let first = words.first, ["public", "package", "internal", "fileprivate", "private"].contains(first) { words = words.dropFirst() }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        if let kind = words.first, ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let"].contains(kind) {
            words = words.dropFirst()
        }
        guard let path = words.first else { return nil }
        let module = path.split(separator: ".", omittingEmptySubsequences: false).first.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) } ?? ""
        guard let head = module.first, head.isLetter || head == "_",
              module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return module
    }

    /// `source` with every comment and the contents of every string literal replaced by spaces,
    /// line breaks kept, so each line of code stays on its line. A string's interpolations are
    /// code, read as such (their own strings included).
    static func code(of source: String) -> String {
        enum Context {
            /// Code; inside an interpolation, the parentheses opened since it began.
            case code(parentheses: Int)
            case string(multiline: Bool, hashes: Int)
        }
        let characters = Array(source)
        var output: [Character] = []
        output.reserveCapacity(characters.count)
        var stack: [Context] = [.code(parentheses: 0)]
        func blank(_ count: Int, from index: Int) {
            for offset in 0..<count where index + offset < characters.count {
                output.append(characters[index + offset] == "\n" ? "\n" : " ")
            }
        }
        func matches(_ text: String, at index: Int) -> Bool {
            var position = index
            for character in text {
                guard position < characters.count, characters[position] == character else { return false }
                position += 1
            }
            return true
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch stack[stack.count - 1] {
            case .code(let parentheses):
                if matches("//", at: index) {
                    var end = index
                    while end < characters.count, characters[end] != "\n" { end += 1 }
                    blank(end - index, from: index)
                    index = end
                } else if matches("/*", at: index) {
                    var end = index + 2
                    var depth = 1
                    while end < characters.count, depth > 0 {
                        if matches("/*", at: end) { depth += 1; end += 2 } else if matches("*/", at: end) { depth -= 1; end += 2 } else { end += 1 }
                    }
                    blank(end - index, from: index)
                    index = end
                } else if character == "#" || character == "\"" {
                    var quote = index
                    while quote < characters.count, characters[quote] == "#" { quote += 1 }
                    guard quote < characters.count, characters[quote] == "\"" else {
                        output.append(contentsOf: characters[index..<quote])
                        index = quote
                        continue
                    }
                    let multiline = matches("\"\"\"", at: quote)
                    let end = quote + (multiline ? 3 : 1)
                    blank(end - index, from: index)
                    stack.append(.string(multiline: multiline, hashes: quote - index))
                    index = end
                } else if stack.count > 1, character == "(" {
                    stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                    output.append(character)
                    index += 1
                } else if stack.count > 1, character == ")" {
                    if parentheses == 0 {
                        stack.removeLast()
                        output.append(" ")
                    } else {
                        stack[stack.count - 1] = .code(parentheses: parentheses - 1)
                        output.append(character)
                    }
                    index += 1
                } else {
                    output.append(character)
                    index += 1
                }
            case .string(let multiline, let hashes):
                let delimiter = String(repeating: "#", count: hashes)
                if character == "\\", matches(delimiter, at: index + 1) {
                    let escaped = index + 1 + hashes
                    if matches("(", at: escaped) {
                        blank(escaped + 1 - index, from: index)
                        stack.append(.code(parentheses: 0))
                        index = escaped + 1
                    } else {
                        blank(min(escaped + 1, characters.count) - index, from: index)
                        index = escaped + 1
                    }
                } else if !multiline, character == "\n" {
                    // An unclosed single-line string ends with its line, as the compiler reads it.
                    stack.removeLast()
                    output.append(character)
                    index += 1
                } else if matches((multiline ? "\"\"\"" : "\"") + delimiter, at: index) {
                    let end = index + (multiline ? 3 : 1) + hashes
                    blank(end - index, from: index)
                    stack.removeLast()
                    index = end
                } else {
                    blank(1, from: index)
                    index += 1
                }
            }
        }
        return String(output)
    }
}
