import Foundation

/// The `@State` values of a hosted view tree as data (`ViewGraph.stateSnapshot()`): what lets a
/// new build of a view start where the running one is, as Xcode previews keep state across an edit
/// (docs/LAB-PROTOCOL.md, "State across a rebuild").
///
/// Each `@State` is keyed by its *identity path*: the structural path of the declaring view in the
/// tree (`path`, `ViewIdentity.stablePath`), the declaring view's type and the property's name. Its
/// value is kept as JSON text when the value is `Codable`, together with the value's type name
/// (`String(reflecting: Value.self)`); a value that is not `Codable` (or cannot be encoded) is listed
/// in `skipped` with the reason, so a restoration can say why it started fresh. `@GestureState` is
/// never kept: it belongs to one gesture attempt, and resets when the attempt ends.
///
/// Invariant: a snapshot is plain data — it crosses a process boundary as JSON (`json()`,
/// `init(json:)`), and a malformed one is a `StateSnapshotError`, never a crash.
package struct StateSnapshot: Codable, Sendable, Equatable {
    /// What `format` must say.
    package static let formatName = "tactile-state-snapshot"
    /// The version this code writes and reads.
    package static let currentVersion = 1

    /// One kept `@State`.
    package struct Entry: Codable, Sendable, Equatable {
        /// The declaring view's identity path (`ViewIdentity.stablePath`).
        package var path: String
        /// The declaring view's type, with its module (`String(reflecting:)`).
        package var view: String
        /// The property's name as the source writes it (`count`, `model.flag`).
        package var property: String
        /// `String(reflecting: Value.self)`.
        package var valueType: String
        /// The value, encoded as JSON text.
        package var value: String

        package init(path: String, view: String, property: String, valueType: String, value: String) {
            self.path = path
            self.view = view
            self.property = property
            self.valueType = valueType
            self.value = value
        }
    }

    /// One `@State` whose value could not be kept, and why.
    package struct Skipped: Codable, Sendable, Equatable {
        package var path: String
        package var view: String
        package var property: String
        package var valueType: String
        /// A sentence: "its type is not Codable", "encoding failed: …".
        package var reason: String

        package init(path: String, view: String, property: String, valueType: String, reason: String) {
            self.path = path
            self.view = view
            self.property = property
            self.valueType = valueType
            self.reason = reason
        }
    }

    package var format: String
    package var version: Int
    package var entries: [Entry]
    package var skipped: [Skipped]

    package init(entries: [Entry] = [], skipped: [Skipped] = []) {
        format = Self.formatName
        version = Self.currentVersion
        self.entries = entries
        self.skipped = skipped
    }

    /// The snapshot as compact JSON text (keys sorted: the same snapshot, the same text).
    package func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Plain strings and integers only: encoding cannot fail.
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Reads a snapshot written by `json()`; anything else is an error value saying what is wrong.
    package init(json text: String) throws(StateSnapshotError) {
        let decoded: StateSnapshot
        do {
            decoded = try JSONDecoder().decode(StateSnapshot.self, from: Data(text.utf8))
        } catch {
            throw StateSnapshotError("The state snapshot is not valid JSON of the form {format, version, entries, skipped}: \(Self.describe(error))")
        }
        guard decoded.format == Self.formatName else {
            throw StateSnapshotError("The state snapshot's format is \"\(decoded.format)\", not \"\(Self.formatName)\".")
        }
        guard decoded.version == Self.currentVersion else {
            throw StateSnapshotError("The state snapshot is version \(decoded.version); this build reads version \(Self.currentVersion).")
        }
        self = decoded
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): context.debugDescription
        case DecodingError.keyNotFound(let key, _): "the field \"\(key.stringValue)\" is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\": \(context.debugDescription)"
        default: String(describing: error)
        }
    }

    // MARK: Names

    /// The name of the type `identifier` identifies (`ObjectIdentifier(T.self)` holds `T`'s
    /// metadata pointer, which is the `Any.Type` value itself), with or without its module.
    package static func typeName(of identifier: ObjectIdentifier, qualified: Bool) -> String {
        let type = unsafeBitCast(identifier, to: Any.Type.self)
        return qualified ? String(reflecting: type) : String(describing: type)
    }

    /// `Module.Name` → `Module`; a name without a module → "".
    static func module(of qualifiedName: String) -> String {
        guard let dot = qualifiedName.firstIndex(of: ".") else { return "" }
        return String(qualifiedName[..<dot])
    }

    /// `Module.Name<Module.Other>` → `Name<Other>` for `module`: how two builds that compile the
    /// same source into different modules (the lab's `TactileScenes` and `LabUser`) name one type.
    static func withoutModule(_ module: String, in name: String) -> String {
        module.isEmpty ? name : name.replacingOccurrences(of: module + ".", with: "")
    }
}
