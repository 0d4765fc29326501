import Foundation

/// A view that shows the progress toward completion of a task (SwiftUI's `ProgressView`).
///
/// Drawn as on iOS by its style (`progressViewStyle(_:)`; `ProgressViewStyle` says how each
/// built-in one looks): without a value, a still activity spinner with the label below it; with
/// a value, a bar filled to `value / total` (clamped to 0…1) under the label. A nil `value` is
/// indeterminate; a `total` that is not positive and finite leaves the bar empty.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    package let fractionCompleted: Double?
    package let label: Label?
    package let currentValueLabel: CurrentValueLabel?

    package init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        fractionCompleted = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public var body: EmptyView { EmptyView() }

    /// The fraction `value / total` in 0…1; nil for a nil value (indeterminate), 0 when the
    /// division means nothing (a total of 0, NaN or infinity).
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        let fraction = Double(value) / Double(total)
        guard fraction.isFinite else { return 0 }
        return min(1, max(0, fraction))
    }
}

extension ProgressView {
    /// A progress view showing determinate progress.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }

    /// A progress view showing determinate progress, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }

    /// A progress view showing determinate progress, with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// A progress view showing determinate progress, with a title from a localized string key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
    where Label == Text, CurrentValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A progress view showing determinate progress, with a title string.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
    where Label == Text, CurrentValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A progress view showing indeterminate progress, without a label.
    public init() where Label == EmptyView {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A progress view showing indeterminate progress, with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// A progress view showing indeterminate progress, with a title from a localized string key.
    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// A progress view showing indeterminate progress, with a title string.
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view from a style's configuration (in a custom style's `makeBody`: the view
    /// as the enclosing style would draw it).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }
}

extension ProgressView: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted,
            label: label.map { ProgressViewStyleConfiguration.Label(AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(AnyView($0)) })
        var context = context
        let style = context.environment.progressViewStyle
        // A style's body that shows `ProgressView(configuration)` gets the built-in look, as in
        // SwiftUI (the enclosing style is not applied again).
        context.environment.progressViewStyle = nil
        let body = style?.makeBody(configuration) ?? AnyView(BuiltInProgressView(configuration: configuration))
        return context.child(.body).nodes(for: body)
    }
}
