extension NodeBehavior {
    /// `other` as a `Self` when it is one, nil otherwise: `other as? Self` without the runtime's
    /// dynamic cast (~300–500 instructions; `layoutReuse(from:)` asks it for every node a re-run
    /// body updates in place). The existential is opened, its type compared and its value bit-cast.
    package func sameKind(_ other: any NodeBehavior) -> Self? {
        func open<Other: NodeBehavior>(_ value: Other) -> Self? {
            Other.self == Self.self ? unsafeBitCast(value, to: Self.self) : nil
        }
        return open(other)
    }
}
