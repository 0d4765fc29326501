import Foundation

/// The values a view inherits from its ancestors (SwiftUI's `EnvironmentValues`), resolved
/// during evaluation: modifiers like `font(_:)`, `foregroundStyle(_:)` and `disabled(_:)` change
/// them for their content.
public struct EnvironmentValues {
    /// The default font of text and symbols; nil means `.body`.
    public var font: Font?
    /// Whether controls in this subtree respond to interaction (`disabled(_:)` clears it).
    public var isEnabled = true
    public var multilineTextAlignment: TextAlignment = .leading
    /// The style shapes, text and symbols use when not given one; nil means `.primary`.
    package var foregroundStyle: AnyShapeStyle?
    /// Whether buttons in this subtree leave their labels untinted (`.buttonStyle(.plain)` sets it).
    package var buttonStyleIsPlain = false
    /// The animation `.animation` modifiers chose for changes in this subtree: `.some(nil)`
    /// disables animation, nil leaves the transaction's animation.
    package var implicitAnimation: Animation??
    /// The axis of the stack the view is directly in (nil: not in a stack): spacers expand along it.
    package var stackAxis: Axis?
    /// The transaction of the evaluation in progress.
    package var transaction = Transaction()

    public init() {}

    /// The colour of the foreground style in effect (`.primary` when none was set).
    package var foregroundColor: ResolvedColor { ForegroundStyle().resolvedColor(in: self) }

    /// The animation changes in this subtree use: the implicit one if an `.animation` modifier
    /// chose one, the transaction's otherwise.
    package var effectiveAnimation: Animation? {
        if let implicitAnimation { return implicitAnimation }
        return transaction.animation
    }
}
