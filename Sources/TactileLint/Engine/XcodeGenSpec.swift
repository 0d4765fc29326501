import Foundation

/// The source folders of an XcodeGen spec (`project.yml`) and the globs each excludes: which Swift
/// files the generated Xcode project compiles. A file the spec's targets exclude from every source
/// folder holding it is compiled by none of them (a stale copy kept beside the live one, a subsystem
/// switched off), so nothing in it ships.
///
/// Invariants: only the block form XcodeGen's documentation writes is read — `sources:` holding
/// `- path: Folder` items with an `excludes:` list (block or `[…]`), or plain `- Folder` items — and a
/// spec written any other way (`includes:`, flow mappings, `sources` given as a mapping) yields no
/// exclusions, so a file is only ever dropped when the spec says so plainly. Globs are matched with
/// `Glob` relative to their source folder, as XcodeGen does.
struct XcodeGenSpec: Sendable, Equatable {
    /// One `sources` item: a folder relative to the spec, and the globs excluded from it.
    struct Source: Sendable, Equatable {
        var path: String
        var excludes: [Glob]
    }

    var sources: [Source]

    /// Reads `text`; `nil` when it holds no `sources:` this reader understands in full.
    init?(yaml text: String) {
        var sources: [Source] = []
        var sourcesIndent: Int?
        var itemIndent: Int?
        var excludesIndent: Int?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Self.strippingComment(String(raw))
            let content = line.drop { $0 == " " }
            guard !content.isEmpty else { continue }
            let indent = line.count - content.count
            if let open = sourcesIndent {
                let isItem = content.hasPrefix("- ") || content == "-"
                if indent < open || (indent == open && !isItem) {
                    sourcesIndent = nil
                    itemIndent = nil
                    excludesIndent = nil
                } else if isItem, itemIndent == nil || indent == itemIndent {
                    itemIndent = indent
                    excludesIndent = nil
                    let item = content.dropFirst(2).trimmingCharacters(in: .whitespaces)
                    if item.hasPrefix("path:") {
                        sources.append(Source(path: Self.scalar(item.dropFirst(5)), excludes: []))
                    } else if item.contains(":") || item.hasPrefix("{") || item.hasPrefix("[") {
                        return nil
                    } else {
                        sources.append(Source(path: Self.scalar(Substring(item)), excludes: []))
                    }
                    continue
                } else if let list = excludesIndent, indent >= list, isItem {
                    sources[sources.count - 1].excludes.append(Glob(Self.scalar(content.dropFirst(2))))
                    continue
                } else if let item = itemIndent, indent > item, !isItem, !sources.isEmpty {
                    excludesIndent = nil
                    if content.hasPrefix("excludes:") {
                        let rest = content.dropFirst(9).trimmingCharacters(in: .whitespaces)
                        if rest.isEmpty {
                            excludesIndent = indent
                        } else if rest.hasPrefix("["), rest.hasSuffix("]") {
                            sources[sources.count - 1].excludes += rest.dropFirst().dropLast().split(separator: ",").map { Glob(Self.scalar($0)) }
                        } else {
                            return nil
                        }
                    } else if content.hasPrefix("path:") {
                        sources[sources.count - 1].path = Self.scalar(content.dropFirst(5))
                    } else if content.hasPrefix("includes:") {
                        return nil
                    }
                    continue
                } else if let item = itemIndent, indent > item {
                    continue // an item of another key's list (`compilerFlags:`), or its value's next line
                } else {
                    return nil
                }
            }
            if content == "sources:" {
                sourcesIndent = indent
                itemIndent = nil
            } else if content.hasPrefix("sources:") {
                let rest = content.dropFirst(8).trimmingCharacters(in: .whitespaces)
                if rest.hasPrefix("["), rest.hasSuffix("]") {
                    sources += rest.dropFirst().dropLast().split(separator: ",").map { Source(path: Self.scalar($0), excludes: []) }
                } else if rest.hasPrefix("{") {
                    return nil
                } else {
                    sources.append(Source(path: Self.scalar(Substring(rest)), excludes: []))
                }
            }
        }
        guard !sources.isEmpty else { return nil }
        self.sources = sources
    }

    /// True when the file at `path` (relative to the spec's folder) lies in at least one source folder
    /// and every source folder holding it excludes it.
    func excludes(_ path: String) -> Bool {
        var holding = 0
        for source in sources {
            let folder = Self.trimmed(source.path)
            guard folder.isEmpty || path == folder || path.hasPrefix(folder + "/") else { continue }
            holding += 1
            let inside = folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
            guard source.excludes.contains(where: { $0.matches(inside) }) else { return false }
        }
        return holding > 0
    }

    /// `"a b"` → `a b`, `'x'` → `x`, surrounding blanks dropped.
    private static func scalar(_ text: Substring) -> String {
        var value = text.trimmingCharacters(in: .whitespaces)
        if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
            value = String(value.dropFirst().dropLast())
        }
        return value
    }

    private static func trimmed(_ folder: String) -> String {
        var value = Substring(folder)
        while value.hasPrefix("./") { value = value.dropFirst(2) }
        while value.hasSuffix("/") { value = value.dropLast() }
        return value == "." ? "" : String(value)
    }

    /// The line without a `#` comment (one outside quotes).
    private static func strippingComment(_ line: String) -> String {
        var quote: Character?
        var result = ""
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" {
                break
            }
            result.append(character)
        }
        while result.last == " " || result.last == "\t" { result.removeLast() }
        return result
    }
}
