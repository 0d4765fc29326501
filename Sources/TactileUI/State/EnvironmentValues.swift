import Foundation

/// The values a view inherits from its ancestors (SwiftUI's `EnvironmentValues`), resolved
/// during evaluation: modifiers like `font(_:)`, `foregroundStyle(_:)` and `disabled(_:)` change
/// them for their content.
///
/// Every read of a value during an evaluation is recorded (`EnvironmentReads`), so the graph
/// re-evaluates a view after an environment change only when the view (or a primitive view it
/// made) read a value that changed.
public struct EnvironmentValues {
    /// The values, shared by every copy until one is changed (copy on write): an environment is
    /// copied into every context, node and record the graph makes, and a copy is then one
    /// retain instead of one per value it holds (docs/PERFORMANCE.md, "Incremental view graph").
    ///
    /// Invariant: a `Storage` is changed in place only while uniquely referenced (`makeUnique`),
    /// so a copy never sees a change made through another; the shared default is never changed
    /// (the static keeps a reference to it).
    private final class Storage: @unchecked Sendable {
        var font: Font?
        var isEnabled = true
        var multilineTextAlignment: TextAlignment = .leading
        var foregroundStyle: AnyShapeStyle?
        var buttonStyle: ButtonStyleChoice?
        var implicitAnimation: Animation??
        var stackAxis: Axis?
        var transaction = Transaction()
        /// Values keyed by type (`EnvironmentKey`, `@Entry`, environment objects).
        var custom = CustomEnvironmentValues()
        var accessibilitySettings = AccessibilitySettings()
        var textSettings = TextSettings()

        init() {}

        init(copying other: Storage) {
            font = other.font
            isEnabled = other.isEnabled
            multilineTextAlignment = other.multilineTextAlignment
            foregroundStyle = other.foregroundStyle
            buttonStyle = other.buttonStyle
            implicitAnimation = other.implicitAnimation
            stackAxis = other.stackAxis
            transaction = other.transaction
            custom = other.custom
            accessibilitySettings = other.accessibilitySettings
            textSettings = other.textSettings
        }

        static let defaults = Storage()
    }

    private var storage: Storage

