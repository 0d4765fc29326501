extension View {
    /// Generates a badge for the view from an integer value (SwiftUI's `badge(_:)`). On a
    /// `TabView` page its tab bar item shows the count; a count of zero shows no badge, as in
    /// SwiftUI. Elsewhere (a `List` row) Tactile draws nothing (docs/COMPATIBILITY.md).
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(label: count == 0 ? nil : Text(verbatim: String(count))))
    }

    /// Generates a badge for the view from a text view; nil shows none.
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(label: label))
    }

    /// Generates a badge for the view from a localized string key; nil shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(BadgeModifier(label: key.map { Text($0) }))
    }

    /// Generates a badge for the view from a string; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(label: label.map { Text($0) }))
    }
}

/// `badge(_:)`: no node of its own; a tab view reads the badge from the page (`TabPageTraits`).
package struct BadgeModifier: PrimitiveModifier, TabTraitWriting {
    let label: Text?
    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        content(context.child(.content))
    }
    package func write(to traits: inout TabPageTraits) { traits.badge = label }
}
