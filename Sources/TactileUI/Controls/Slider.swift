import Foundation
import TactileGestures

/// A control for selecting a value from a bounded linear range of values (SwiftUI's `Slider`),
/// laid out and driven as iOS's: a track as wide as offered, `ControlDefaults.sliderHeight`
/// tall, with a thumb the finger drags; the minimum and maximum value labels, when given, sit at
/// its two ends. The label is not drawn (iOS does not) but names the accessibility element.
///
/// Touches (UISlider's tracking): a touch-down within `ControlDefaults.sliderThumbHitWidth` of
/// the thumb's centre grabs it — `onEditingChanged(true)` — and the thumb then follows the
/// finger's horizontal movement from where it was grabbed; the value is clamped to `bounds` and,
/// with `step`, snapped to `bounds.lowerBound + k × step` (never past `bounds.upperBound`).
/// Lifting, a second finger or a cancellation ends the drag: `onEditingChanged(false)`. A touch
/// on the track away from the thumb does nothing and is left to the gestures behind. A disabled
/// slider (environment `isEnabled` false) does not respond.
public struct Slider<Label: View, ValueLabel: View>: View {
    package let value: Binding<Double>
    package let bounds: ClosedRange<Double>
    package let step: Double?
    package let onEditingChanged: (Bool) -> Void
    package let label: Label
    package let valueLabels: (minimum: ValueLabel, maximum: ValueLabel)?

    package init(value: Binding<Double>, bounds: ClosedRange<Double>, step: Double?, onEditingChanged: @escaping (Bool) -> Void,
                 label: Label, valueLabels: (minimum: ValueLabel, maximum: ValueLabel)?) {
        self.value = value
        self.bounds = bounds
        self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.onEditingChanged = onEditingChanged
        self.label = label
        self.valueLabels = valueLabels
    }

    public var body: EmptyView { EmptyView() }
}

/// A `Binding<Double>` reading and writing a binding of any floating-point type.
private func doubleBinding<V: BinaryFloatingPoint>(_ value: Binding<V>) -> Binding<Double> {
    Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
}

private func doubleRange<V: BinaryFloatingPoint>(_ bounds: ClosedRange<V>) -> ClosedRange<Double> {
    Double(bounds.lowerBound)...Double(bounds.upperBound)
}

extension Slider {
    /// Creates a slider to select a value from a given range, which displays the provided labels.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: doubleBinding(value), bounds: doubleRange(bounds), step: nil, onEditingChanged: onEditingChanged,
                  label: label(), valueLabels: (minimumValueLabel(), maximumValueLabel()))
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which
    /// displays the provided labels.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: doubleBinding(value), bounds: doubleRange(bounds), step: Double(step), onEditingChanged: onEditingChanged,
                  label: label(), valueLabels: (minimumValueLabel(), maximumValueLabel()))
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: doubleBinding(value), bounds: doubleRange(bounds), step: nil, onEditingChanged: onEditingChanged,
                  label: label(), valueLabels: nil)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which
    /// displays the provided label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: doubleBinding(value), bounds: doubleRange(bounds), step: Double(step), onEditingChanged: onEditingChanged,
                  label: label(), valueLabels: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: doubleBinding(value), bounds: doubleRange(bounds), step: nil, onEditingChanged: onEditingChanged,
                  label: EmptyView(), valueLabels: nil)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: doubleBinding(value), bounds: doubleRange(bounds), step: Double(step), onEditingChanged: onEditingChanged,
                  label: EmptyView(), valueLabels: nil)
    }
}

