import Foundation

/// The ways that a scrollable view can bounce when it reaches the end of its content (SwiftUI's
/// `ScrollBounceBehavior`, iOS 16.4), set with `scrollBounceBehavior(_:axes:)`.
///
/// Tactile's scroll view (docs/ARCHITECTURE-HOST.md, "Scrolling"): `.automatic` and `.always`
/// bounce on every scrolled axis (an iOS `ScrollView` bounces even when its content fits);
/// `.basedOnSize` leaves still an axis whose content fits in the view — its pan moves nothing
/// there, no rubber band, no fling — and bounces as usual where the content is larger.
public struct ScrollBounceBehavior: Equatable, Sendable, CustomStringConvertible {
    enum Kind: Equatable, Sendable { case automatic, always, basedOnSize }
    let kind: Kind

    /// The automatic behavior: on iOS, the scrollable view always bounces.
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(kind: .automatic) }
    /// The scrollable view always bounces along the specified axis.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(kind: .always) }
    /// The scrollable view bounces along the specified axis only if its content is larger than
    /// the view.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(kind: .basedOnSize) }

    public var description: String { "\(kind)" }
}

private struct HorizontalScrollBounceBehaviorKey: EnvironmentKey {
    static let defaultValue = ScrollBounceBehavior.automatic
}

private struct VerticalScrollBounceBehaviorKey: EnvironmentKey {
    static let defaultValue = ScrollBounceBehavior.automatic
}

extension EnvironmentValues {
    /// The scroll bounce mode for the horizontal axis of scrollable views.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] }
        set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }

    /// The scroll bounce mode for the vertical axis of scrollable views.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] }
        set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Configures the bounce behavior of scrollable views along the specified axis.
    public consuming func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(ScrollBounceBehaviorModifier(behavior: behavior, axes: axes))
    }
}

/// `scrollBounceBehavior(_:axes:)`: sets the behavior of each axis in `axes`.
package struct ScrollBounceBehaviorModifier: EnvironmentModifier {
    let behavior: ScrollBounceBehavior
    let axes: Axis.Set
    package func update(_ environment: inout EnvironmentValues, in context: EvaluationContext) {
        if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
        if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
    }
}
