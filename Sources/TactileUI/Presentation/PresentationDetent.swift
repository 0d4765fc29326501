import Foundation

/// A type that represents a height where a sheet naturally rests (SwiftUI's `PresentationDetent`).
/// Heights are measured in the sheet's full height (the window below the sheet's top inset).
public struct PresentationDetent: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case fraction(CGFloat)
        case height(CGFloat)
    }

    private let kind: Kind

    /// The system detent for a sheet that's approximately half the height of the screen
    /// (`PresentationConfiguration.mediumDetentFraction`).
    public static let medium = PresentationDetent(kind: .fraction(PresentationConfiguration.standard.mediumDetentFraction))
    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(kind: .fraction(1))

    /// A custom detent with the specified fractional height (clamped to 0…1).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(min(1, max(0, fraction))))
    }

    /// A custom detent with the specified height (at most the full height).
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(max(0, height)))
    }

    /// The sheet's visible height at this detent when its full height is `fullHeight`.
    package func height(in fullHeight: CGFloat) -> CGFloat {
        switch kind {
        case .fraction(let fraction): fullHeight * fraction
        case .height(let height): min(height, fullHeight)
        }
    }
}

extension View {
    /// Sets the available detents for the enclosing sheet (SwiftUI's `presentationDetents(_:)`):
    /// the sheet first rests at the smallest, and a drag moves it between them (a release goes to
    /// the nearest, a flick to the next one in its direction); below the smallest, the usual
    /// dismissal rule applies to that detent's height.
    public consuming func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PresentationDetentsModifier(detents: detents))
    }
}

/// A passthrough node carrying the detents; the sheet reads its content's nodes when it evaluates.
package struct PresentationDetentsModifier: WrappingModifier {
    let detents: Set<PresentationDetent>

    package func configure(_ node: ViewNode) {
        node.preferences.append(PreferenceValue(key: ObjectIdentifier(PresentationDetentsModifier.self), value: detents))
    }

    /// The first detents set in `nodes`' subtrees, else `[.large]`.
    @MainActor
    static func detents(in nodes: [ViewNode]) -> Set<PresentationDetent> {
        for node in nodes.flatMap(\.subtree) {
            for preference in node.preferences where preference.key == ObjectIdentifier(PresentationDetentsModifier.self) {
                if let detents = preference.value as? Set<PresentationDetent>, !detents.isEmpty { return detents }
            }
        }
        return [.large]
    }
}
