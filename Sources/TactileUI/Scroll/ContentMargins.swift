import Foundation
import TactileGestures

/// The ways that content margins apply to a view (SwiftUI's `ContentMarginPlacement`, iOS 17).
public struct ContentMarginPlacement: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    private let kind: Kind

    /// The margins apply to the content of a scroll view and to its scroll indicators.
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// The margins apply to the scroll view's content only.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// The margins apply to the scroll view's indicators only.
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)

    /// Whether margins of this placement inset a scroll view's content.
    var insetsContent: Bool { kind != .scrollIndicators }
}

/// The scroll content margins set by `contentMargins` above a view, per edge.
private struct ScrollContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

extension EnvironmentValues {
    /// The margins scroll views below inset their content by (`contentMargins(_:_:for:)`).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Configures the content margin for a provided placement (SwiftUI's
    /// `contentMargins(_:_:for:)`, iOS 17).
    ///
    /// Tactile: every scroll view below (a `ScrollView`, a `List`) insets its content by the
    /// margins on the given edges, inside its scrollable region, as `UIScrollView.contentInset`
    /// does: the content starts and ends the margin from the view's edges and scrolls through
    /// them, `ScrollGeometry.contentInsets` reports them and its `contentOffset` is
    /// `-contentInsets.top` at the top. A modifier closer to the scroll view sets the edges it
    /// names and keeps the others. `.scrollIndicators` margins are accepted and change nothing
    /// (indicators are not drawn).
    public consuming func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                                         for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(ContentMarginsModifier(edges: edges, insets: insets, placement: placement))
    }

    /// Configures the content margin on `edges` for a provided placement; nil is the system's
    /// default, which for a scroll view's content is no margin.
    public consuming func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                                         for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(ContentMarginsModifier(edges: edges, insets: EdgeInsets(.all, length ?? 0), placement: placement))
    }

    /// Configures the content margin on every edge for a provided placement.
    public consuming func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(ContentMarginsModifier(edges: .all, insets: EdgeInsets(.all, length), placement: placement))
    }
}

/// `contentMargins`: replaces the environment's scroll content margins on `edges`.
package struct ContentMarginsModifier: EnvironmentModifier {
    let edges: Edge.Set
    let insets: EdgeInsets
    let placement: ContentMarginPlacement

    package func update(_ environment: inout EnvironmentValues, in context: EvaluationContext) {
        guard placement.insetsContent else { return }
        var margins = environment.scrollContentMargins
        if edges.contains(.top) { margins.top = Self.sanitized(insets.top) }
        if edges.contains(.leading) { margins.leading = Self.sanitized(insets.leading) }
        if edges.contains(.bottom) { margins.bottom = Self.sanitized(insets.bottom) }
        if edges.contains(.trailing) { margins.trailing = Self.sanitized(insets.trailing) }
        environment.scrollContentMargins = margins
    }

    /// A margin is a finite length of at least zero (NaN or a negative length is none).
    private static func sanitized(_ length: CGFloat) -> CGFloat { length.isFinite ? max(0, length) : 0 }
}
