import Foundation

/// The values a view inherits from its ancestors (SwiftUI's `EnvironmentValues`), resolved
/// during evaluation: modifiers like `font(_:)`, `foregroundStyle(_:)` and `disabled(_:)` change
/// them for their content.
///
/// Every read of a value during an evaluation is recorded (`EnvironmentReads`), so the graph
/// re-evaluates a view after an environment change only when the view (or a primitive view it
/// made) read a value that changed.
public struct EnvironmentValues {
    private var storedFont: Font?
    private var storedIsEnabled = true
    private var storedMultilineTextAlignment: TextAlignment = .leading
    private var storedForegroundStyle: AnyShapeStyle?
    private var storedButtonStyle: ButtonStyleChoice?
    private var storedImplicitAnimation: Animation??
    private var storedStackAxis: Axis?
    private var storedTransaction = Transaction()
    /// Values keyed by type (`EnvironmentKey`, `@Entry`, environment objects); reads record
    /// `.custom` in their accessors.
    package var custom = CustomEnvironmentValues()
    private var storedAccessibilitySettings = AccessibilitySettings()

    /// The default font of text and symbols; nil means `.body`.
    public var font: Font? {
        get { EnvironmentReads.record(.font); return storedFont }
        set { storedFont = newValue }
    }
    /// Whether controls in this subtree respond to interaction (`disabled(_:)` clears it).
    public var isEnabled: Bool {
        get { EnvironmentReads.record(.isEnabled); return storedIsEnabled }
        set { storedIsEnabled = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { EnvironmentReads.record(.multilineTextAlignment); return storedMultilineTextAlignment }
        set { storedMultilineTextAlignment = newValue }
    }
    /// The style shapes, text and symbols use when not given one; nil means `.primary`.
    package var foregroundStyle: AnyShapeStyle? {
        get { EnvironmentReads.record(.foregroundStyle); return storedForegroundStyle }
        set { storedForegroundStyle = newValue }
    }
    /// The style `buttonStyle(_:)` chose for buttons in this subtree; nil means `.automatic`.
    package var buttonStyle: ButtonStyleChoice? {
        get { EnvironmentReads.record(.buttonStyle); return storedButtonStyle }
        set { storedButtonStyle = newValue }
    }
    /// The animation `.animation` modifiers chose for changes in this subtree: `.some(nil)`
    /// disables animation, nil leaves the transaction's animation.
    package var implicitAnimation: Animation?? {
        get { EnvironmentReads.record(.implicitAnimation); return storedImplicitAnimation }
        set { storedImplicitAnimation = newValue }
    }
    /// The axis of the stack the view is directly in (nil: not in a stack): spacers expand along it.
    package var stackAxis: Axis? {
        get { EnvironmentReads.record(.stackAxis); return storedStackAxis }
        set { storedStackAxis = newValue }
    }
    /// The transaction of the evaluation in progress.
    package var transaction: Transaction {
        get { EnvironmentReads.record(.transaction); return storedTransaction }
        set { storedTransaction = newValue }
    }

    /// The host's accessibility settings (`accessibilityVoiceOverEnabled` and the others read them).
    package var accessibilitySettings: AccessibilitySettings {
        get { EnvironmentReads.record(.accessibilitySettings); return storedAccessibilitySettings }
        set { storedAccessibilitySettings = newValue }
    }

    public init() {}

    /// The colour of the foreground style in effect (`.primary` when none was set).
    package var foregroundColor: ResolvedColor { ForegroundStyle().resolvedColor(in: self) }

    /// The animation changes in this subtree use: the implicit one if an `.animation` modifier
    /// chose one, the transaction's otherwise.
    package var effectiveAnimation: Animation? {
        if let implicitAnimation { return implicitAnimation }
        return transaction.animation
    }

    /// The values in `fields` that differ between this environment and `other` (read without
    /// recording). A value that cannot be compared (a shape style other than a colour) counts as
    /// changed.
    package func changedFields(comparedTo other: EnvironmentValues, in fields: EnvironmentReads.Fields) -> EnvironmentReads.Fields {
        var changed: EnvironmentReads.Fields = []
        if fields.contains(.font), storedFont != other.storedFont { changed.insert(.font) }
        if fields.contains(.isEnabled), storedIsEnabled != other.storedIsEnabled { changed.insert(.isEnabled) }
        if fields.contains(.multilineTextAlignment), storedMultilineTextAlignment != other.storedMultilineTextAlignment {
            changed.insert(.multilineTextAlignment)
        }
        if fields.contains(.foregroundStyle), !AnyShapeStyle.same(storedForegroundStyle, other.storedForegroundStyle) {
            changed.insert(.foregroundStyle)
        }
        if fields.contains(.buttonStyle), !ButtonStyleChoice.same(storedButtonStyle, other.storedButtonStyle) { changed.insert(.buttonStyle) }
        if fields.contains(.implicitAnimation), storedImplicitAnimation != other.storedImplicitAnimation { changed.insert(.implicitAnimation) }
        if fields.contains(.stackAxis), storedStackAxis != other.storedStackAxis { changed.insert(.stackAxis) }
        if fields.contains(.transaction), storedTransaction != other.storedTransaction { changed.insert(.transaction) }
        if fields.contains(.custom), !custom.hasSameValues(as: other.custom) { changed.insert(.custom) }
        if fields.contains(.accessibilitySettings), storedAccessibilitySettings != other.storedAccessibilitySettings {
            changed.insert(.accessibilitySettings)
        }
        return changed
    }
}
