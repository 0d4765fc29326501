@_spi(Reflection) import Swift

/// What `EvaluationPass.linkProperties` does with a value of one type, worked out once per type
/// from its stored fields (`StoredField`) instead of with `Mirror` and dynamic casts on every
/// evaluation: the persistent properties to link, the environment readers to hand the
/// environment, the object properties to observe — in the order `Mirror` would meet them,
/// nested `DynamicProperty` values flattened in place with their labels prefixed (`_model._flag`).
///
/// Invariant: `of(_:)` answers nil — use `Mirror` — for every type where a field's dynamic type
/// could conform where its static type does not (an existential or an optional field whose
/// type could hold one of these properties, a class field whose class is a `DynamicProperty`),
/// so the plan links exactly what the `Mirror` walk links. A subclass that adopts
/// `DynamicProperty` when its declared superclass does not is not looked into (the graph's own
/// properties are structs; such a class field is not a property SwiftUI would update either).
@MainActor
package struct LinkPlan {
    package enum Role {
        /// `@State`, `@GestureState`, `@StateObject`, `@Namespace`; `tracksReads` when its
        /// getter logs reads itself (`StateReadTracking`).
        case persistent(any PersistentViewProperty.Type, tracksReads: Bool)
        case environment(any EnvironmentReadingProperty.Type)
        case observable(any ObservableObjectProperty.Type)
    }

    package struct Field {
        package let offset: Int
        /// The label `Mirror` gives the property, with the labels of the values it is nested in.
        package let label: String
        package let role: Role
    }

    package let fields: [Field]

    @exclusivity(unchecked) private static var plans: [ObjectIdentifier: LinkPlan?] = [:]

    package static func of(_ type: Any.Type) -> LinkPlan? {
        if let known = plans[ObjectIdentifier(type)] { return known }
        var fields: [Field] = []
        let plan = collect(type, offset: 0, prefix: "", into: &fields) ? LinkPlan(fields: fields) : nil
        plans[ObjectIdentifier(type)] = .some(plan)
        return plan
    }

    /// Appends the fields of `type` placed at `offset`; false when `Mirror` must decide.
    private static func collect(_ type: Any.Type, offset: Int, prefix: String, into fields: inout [Field]) -> Bool {
        guard let stored = StoredField.of(type) else { return false }
        for field in stored {
            let label = prefix + field.name
            guard let fieldType = staticType(of: field) else { return false }
            if let persistent = fieldType as? any PersistentViewProperty.Type {
                guard field.kind == .struct else { return false }
                fields.append(Field(offset: offset + field.offset, label: label,
                                    role: .persistent(persistent, tracksReads: fieldType is any StateReadTracking.Type)))
            } else if let reader = fieldType as? any EnvironmentReadingProperty.Type {
                guard field.kind == .struct else { return false }
                fields.append(Field(offset: offset + field.offset, label: label, role: .environment(reader)))
            } else if fieldType is any DynamicProperty.Type, !(fieldType is any ObservableObjectProperty.Type) {
                guard field.kind == .struct, collect(fieldType, offset: offset + field.offset, prefix: label + ".", into: &fields) else {
                    return false
                }
            }
            if let observable = fieldType as? any ObservableObjectProperty.Type {
                guard field.kind == .struct else { return false }
                fields.append(Field(offset: offset + field.offset, label: label, role: .observable(observable)))
            }
        }
        return true
    }

    /// The type whose conformances decide what the `Mirror` walk does with the field's value:
    /// its declared type, the wrapped type of an optional (dynamic casts unwrap optionals; a
    /// property inside one makes the plan give way to `Mirror`), nil for an existential.
    private static func staticType(of field: StoredField) -> Any.Type? {
        switch field.kind {
        case .existential, .existentialMetatype:
            return nil
        case .optional:
            var wrapped: Any.Type = field.type
            while let optional = wrapped as? any OptionalType.Type { wrapped = optional.wrappedType }
            if _MetadataKind(of: wrapped) == .existential { return nil }
            let isProperty = wrapped is any PersistentViewProperty.Type || wrapped is any EnvironmentReadingProperty.Type
                || wrapped is any DynamicProperty.Type || wrapped is any ObservableObjectProperty.Type
            return isProperty ? nil : wrapped
        default:
            return field.type
        }
    }
}

/// `Optional`'s wrapped type, read from its metatype.
package protocol OptionalType {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
    package static var wrappedType: Any.Type { Wrapped.self }
}

/// Reads a value of a type known only as a metatype from the bytes of the value holding it.
enum PersistentLoader {
    static func load<P: PersistentViewProperty>(_: P.Type, at address: UnsafeRawPointer) -> any PersistentViewProperty {
        address.assumingMemoryBound(to: P.self).pointee
    }
}

enum EnvironmentReaderLoader {
    static func load<P: EnvironmentReadingProperty>(_: P.Type, at address: UnsafeRawPointer) -> any EnvironmentReadingProperty {
        address.assumingMemoryBound(to: P.self).pointee
    }
}

enum ObservableLoader {
    static func load<P: ObservableObjectProperty>(_: P.Type, at address: UnsafeRawPointer) -> any ObservableObjectProperty {
        address.assumingMemoryBound(to: P.self).pointee
    }
}
