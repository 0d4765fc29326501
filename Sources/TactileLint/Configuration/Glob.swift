/// A path pattern: `*` matches within one path component, `**` any number of components, `?` one
/// character. A pattern naming a folder (`Sources/Generated`) also matches everything below it.
///
/// Invariant: matching is a pure function of the pattern and the path, linear in their lengths times
/// the number of stars; it never fails.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let components: [Substring]

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        components = trimmed.split(separator: "/")
    }

    public var description: String { pattern }

    /// True when `path` (relative, `/`-separated) or one of its parent folders matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return (1...max(parts.count, 1)).contains { Self.match(components[...], parts.prefix($0)) }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
        }
        guard let component = path.first, matchComponent(Array(head), Array(component)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0, t = 0
        var star: Int?
        var resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
