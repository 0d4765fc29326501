import Foundation

/// A control that performs increment and decrement actions (SwiftUI's `Stepper`), laid out as on
/// iOS: the label on the leading side, the − / + control (`ControlDefaults.stepperSize`, 94×32)
/// on the trailing side, taking the width offered.
///
/// Each half of the control is pressed like a button (S-65: release within its bounds grown by
/// 70 pt): − decrements, + increments. With a bound value, the value moves by `step` and is
/// clamped to `bounds`; a half that cannot move the value further (at a bound) is dimmed and
/// does nothing, as UIStepper's. `onEditingChanged` follows the pressed half: true while it is
/// pressed, false when the press leaves it or ends. A disabled stepper does nothing. The stepper
/// is one adjustable accessibility element labelled by its label.
public struct Stepper<Label: View>: View {
    package let label: Label
    package let onIncrement: (@MainActor () -> Void)?
    package let onDecrement: (@MainActor () -> Void)?
    package let onEditingChanged: (Bool) -> Void

    package init(label: Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                 onEditingChanged: @escaping (Bool) -> Void) {
        self.label = label
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    public var body: EmptyView { EmptyView() }
}

/// The increment and decrement of a bound `Strideable` value, clamped to `bounds`; nil where the
/// value is already at that bound (UIStepper disables that half).
@MainActor
private func steppers<V: Strideable>(_ value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride)
    -> (increment: (@MainActor () -> Void)?, decrement: (@MainActor () -> Void)?) {
    let current = value.wrappedValue
    let canIncrement = bounds.map { current < $0.upperBound } ?? true
    let canDecrement = bounds.map { current > $0.lowerBound } ?? true
    let move: @MainActor (V.Stride) -> Void = { delta in
        var next = value.wrappedValue.advanced(by: delta)
        if let bounds { next = min(bounds.upperBound, max(bounds.lowerBound, next)) }
        value.wrappedValue = next
    }
    var increment: (@MainActor () -> Void)?
    var decrement: (@MainActor () -> Void)?
    if canIncrement { increment = { move(step) } }
    if canDecrement { decrement = { move(-step) } }
    return (increment, decrement)
}

/// A user closure (SwiftUI declares them without isolation) as a main-actor action: views, their
/// initializers and every control action run on the main actor.
private func mainActorAction(_ action: (() -> Void)?) -> (@MainActor () -> Void)? {
    guard let action else { return nil }
    nonisolated(unsafe) let unchecked = action
    return { unchecked() }
}

extension Stepper {
    /// Creates a stepper instance that performs the closures you provide when the user increments
    /// or decrements the stepper.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label(), onIncrement: mainActorAction(onIncrement), onDecrement: mainActorAction(onDecrement),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step
    /// value you provide.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        let actions = steppers(value, bounds: nil, step: step)
        self.init(label: label(), onIncrement: actions.increment, onDecrement: actions.decrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step
    /// value and within a range of values you provide.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        let actions = steppers(value, bounds: bounds, step: step)
        self.init(label: label(), onIncrement: actions.increment, onDecrement: actions.decrement, onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

extension Stepper: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let isEnabled = context.environment.isEnabled
        let decrement = isEnabled ? onDecrement : nil, increment = isEnabled ? onIncrement : nil
        let labelNodes = context.child(.slot("label")).nodes(for: label)
        let spacer = context.child(.slot("spacer")).node(SpacerBehavior(axis: .horizontal, minLength: LayoutDefaults.spacerMinLength))
        let controlContext = context.child(.slot("control"))
        let onEditingChanged = onEditingChanged
        func segment(_ name: String, _ action: (@MainActor () -> Void)?) -> ViewNode {
            let node = controlContext.child(.slot(name)).node(StepperSegmentBehavior())
            node.primaryAction = action
            if action != nil { node.pressingChanged = { onEditingChanged($0) } }
            return node
        }
        let control = controlContext.node(StepperControlBehavior(canDecrement: decrement != nil, canIncrement: increment != nil),
                                          children: [segment("decrement", decrement), segment("increment", increment)])
        let node = context.node(StackBehavior(axis: .horizontal, alignment: VerticalAlignment.center.fraction, spacing: LayoutDefaults.stackSpacing),
                                children: labelNodes + [spacer, control])
        node.accessibility.role = .adjustable(label: nil, value: nil)
        if isEnabled, onIncrement != nil || onDecrement != nil {
            let onIncrement = onIncrement, onDecrement = onDecrement
            node.accessibility.adjustableAction = { direction in
                if direction == .increment { onIncrement?() } else { onDecrement?() }
            }
        }
        return [node]
    }
}

/// The − / + control of a `Stepper` (`ControlDefaults.stepperSize`): a rounded background, a
/// divider, and the two glyphs, each in the primary colour or `.tertiary` when its half cannot act.
/// Its two children are the halves that take the presses.
package struct StepperControlBehavior: NodeBehavior {
    package var canDecrement: Bool
    package var canIncrement: Bool

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        ControlDefaults.stepperSize
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let half = size.width / 2
        return children.indices.map { CGRect(x: $0 == 0 ? 0 : half, y: 0, width: half, height: size.height) }
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        list.fill(RoundedRectangle(cornerRadius: ControlDefaults.stepperCornerRadius).path(in: bounds), with: SystemColorPalette.tertiarySystemFill)
        let divider = ControlDefaults.stepperDividerSize
        list.fill(Rectangle().path(in: CGRect(x: bounds.midX - divider.width / 2, y: bounds.midY - divider.height / 2,
                                              width: divider.width, height: divider.height)), with: SystemColorPalette.quaternary)
        let length = ControlDefaults.stepperGlyphLength, thickness = ControlDefaults.stepperGlyphThickness
        let minusCenter = CGPoint(x: bounds.minX + bounds.width / 4, y: bounds.midY)
        let plusCenter = CGPoint(x: bounds.minX + bounds.width * 3 / 4, y: bounds.midY)
        func bar(_ center: CGPoint, width: CGFloat, height: CGFloat) -> Path {
            Rectangle().path(in: CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height))
        }
        list.fill(bar(minusCenter, width: length, height: thickness), with: canDecrement ? SystemColorPalette.primary : SystemColorPalette.tertiary)
        let plusColor = canIncrement ? SystemColorPalette.primary : SystemColorPalette.tertiary
        list.fill(bar(plusCenter, width: length, height: thickness), with: plusColor)
        list.fill(bar(plusCenter, width: thickness, height: length), with: plusColor)
    }
}

/// One half of a `Stepper`'s control: draws nothing, hit on its bounds, carries the half's action.
package struct StepperSegmentBehavior: NodeBehavior {
    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        CGSize(width: ControlDefaults.stepperSize.width / 2, height: ControlDefaults.stepperSize.height)
    }
}
