extension View {
    /// Conditionally prevents interactive dismissal of a sheet (SwiftUI's
    /// `interactiveDismissDisabled(_:)`): while `isDisabled`, a drag on the sheet that contains
    /// this view rubber-bands and springs back instead of dismissing it. The binding and
    /// `dismiss()` still dismiss it.
    public consuming func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(InteractiveDismissDisabledModifier(isDisabled: isDisabled))
    }
}

/// A passthrough node carrying the flag; the sheet reads its subtree when a drag begins.
package struct InteractiveDismissDisabledModifier: WrappingModifier {
    let isDisabled: Bool

    package func configure(_ node: ViewNode) {
        node.preferences.append(PreferenceValue(key: ObjectIdentifier(InteractiveDismissDisabledModifier.self), value: isDisabled))
    }

    /// Whether a view in `sheet`'s subtree disables its interactive dismissal.
    @MainActor
    static func isSet(in sheet: ViewNode) -> Bool {
        sheet.subtree.contains { node in
            node.preferences.contains { $0.key == ObjectIdentifier(InteractiveDismissDisabledModifier.self) && ($0.value as? Bool) == true }
        }
    }
}
