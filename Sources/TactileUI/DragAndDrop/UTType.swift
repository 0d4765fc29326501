import Foundation

import Synchronization
/// A uniform type identifier (UniformTypeIdentifiers' `UTType`): the kind of data a drag carries
/// and a drop accepts.
///
/// Invariants: two types are equal when their identifiers are (case-insensitively, as UTIs are
/// compared); every type conforms to itself; conformance follows the declared parents
/// transitively (`UTType.plainText` conforms to `.text`, which conforms to `.data` and
/// `.content`, both of which conform to `.item`). The system's types and their parents, filename
/// extensions and MIME types are those Apple declares for them (UniformTypeIdentifiers,
/// `UTCoreTypes.h`); a type the process did not declare (`UTType("com.example.thing")`) knows
/// no parents. `init(exportedAs:)`/`init(importedAs:)` declare a type conforming to
/// `conformingTo` (`.data` by default), as an app's Info.plist does on iOS.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, e.g. `public.plain-text`.
    public let identifier: String
    /// The types this one directly conforms to.
    public let supertypesIdentifiers: [String]
    /// Its preferred filename extension, if any (`txt`).
    public let preferredFilenameExtension: String?
    /// Its preferred MIME type, if any (`text/plain`).
    public let preferredMIMEType: String?
    /// Whether the system (here: `UTType`'s table) declares it.
    public let isDeclared: Bool
    /// Whether the type is dynamic (made up for an unknown tag, `dyn.…`). Never on this host.
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    /// Whether the system declares it (the public types).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// The type with `identifier` when declared (a system type, or one made with
    /// `init(exportedAs:)`/`init(importedAs:)`); else a type with no parents. SwiftUI's code
    /// mostly uses this to name its own types.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self = UTType.registry.type(for: identifier) ?? UTType(identifier: identifier, parents: [], isDeclared: false)
    }

    /// Declares an app's own exported type conforming to `parentType`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, conformingTo: parentType)
    }

    /// Declares a type the app imports (owned by another app), conforming to `parentType`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, conformingTo: parentType)
    }

    /// The type declared for `filenameExtension` conforming to `supertype` (`.data` by default).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let wanted = filenameExtension.lowercased()
        guard let found = UTType.registry.all.first(where: { $0.preferredFilenameExtension == wanted && $0.conforms(to: supertype) })
        else { return nil }
        self = found
    }

    /// The type declared for `mimeType` conforming to `supertype` (`.data` by default).
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let wanted = mimeType.lowercased()
        guard let found = UTType.registry.all.first(where: { $0.preferredMIMEType == wanted && $0.conforms(to: supertype) })
        else { return nil }
        self = found
    }

    private init(declaring identifier: String, conformingTo parentType: UTType?) {
        let made = UTType(identifier: identifier, parents: [(parentType ?? .data).identifier], isDeclared: true)
        self = UTType.registry.declare(made)
    }

    init(identifier: String, parents: [String], filenameExtension: String? = nil, mimeType: String? = nil, isDeclared: Bool = true) {
        self.identifier = identifier
        supertypesIdentifiers = parents
        preferredFilenameExtension = filenameExtension
        preferredMIMEType = mimeType
        self.isDeclared = isDeclared
    }

    /// Whether this type is `type` or conforms to it through its declared parents.
    public func conforms(to type: UTType) -> Bool {
        if self == type { return true }
        var seen: Set<String> = [identifier.lowercased()]
        var frontier = supertypesIdentifiers
        while let next = frontier.popLast() {
            let key = next.lowercased()
            guard seen.insert(key).inserted else { continue }
            if key == type.identifier.lowercased() { return true }
            frontier += UTType.registry.type(for: next)?.supertypesIdentifiers ?? []
        }
        return false
    }

    /// Whether `type` conforms to this one.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Every type this one conforms to, itself excluded.
    public var supertypes: Set<UTType> {
        var result: Set<UTType> = []
        var frontier = supertypesIdentifiers
        while let next = frontier.popLast() {
            let type = UTType.registry.type(for: next) ?? UTType(identifier: next, parents: [], isDeclared: false)
            guard result.insert(type).inserted else { continue }
            frontier += type.supertypesIdentifiers
        }
        return result
    }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier.lowercased() == rhs.identifier.lowercased() }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }
    public var description: String { identifier }
    public var debugDescription: String { "<UTType \(identifier)>" }
    /// A localized description; the identifier here (no localized names on this host).
    public var localizedDescription: String? { identifier }

    /// The declared types: the system's table and those the process declared.
    static let registry = UTTypeRegistry()
}

/// The types the process knows: the system's, then those declared with
/// `init(exportedAs:)`/`init(importedAs:)` (a later declaration of an identifier replaces nothing).
final class UTTypeRegistry: Sendable {
    private let declared = Mutex<[String: UTType]>([:])

    func type(for identifier: String) -> UTType? {
        let key = identifier.lowercased()
        return UTType.systemTypes[key] ?? declared.withLock { $0[key] }
    }

    func declare(_ type: UTType) -> UTType {
        let key = type.identifier.lowercased()
        if let system = UTType.systemTypes[key] { return system }
        return declared.withLock { table in
            if let kept = table[key] { return kept }
            table[key] = type
            return type
        }
    }

    var all: [UTType] { Array(UTType.systemTypes.values).sorted { $0.identifier < $1.identifier } + declared.withLock { Array($0.values) } }
}