    /// The storage, made this value's own before a change.
    private var unique: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
            return storage
        }
    }

    /// Values keyed by type (`EnvironmentKey`, `@Entry`, environment objects); reads record
    /// `.custom` in their accessors.
    package var custom: CustomEnvironmentValues {
        get { storage.custom }
        set { unique.custom = newValue }
    }

    /// The default font of text and symbols; nil means `.body`.
    public var font: Font? {
        get { EnvironmentReads.record(.font); return storage.font }
        set { unique.font = newValue }
    }
    /// Whether controls in this subtree respond to interaction (`disabled(_:)` clears it).
    public var isEnabled: Bool {
        get { EnvironmentReads.record(.isEnabled); return storage.isEnabled }
        set { unique.isEnabled = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { EnvironmentReads.record(.multilineTextAlignment); return storage.multilineTextAlignment }
        set { unique.multilineTextAlignment = newValue }
    }
    /// The style shapes, text and symbols use when not given one; nil means `.primary`.
    package var foregroundStyle: AnyShapeStyle? {
        get { EnvironmentReads.record(.foregroundStyle); return storage.foregroundStyle }
        set { unique.foregroundStyle = newValue }
    }
    /// The style `buttonStyle(_:)` chose for buttons in this subtree; nil means `.automatic`.
    package var buttonStyle: ButtonStyleChoice? {
        get { EnvironmentReads.record(.buttonStyle); return storage.buttonStyle }
        set { unique.buttonStyle = newValue }
    }
    /// The animation `.animation` modifiers chose for changes in this subtree: `.some(nil)`
    /// disables animation, nil leaves the transaction's animation.
    package var implicitAnimation: Animation?? {
        get { EnvironmentReads.record(.implicitAnimation); return storage.implicitAnimation }
        set { unique.implicitAnimation = newValue }
    }
    /// The axis of the stack the view is directly in (nil: not in a stack): spacers expand along it.
    package var stackAxis: Axis? {
        get { EnvironmentReads.record(.stackAxis); return storage.stackAxis }
        set { unique.stackAxis = newValue }
    }
    /// The transaction of the evaluation in progress.
    package var transaction: Transaction {
        get { EnvironmentReads.record(.transaction); return storage.transaction }
        set { unique.transaction = newValue }
    }

    /// The host's accessibility settings (`accessibilityVoiceOverEnabled` and the others read them).
    package var accessibilitySettings: AccessibilitySettings {
        get { EnvironmentReads.record(.accessibilitySettings); return storage.accessibilitySettings }
        set { unique.accessibilitySettings = newValue }
    }

    /// Line limits, truncation, shrinking, case and the view-wide text styles (`TextSettings`).
    package var textSettings: TextSettings {
        get { EnvironmentReads.record(.textSettings); return storage.textSettings }
        set { unique.textSettings = newValue }
    }

    /// The most lines text shows (nil: no limit).
    public var lineLimit: Int? {
        get { textSettings.lineLimit }
        set { textSettings.lineLimit = newValue }
    }
    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { textSettings.truncationMode }
        set { textSettings.truncationMode = newValue }
    }
    /// The smallest fraction of its size text shrinks to before it truncates.
    public var minimumScaleFactor: CGFloat {
        get { textSettings.minimumScaleFactor }
        set { textSettings.minimumScaleFactor = newValue }
    }
    /// The case text is shown in (nil: as written).
    public var textCase: Text.Case? {
        get { textSettings.textCase }
        set { textSettings.textCase = newValue }
    }
    /// Extra space between lines of text, in points.
    public var lineSpacing: CGFloat {
        get { textSettings.lineSpacing }
        set { textSettings.lineSpacing = newValue }
    }
    /// Whether text may tighten its letter spacing to fit (accepted; `TextSettings.allowsTightening`).
    public var allowsTightening: Bool {
        get { textSettings.allowsTightening }
        set { textSettings.allowsTightening = newValue }
    }

    public init() { storage = Storage.defaults }

    /// Sets the transaction without recording a read, keeping the shared storage when it
    /// already holds this transaction (the graph sets one for every pass and re-run body; it
    /// usually has not changed, and a write would copy the storage).
    package mutating func updateTransaction(_ transaction: Transaction) {
        if storage.transaction != transaction { unique.transaction = transaction }
    }

    /// `updateTransaction`'s counterpart for the implicit animation.
    package mutating func updateImplicitAnimation(_ animation: Animation??) {
        if storage.implicitAnimation != animation { unique.implicitAnimation = animation }
    }

    /// The colour of the foreground style in effect (`.primary` when none was set).
    package var foregroundColor: ResolvedColor { ForegroundStyle().resolvedColor(in: self) }

    /// The animation changes in this subtree use: the implicit one if an `.animation` modifier
    /// chose one, the transaction's otherwise.
    /// Reads the transaction's animation in place: the graph asks every node whose animatable
    /// data changed, and a copy of the whole transaction was most of that question's cost.
    package var effectiveAnimation: Animation? {
        if let implicitAnimation { return implicitAnimation }
        EnvironmentReads.record(.transaction)
        return storage.transaction.animation
    }

    /// `effectiveAnimation`, read without recording a read: for the graph's own bookkeeping
    /// (`ViewNode.update`), which must not make the body being run depend on the transaction.
    package var effectiveAnimationUnrecorded: Animation? {
        if let implicitAnimation = storage.implicitAnimation { return implicitAnimation }
        return storage.transaction.animation
    }

    /// The values in `fields` that differ between this environment and `other` (read without
    /// recording). A value that cannot be compared (a shape style other than a colour) counts as
    /// changed.
    package func changedFields(comparedTo other: EnvironmentValues, in fields: EnvironmentReads.Fields) -> EnvironmentReads.Fields {
        var changed: EnvironmentReads.Fields = []
        let mine = storage, theirs = other.storage
        if mine === theirs || fields.isEmpty { return changed }
        if fields.contains(.font), mine.font != theirs.font { changed.insert(.font) }
        if fields.contains(.isEnabled), mine.isEnabled != theirs.isEnabled { changed.insert(.isEnabled) }
        if fields.contains(.multilineTextAlignment), mine.multilineTextAlignment != theirs.multilineTextAlignment {
            changed.insert(.multilineTextAlignment)
        }
        if fields.contains(.foregroundStyle), !AnyShapeStyle.same(mine.foregroundStyle, theirs.foregroundStyle) {
            changed.insert(.foregroundStyle)
        }
        if fields.contains(.buttonStyle), !ButtonStyleChoice.same(mine.buttonStyle, theirs.buttonStyle) { changed.insert(.buttonStyle) }
        if fields.contains(.implicitAnimation), mine.implicitAnimation != theirs.implicitAnimation { changed.insert(.implicitAnimation) }
        if fields.contains(.stackAxis), mine.stackAxis != theirs.stackAxis { changed.insert(.stackAxis) }
        if fields.contains(.transaction), mine.transaction != theirs.transaction { changed.insert(.transaction) }
        if fields.contains(.custom), !mine.custom.hasSameValues(as: theirs.custom) { changed.insert(.custom) }
        if fields.contains(.accessibilitySettings), mine.accessibilitySettings != theirs.accessibilitySettings {
            changed.insert(.accessibilitySettings)
        }
        if fields.contains(.textSettings), mine.textSettings != theirs.textSettings { changed.insert(.textSettings) }
        return changed
    }
}
