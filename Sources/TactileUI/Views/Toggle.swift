import Foundation

/// A control that toggles between on and off (SwiftUI's `Toggle`), laid out as on iOS: the
/// label on the leading side, a 51×31 switch on the trailing side, taking the width offered.
///
/// Its node's `primaryAction` flips the binding (the gesture engine decides when a tap does). The
/// switch is green when on, or the tint (`tint(_:)`). Under a style of `toggleStyle(_:)` other
/// than `.automatic` and `.switch`, the style's body is the toggle.
public struct Toggle<Label: View>: View {
    package let isOn: Binding<Bool>
    package let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: EmptyView { EmptyView() }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        if let makeBody = context.environment.toggleStyle?.makeBody {
            let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(AnyView(label)), isOn: isOn)
            return context.child(.slot("style")).nodes(for: makeBody(configuration))
        }
        let labelNodes = context.child(.slot("label")).nodes(for: label)
        let spacer = context.child(.slot("spacer")).node(SpacerBehavior(axis: .horizontal, minLength: LayoutDefaults.spacerMinLength))
        let onColor = context.environment.tint?.resolved(for: context.environment.colorScheme) ?? SystemColorPalette.green
        let switchNode = context.child(.slot("switch")).node(ToggleSwitchBehavior(onFraction: isOn.wrappedValue ? 1 : 0, onColor: onColor))
        let node = context.node(StackBehavior(axis: .horizontal, alignment: VerticalAlignment.center.fraction, spacing: LayoutDefaults.stackSpacing),
                                children: labelNodes + [spacer, switchNode])
        node.hitTesting.contentShape = Rectangle()
        let isOn = isOn
        if context.environment.isEnabled { node.primaryAction = { isOn.wrappedValue.toggle() } }
        node.accessibility.role = .toggle(isOn: isOn.wrappedValue)
        return [node]
    }
}

/// The switch of a `Toggle`: a capsule track (`onColor` when on, light gray when off) and a white
/// thumb. Animatable: `[onFraction]`, which moves the thumb and blends the track colour.
package struct ToggleSwitchBehavior: NodeBehavior {
    package var onFraction: Double
    /// The track's colour when on: green, or the tint.
    package var onColor = SystemColorPalette.green

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        LayoutDefaults.toggleSwitchSize
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        let off = SystemColorPalette.toggleOffTrack.animatableVector, on = onColor.animatableVector
        let track = off.interpolated(to: on, fraction: onFraction).map(ResolvedColor.init) ?? onColor
        list.fill(Capsule().path(in: bounds), with: track)
        let inset = LayoutDefaults.toggleThumbInset
        let side = bounds.height - 2 * inset
        let x = bounds.minX + inset + (bounds.width - side - 2 * inset) * onFraction
        list.fill(Path(ellipseIn: CGRect(x: x, y: bounds.minY + inset, width: side, height: side)), with: SystemColorPalette.white)
    }

    package func hitPath(in bounds: CGRect) -> Path? { Capsule().path(in: bounds) }
    package var analyticHitShape: AnalyticShape? { .capsule }

    package var animatableData: AnimatableVector? { AnimatableVector([onFraction]) }
    package func withAnimatableData(_ data: AnimatableVector) -> ToggleSwitchBehavior {
        guard data.values.count == 1 else { return self }
        return ToggleSwitchBehavior(onFraction: data.values[0], onColor: onColor)
    }
}