extension Slider: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let model = SliderModel(bounds: bounds, step: step)
        let fraction = model.fraction(of: value.wrappedValue)
        let track = context.child(.slot("track")).node(SliderTrackBehavior(fraction: fraction))
        let value = value, onEditingChanged = onEditingChanged
        if context.environment.isEnabled {
            let geometry = SliderGeometry.self
            let tracking = ControlTrackingGesture(
                accepts: { point, size in geometry.thumbGrabs(point, width: size.width, fraction: fraction) },
                onBegan: { onEditingChanged(true) },
                onChanged: { tracked in
                    let moved = fraction + Double(tracked.translation.width) / Double(geometry.travel(width: tracked.size.width))
                    let newValue = model.value(atFraction: moved)
                    if newValue != value.wrappedValue { value.wrappedValue = newValue }
                },
                onFinished: { onEditingChanged(false) })
            track.gestures.append(ViewGestureAttachment(tracking, priority: .normal, mask: .all))
            track.accessibility.adjustableAction = { direction in
                let delta = model.accessibilityIncrement * (direction == .increment ? 1 : -1)
                value.wrappedValue = model.value(atFraction: model.fraction(of: model.clamped(value.wrappedValue + delta)))
            }
        }
        track.accessibility.role = .adjustable(label: TextContent.strings(in: label).joined(separator: ", "),
                                               value: "\(Int((fraction * 100).rounded()))%")
        guard let valueLabels else { return [track] }
        let minimum = context.child(.slot("minimumValueLabel")).nodes(for: valueLabels.minimum)
        let maximum = context.child(.slot("maximumValueLabel")).nodes(for: valueLabels.maximum)
        let stack = context.node(StackBehavior(axis: .horizontal, alignment: VerticalAlignment.center.fraction, spacing: LayoutDefaults.stackSpacing),
                                 children: minimum + [track] + maximum)
        return [stack]
    }
}

/// The arithmetic of a slider's value: clamping, snapping to `step`, and the thumb's position as
/// a fraction of the range (0 at `lowerBound`, 1 at `upperBound`).
///
/// Invariants: `value(atFraction:)` is within `bounds` and, with a step, equals
/// `lowerBound + k × step` for a whole `k ≥ 0`; non-finite input gives `lowerBound`.
package struct SliderModel: Sendable {
    package let bounds: ClosedRange<Double>
    package let step: Double?

    package init(bounds: ClosedRange<Double>, step: Double?) {
        self.bounds = bounds
        self.step = step
    }

    package var span: Double { bounds.upperBound - bounds.lowerBound }

    package func clamped(_ value: Double) -> Double {
        guard value.isFinite else { return bounds.lowerBound }
        return min(bounds.upperBound, max(bounds.lowerBound, value))
    }

    package func snapped(_ value: Double) -> Double {
        let value = clamped(value)
        guard let step, span > 0 else { return value }
        let lastStep = (span / step + 1e-9).rounded(.down)
        let k = min(lastStep, max(0, ((value - bounds.lowerBound) / step).rounded()))
        return bounds.lowerBound + k * step
    }

    package func fraction(of value: Double) -> Double {
        guard span > 0 else { return 0 }
        return (clamped(value) - bounds.lowerBound) / span
    }

    package func value(atFraction fraction: Double) -> Double {
        let fraction = fraction.isFinite ? min(1, max(0, fraction)) : 0
        return snapped(bounds.lowerBound + fraction * span)
    }

    /// One VoiceOver increment: a step, or `ControlDefaults.sliderAccessibilityFraction` of the range.
    package var accessibilityIncrement: Double { step ?? span * ControlDefaults.sliderAccessibilityFraction }
}

/// Where a slider's thumb is and what grabs it, for a track `width` wide (`ControlDefaults`).
package enum SliderGeometry {
    /// How far the thumb's centre travels from one end to the other.
    package static func travel(width: CGFloat) -> CGFloat {
        max(1, width - ControlDefaults.sliderThumbDiameter)
    }

    package static func thumbCenterX(width: CGFloat, fraction: Double) -> CGFloat {
        ControlDefaults.sliderThumbDiameter / 2 + travel(width: width) * CGFloat(min(1, max(0, fraction)))
    }

    /// Whether a touch-down at `point` (track-local) grabs the thumb.
    package static func thumbGrabs(_ point: CGPoint, width: CGFloat, fraction: Double) -> Bool {
        abs(point.x - thumbCenterX(width: width, fraction: fraction)) <= ControlDefaults.sliderThumbHitWidth / 2
    }
}
