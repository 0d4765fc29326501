import Foundation

extension View {
    /// Requests a corner radius for the enclosing presentation (SwiftUI's
    /// `presentationCornerRadius(_:)`, iOS 16.4): a sheet's top corners are drawn, clipped and
    /// hit with `cornerRadius`; nil keeps the system's radius
    /// (`PresentationConfiguration.sheetCornerRadius`, 10 pt). Written on the sheet's content, as
    /// `presentationDetents(_:)` is; the first radius set in the content wins. An alert keeps its own.
    public consuming func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(PresentationCornerRadiusModifier(cornerRadius: cornerRadius))
    }
}

/// A passthrough node carrying the radius; the sheet reads its content's nodes when it evaluates.
package struct PresentationCornerRadiusModifier: WrappingModifier {
    let cornerRadius: CGFloat?

    package func configure(_ node: ViewNode) {
        guard let cornerRadius else { return }
        node.preferences.append(PreferenceValue(key: ObjectIdentifier(PresentationCornerRadiusModifier.self), value: max(0, cornerRadius)))
    }

    /// The first radius set in `nodes`' subtrees, else nil.
    @MainActor
    static func cornerRadius(in nodes: [ViewNode]) -> CGFloat? {
        for node in nodes.flatMap(\.subtree) {
            for preference in node.preferences where preference.key == ObjectIdentifier(PresentationCornerRadiusModifier.self) {
                if let radius = preference.value as? CGFloat { return radius }
            }
        }
        return nil
    }
}
