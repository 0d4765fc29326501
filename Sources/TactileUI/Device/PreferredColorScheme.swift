/// The colour scheme views in the window ask for (`preferredColorScheme(_:)`): the first non-nil
/// value in source order (SwiftUI leaves the choice between conflicting requests unspecified).
package struct PreferredColorSchemeKey: PreferenceKey {
    package static let defaultValue: ColorScheme? = nil
    package static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

/// `preferredColorScheme(_:)`: a passthrough node carrying the preference, and a mark in the
/// store so that the graph reads it (`ViewGraph.applyPreferredColorScheme`).
package struct PreferredColorSchemeModifier: PrimitiveModifier {
    let colorScheme: ColorScheme?

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        context.pass.store.usesPreferredColorScheme = true
        return context.wrapping(content(context.child(.content))) { wrapperContext, child in
            let node = wrapperContext.node(PassthroughBehavior(), child: child)
            node.preferences.append(PreferenceValue(key: ObjectIdentifier(PreferredColorSchemeKey.self), value: colorScheme as Any))
            return node
        }
    }
}

extension View {
    /// Sets the preferred colour scheme for the window presenting this view, as on iOS: the host
    /// changes `colorScheme` in the environment of the whole tree (and `ViewHost.colorScheme`)
    /// after the update that evaluated it; nil leaves the device's scheme.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}
