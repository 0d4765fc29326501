import Foundation
import SwiftParser

/// The Swift language mode a project compiles its sources in, as its manifest declares it: Swift 5
/// mode accepts spellings Swift 6 rejects (`@Environment (\.colorScheme)` with a space).
///
/// Invariants: only what a project file states is reported (`nil` when nothing is found); Swift 4 and
/// 4.2 modes read as `.v5` (the parser draws no line between them); when one project declares several
/// modes, the most lenient one (`.v5`) is reported, so no file of it is read more strictly than it compiles.
public enum SwiftLanguageMode: Sendable, Hashable {
    case v5
    case v6

    /// The version swift-syntax's parser takes.
    var parserVersion: Parser.SwiftVersion {
        switch self {
        case .v5: .v5
        case .v6: .v6
        }
    }

    /// The mode declared by `Package.swift`: `swiftLanguageModes:`/`swiftLanguageVersions:`, a target's
    /// `.swiftLanguageMode(…)`, else the tools version's default (5.x → Swift 5, 6.x → Swift 6).
    public static func declared(byManifest text: String) -> SwiftLanguageMode? {
        var modes: Set<SwiftLanguageMode> = []
        for label in ["swiftLanguageModes:", "swiftLanguageVersions:", ".swiftLanguageMode(", ".swiftLanguageVersion("] {
            var rest = Substring(text)
            while let found = rest.range(of: label) {
                let after = rest[found.upperBound...]
                let end = after.firstIndex(where: { $0 == "]" || $0 == ")" }) ?? after.endIndex
                modes.formUnion(Self.modes(in: after[..<end]))
                rest = after
            }
        }
        if let mode = Self.mostLenient(modes) { return mode }
        guard let line = text.split(separator: "\n", maxSplits: 1).first,
              let marker = line.range(of: "swift-tools-version:")
        else { return nil }
        let version = line[marker.upperBound...].drop { $0 == " " }
        guard let major = version.prefix(while: \.isNumber).nonEmptyInt else { return nil }
        return major >= 6 ? .v6 : .v5
    }

    /// The mode declared by an Xcode project's `project.pbxproj`: its `SWIFT_VERSION` settings.
    public static func declared(byXcodeProject text: String) -> SwiftLanguageMode? {
        var modes: Set<SwiftLanguageMode> = []
        var rest = Substring(text)
        while let found = rest.range(of: "SWIFT_VERSION = ") {
            let after = rest[found.upperBound...]
            let value = after.prefix { $0 != ";" && $0 != "\n" }.filter { $0 != "\"" }
            if let major = value.prefix(while: \.isNumber).nonEmptyInt { modes.insert(major >= 6 ? .v6 : .v5) }
            rest = after
        }
        return mostLenient(modes)
    }

    /// The mode of the project the folder `directory` belongs to (`ProjectFiles`); `nil` when none
    /// declares one.
    public static func declared(forFolder directory: String) -> SwiftLanguageMode? {
        ProjectSettings.declared(forFolder: directory).languageMode
    }

    private static func modes(in text: Substring) -> Set<SwiftLanguageMode> {
        var modes: Set<SwiftLanguageMode> = []
        for (spelling, mode) in [(".v4", SwiftLanguageMode.v5), (".v5", .v5), (".v6", .v6), ("\"4", .v5), ("\"5", .v5), ("\"6", .v6)]
        where text.contains(spelling) {
            modes.insert(mode)
        }
        return modes
    }

    static func mostLenient(_ modes: Set<SwiftLanguageMode>) -> SwiftLanguageMode? {
        modes.contains(.v5) ? .v5 : modes.first
    }
}

extension Substring {
    fileprivate var nonEmptyInt: Int? { isEmpty ? nil : Int(self) }
}
