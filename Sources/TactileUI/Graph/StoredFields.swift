@_spi(Reflection) import Swift
import Synchronization

/// The stored fields of a struct type as `Mirror` lists them (declaration order, same labels),
/// with each field's offset and static type, read once per type from the runtime's field
/// metadata: what lets the graph link persistent properties (`EvaluationPass.linkProperties`) and
/// compare view values (`ViewValueComparison`) without reflecting on every evaluation.
///
/// Invariant: `of(_:)` answers nil for every type whose `Mirror` is not its stored fields — a
/// class, an enum, a tuple, an existential, a type that customizes its mirror
/// (`CustomReflectable`) — so callers fall back to `Mirror` there and behave exactly as before.
package struct StoredField: @unchecked Sendable {
    /// The field's name as `Mirror` labels it (`_count` for `@State var count`).
    package let name: String
    /// Byte offset of the field in a value of the enclosing type.
    package let offset: Int
    /// The field's declared (static) type.
    package let type: Any.Type
    package let kind: _MetadataKind

    /// Whether a value in this field can have a different dynamic type than `type`, which the
    /// dynamic casts `Mirror`-based code makes would see (`Optional` is unwrapped by casts).
    package var isDynamic: Bool {
        switch kind {
        case .existential, .optional, .class, .existentialMetatype, .foreignClass, .objcClassWrapper: true
        default: false
        }
    }

    /// The fields of `type`, or nil when `type` is not a plain struct (see `StoredField`).
    package static func of(_ type: Any.Type) -> [StoredField]? {
        if let known = cache.withLock({ $0[ObjectIdentifier(type)] }) { return known.fields }
        let fields = read(type)
        cache.withLock { $0[ObjectIdentifier(type)] = Entry(fields: fields) }
        return fields
    }

    private struct Entry: @unchecked Sendable { let fields: [StoredField]? }
    private static let cache = Mutex<[ObjectIdentifier: Entry]>([:])

    private static func read(_ type: Any.Type) -> [StoredField]? {
        guard _MetadataKind(of: type) == .struct, !(type is any CustomReflectable.Type) else { return nil }
        var fields: [StoredField] = []
        let complete = _forEachField(of: type) { name, offset, fieldType, kind in
            fields.append(StoredField(name: String(cString: name), offset: offset, type: fieldType, kind: kind))
            return true
        }
        return complete ? fields : nil
    }
}

@_silgen_name("swift_getMetadataKind")
private func swiftMetadataKind(_ type: Any.Type) -> UInt

extension _MetadataKind {
    /// The runtime's kind of `type`'s metadata (struct, enum, class, existential…).
    package init(of type: Any.Type) {
        self = _MetadataKind(rawValue: swiftMetadataKind(type)) ?? .unknown
    }
}
