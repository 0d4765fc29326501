import Foundation

/// Which `#if` branches the lab's compiler takes, so the preview scanner offers only the previews
/// the build has (a `#Preview` under `#if os(macOS)` has no entry symbol in a Linux build, and
/// linking the package's previews would fail on it).
///
/// Evaluates the conditions Swift allows: `os(…)` (Linux is true), `arch(…)` (the lab's own),
/// `canImport(…)` (false for Apple-only frameworks, `LabBuildConditions.appleOnlyModules`, true
/// otherwise: the standard library, Foundation, the compatibility modules and the package's own
/// modules are importable), `targetEnvironment(…)` (false), `swift(…)`/`compiler(…)` (against
/// Swift 6.0, the oldest toolchain the lab supports), `hasFeature`/`hasAttribute` (true), the
/// `DEBUG` flag (the lab builds debug) and `!`, `&&`, `||`, parentheses.
///
/// Invariant: an identifier the lab does not define is false, as the compiler's; a condition it
/// cannot read is true, so an unreadable condition never hides a preview the compiler keeps.
public struct LabBuildConditions: Sendable {
    /// Frameworks a Linux build cannot import (Apple's platform frameworks).
    public static let appleOnlyModules: Set<String> = [
        "UIKit", "AppKit", "WatchKit", "Cocoa", "Darwin", "PencilKit", "SpriteKit", "SceneKit", "ARKit", "RealityKit",
        "MapKit", "WebKit", "AVFoundation", "AVKit", "AudioToolbox", "CoreHaptics", "PhotosUI", "Photos", "StoreKit",
        "SafariServices", "MessageUI", "WidgetKit", "ActivityKit", "QuartzCore", "CoreImage", "CoreText", "Metal",
        "MetalKit", "CoreLocation", "CoreMotion", "HealthKit", "GameKit", "TipKit", "SwiftData", "CoreData",
    ]
    /// The flags the lab's build defines.
    public static let definedFlags: Set<String> = ["DEBUG"]

    public init() {}

    /// Whether the branch guarded by `condition` (the text after `#if`/`#elseif`) is compiled.
    public func evaluate(_ condition: String) -> Bool {
        var parser = Parser(tokens: Self.tokens(condition), conditions: self)
        guard let value = parser.disjunction(), parser.index == parser.tokens.count else { return true }
        return value
    }

    fileprivate func call(_ name: String, _ argument: String) -> Bool? {
        switch name {
        case "os": return argument == "Linux"
        case "arch": return argument == Self.architecture
        case "canImport": return !Self.appleOnlyModules.contains(argument.split(separator: ",").first.map(String.init) ?? argument)
        case "targetEnvironment": return false
        case "hasFeature", "hasAttribute": return true
        case "swift", "compiler": return Self.versionCondition(argument)
        default: return nil
        }
    }

    private static var architecture: String {
        #if arch(x86_64)
        "x86_64"
        #elseif arch(arm64)
        "arm64"
        #else
        ""
        #endif
    }

    /// `>=5.9` or `<6.0` against Swift 6.0.
    private static func versionCondition(_ argument: String) -> Bool? {
        let text = argument.filter { !$0.isWhitespace }
        let (isAtLeast, version) = text.hasPrefix(">=") ? (true, text.dropFirst(2)) : text.hasPrefix("<") ? (false, text.dropFirst()) : (true, Substring(""))
        let parts = version.split(separator: ".").compactMap { Int($0) }
        guard !parts.isEmpty else { return nil }
        // Swift 6.0 is at least `version` unless 6.0 comes before it.
        let reaches = ![6, 0, 0].lexicographicallyPrecedes((parts + [0, 0]).prefix(3))
        return isAtLeast ? reaches : !reaches
    }

    fileprivate static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                index = text.index(after: index)
            } else if character == "(" {
                // A call's argument or a group, whole, to its matching parenthesis: `os(iOS)`,
                // `swift(>=5.9)`, `(os(iOS) || os(macOS))`.
                var depth = 0
                var close: String.Index?
                var end = index
                while end < text.endIndex {
                    if text[end] == "(" { depth += 1 }
                    if text[end] == ")" { depth -= 1; if depth == 0 { close = end; break } }
                    end = text.index(after: end)
                }
                guard let close else { return tokens + ["?"] }
                tokens.append(String(text[index...close]))
                index = text.index(after: close)
            } else if text[index...].hasPrefix("&&") || text[index...].hasPrefix("||") {
                tokens.append(String(text[index..<text.index(index, offsetBy: 2)]))
                index = text.index(index, offsetBy: 2)
            } else if character == "!" {
                tokens.append("!")
                index = text.index(after: index)
            } else {
                var end = index
                while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" { end = text.index(after: end) }
                if end == index { return tokens + ["?"] }
                tokens.append(String(text[index..<end]))
                index = end
            }
        }
        return tokens
    }

    /// `a || b && !c`, with calls and identifiers; parenthesised groups are re-read.
    private struct Parser {
        let tokens: [String]
        let conditions: LabBuildConditions
        var index = 0

        mutating func disjunction() -> Bool? {
            guard var value = conjunction() else { return nil }
            while index < tokens.count, tokens[index] == "||" {
                index += 1
                guard let right = conjunction() else { return nil }
                value = value || right
            }
            return value
        }

        mutating func conjunction() -> Bool? {
            guard var value = unary() else { return nil }
            while index < tokens.count, tokens[index] == "&&" {
                index += 1
                guard let right = unary() else { return nil }
                value = value && right
            }
            return value
        }

        mutating func unary() -> Bool? {
            guard index < tokens.count else { return nil }
            let token = tokens[index]
            index += 1
            if token == "!" { return unary().map { !$0 } }
            if token.hasPrefix("(") {
                // A parenthesised group.
                return LabBuildConditions.Parser(tokens: LabBuildConditions.tokens(String(token.dropFirst().dropLast())),
                                                 conditions: conditions).whole()
            }
            guard let first = token.first, first.isLetter || first == "_" else { return nil }
            if index < tokens.count, tokens[index].hasPrefix("(") {
                let argument = String(tokens[index].dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
                index += 1
                return conditions.call(token, argument)
            }
            if token == "true" { return true }
            if token == "false" { return false }
            return LabBuildConditions.definedFlags.contains(token)
        }

        func whole() -> Bool? {
            var copy = self
            guard let value = copy.disjunction(), copy.index == copy.tokens.count else { return nil }
            return value
        }
    }
}
