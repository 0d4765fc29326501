import Foundation
import TactileLab

/// The platform `tactile-compat` compiles user code for (docs/SOURCE-COMPATIBILITY.md, "Which
/// platform").
///
/// SwiftUI code is written for Apple's platforms: it imports UIKit and keeps iOS-only code under
/// `#if os(iOS)` or `#if canImport(UIKit)`. A Linux compiler takes none of those branches, so the
/// same file can type-check on Linux and fail as iOS code, or the other way round. Each platform
/// says which branches are taken and which modules answer the imports:
///
/// - `.linux`: as a SwiftPM build on Linux through the Compatibility package's `SwiftUI` product
///   compiles it — `os(Linux)` is true, `canImport(UIKit)` false. This is what a package using
///   Tactile builds, and what the lab runs.
/// - an Apple platform (`.iOS`, `.macOS`, …): every `#if`/`#elseif` condition's `os(…)` is read as
///   on that platform (`os(iOS)` true on iOS, every other `os(…)` false), and where the platform has
///   UIKit (iOS, tvOS, visionOS) `import UIKit` is answered by the Compatibility package's `UIKit`
///   module, so `canImport(UIKit)` is true. Frameworks Tactile does not provide (AppKit, WatchKit)
///   stay missing. Everything else (`arch`, `targetEnvironment`, `swift`, `canImport` of other
///   modules, `DEBUG`) is left to the compiler.
///
/// Invariant: the user's files are never written. A file whose conditions name `os(…)` is
/// type-checked from a copy in the scratch folder (`copies(of:in:)`) whose conditions are
/// rewritten in place, each call padded to its own length, under a `#sourceLocation` naming the
/// original file — so every diagnostic names the user's file, line and column.
public enum CompatPlatform: String, Sendable, Codable, CaseIterable {
    case linux
    case iOS = "ios"
    case macOS = "macos"
    case tvOS = "tvos"
    case watchOS = "watchos"
    case visionOS = "visionos"

    /// The name `os(…)` gives it.
    public var osName: String {
        switch self {
        case .linux: "Linux"
        case .iOS: "iOS"
        case .macOS: "macOS"
        case .tvOS: "tvOS"
        case .watchOS: "watchOS"
        case .visionOS: "visionOS"
        }
    }

    /// Whether `import UIKit` exists there.
    public var hasUIKit: Bool { self == .iOS || self == .tvOS || self == .visionOS }

    /// The platform an Xcode target builds for: its `SDKROOT` (`iphoneos`, `macosx`, `appletvos`,
    /// `watchos`, `xros`); for `auto` or none, the first of its `SUPPORTED_PLATFORMS`, iOS first
    /// when listed (Xcode's multiplatform template lists it); iOS when nothing says.
    public static func xcode(sdkRoot: String?, supportedPlatforms: String?) -> CompatPlatform {
        func platform(_ sdk: String) -> CompatPlatform? {
            switch sdk {
            case "iphoneos", "iphonesimulator": .iOS
            case "macosx": .macOS
            case "appletvos", "appletvsimulator": .tvOS
            case "watchos", "watchsimulator": .watchOS
            case "xros", "xrsimulator": .visionOS
            default: nil
            }
        }
        if let sdkRoot, let known = platform(sdkRoot) { return known }
        let supported = (supportedPlatforms ?? "").split(separator: " ").compactMap { platform(String($0)) }
        return supported.contains(.iOS) ? .iOS : supported.first ?? .iOS
    }

    /// Where the modules answering this platform's extra imports are, beside the compatibility
    /// modules (`LabCompatibilityModules.iOSOutput`, `UIKit`); nil: none.
    func importFolder(of compatibility: LabCompatibilityModules) -> URL? {
        hasUIKit ? compatibility.iOSOutput : nil
    }

    /// `text` with every `os(…)` of its `#if`/`#elseif` lines replaced as this platform reads it
    /// (`true`/`false`, padded with spaces to the call's length); nil when nothing changes
    /// (`.linux`, which the compiler reads itself, or no such condition).
    public func conditions(in text: String) -> String? {
        guard self != .linux else { return nil }
        var changed = false
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard let rest = trimmed.hasPrefix("#if") ? trimmed.dropFirst(3) : trimmed.hasPrefix("#elseif") ? trimmed.dropFirst(7) : nil,
                  let next = rest.first, next == " " || next == "\t" || next == "(" || next == "!" else { continue }
            if let rewritten = osConditions(line) {
                lines[index] = rewritten
                changed = true
            }
        }
        return changed ? lines.joined(separator: "\n") : nil
    }

    /// One condition line with each `os(X)` replaced by `true` (X is this platform) or `false`.
    private func osConditions(_ line: String) -> String? {
        var characters = Array(line)
        var changed = false
        var index = 0
        while index + 3 <= characters.count {
            let startsCall = characters[index] == "o" && characters[index + 1] == "s"
                && (index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_"))
            guard startsCall else { index += 1; continue }
            var open = index + 2
            while open < characters.count, characters[open] == " " { open += 1 }
            guard open < characters.count, characters[open] == "(",
                  let close = characters[open...].firstIndex(of: ")") else { index += 1; continue }
            let argument = String(characters[(open + 1)..<close]).trimmingCharacters(in: .whitespaces)
            let value = argument == osName ? "true" : "false"
            let length = close - index + 1
            characters.replaceSubrange(index...close, with: Array(value + String(repeating: " ", count: max(0, length - value.count))))
            changed = true
            index += length
        }
        return changed ? String(characters) : nil
    }

    /// For each file of `files` this platform reads differently, a copy under `folder` to compile
    /// instead (the original path → the copy's): the rewritten text under a `#sourceLocation` that
    /// names the original, with the original's file name (so `main.swift` stays top-level code).
    /// A file that cannot be read is left to the compiler, which says why.
    func copies(of files: [String], in folder: URL) -> [String: String] {
        guard self != .linux else { return [:] }
        var copies: [String: String] = [:]
        for (index, file) in files.enumerated() {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8), text.contains("os"),
                  let rewritten = conditions(in: text) else { continue }
            let place = folder.appendingPathComponent("\(index)")
            let copy = place.appendingPathComponent((file as NSString).lastPathComponent)
            let escaped = file.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            do {
                try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
                try Data("#sourceLocation(file: \"\(escaped)\", line: 1)\n\(rewritten)".utf8).write(to: copy)
                copies[file] = copy.path
            } catch {
                continue
            }
        }
        return copies
    }
}
