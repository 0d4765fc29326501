import Foundation

/// The visibility of scroll indicators of a UI element (SwiftUI's `ScrollIndicatorVisibility`,
/// iOS 16), set with `scrollIndicators(_:axes:)`.
///
/// Tactile records it in the environment (`horizontalScrollIndicatorVisibility`,
/// `verticalScrollIndicatorVisibility`); a `ScrollView` below draws its indicators for
/// `.automatic` and `.visible` (while scrolling, as on an iPhone) and none for `.hidden` and
/// `.never` (on iOS `.hidden` hides them: only macOS shows them then, with a mouse connected).
public struct ScrollIndicatorVisibility: Equatable, Sendable, CustomStringConvertible {
    enum Kind: Equatable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind

    /// Scroll indicator visibility depends on the policies of the component accepting the
    /// visibility configuration.
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .automatic) }
    /// Show the scroll indicators.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .visible) }
    /// Hide the scroll indicators (a platform may still show them at times).
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .hidden) }
    /// Scroll indicators should never be visible.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .never) }

    public var description: String { "\(kind)" }
}

private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

extension EnvironmentValues {
    /// The visibility to apply to scroll indicators of any horizontally scrollable content.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// The visibility to apply to scroll indicators of any vertically scrollable content.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Sets the visibility of scroll indicators within this view (recorded in the environment
    /// for `axes`, read by each `ScrollView` below).
    public consuming func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(ScrollIndicatorsModifier(visibility: visibility, axes: axes))
    }
}

/// `scrollIndicators(_:axes:)`: sets the visibility of each axis in `axes`.
package struct ScrollIndicatorsModifier: EnvironmentModifier {
    let visibility: ScrollIndicatorVisibility
    let axes: Axis.Set
    package func update(_ environment: inout EnvironmentValues, in context: EvaluationContext) {
        if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
        if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
    }
}
