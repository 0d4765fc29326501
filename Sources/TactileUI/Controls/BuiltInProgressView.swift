import Foundation

/// How the built-in progress view styles draw (iOS):
/// - circular: the activity spinner (`ActivitySpinnerBehavior`), the label centred below it in
///   the secondary style, `ControlDefaults.progressLabelSpacing` apart;
/// - linear: the label above a bar as wide as offered (`LinearProgressBarBehavior`), then the
///   current value label in the secondary style, leading-aligned, the same spacing apart;
/// - automatic: circular without a value, linear with one.
struct BuiltInProgressView: View {
    enum Kind { case automatic, linear, circular }

    let configuration: ProgressViewStyleConfiguration
    var kind = Kind.automatic
    var body: EmptyView { EmptyView() }
}

extension BuiltInProgressView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let spacing = ControlDefaults.progressLabelSpacing
        let linear = kind == .linear || (kind == .automatic && configuration.fractionCompleted != nil)
        if linear {
            return context.nodes(for: VStack(alignment: .leading, spacing: spacing) {
                configuration.label
                BarView(fraction: configuration.fractionCompleted ?? 0)
                configuration.currentValueLabel.foregroundStyle(.secondary)
            })
        }
        return context.nodes(for: VStack(spacing: spacing) {
            SpinnerView()
            configuration.label.foregroundStyle(.secondary)
        })
    }

    /// The bar of a linear progress view.
    struct BarView: View {
        let fraction: Double
        var body: EmptyView { EmptyView() }
    }

    /// The spinner of a circular progress view.
    struct SpinnerView: View {
        var body: EmptyView { EmptyView() }
    }
}

extension BuiltInProgressView.BarView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let node = context.node(LinearProgressBarBehavior(fraction: fraction))
        // UIProgressView's accessibility value: the percentage.
        node.accessibility.value = "\(Int((fraction * 100).rounded()))%"
        return [node]
    }
}

extension BuiltInProgressView.SpinnerView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let node = context.node(ActivitySpinnerBehavior())
        // UIActivityIndicatorView's accessibility label.
        node.accessibility.label = "In progress"
        return [node]
    }
}

/// The bar of a linear progress view: as wide as offered, `progressBarThickness` tall, a capsule
/// track in `SystemColorPalette.sliderMaximumTrack` filled to `fraction` in the accent colour.
/// Animatable: `[fraction]`.
package struct LinearProgressBarBehavior: NodeBehavior {
    package var fraction: Double

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let width = proposal.width ?? LayoutDefaults.unspecifiedSize.width
        return CGSize(width: max(0, width.isFinite ? width : LayoutDefaults.unspecifiedSize.width),
                      height: ControlDefaults.progressBarThickness)
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        list.fill(Capsule().path(in: bounds), with: SystemColorPalette.sliderMaximumTrack)
        guard fraction > 0 else { return }
        list.fill(Capsule().path(in: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * fraction, height: bounds.height)),
                  with: SystemColorPalette.accent)
    }

    package var animatableData: AnimatableVector? { AnimatableVector([fraction]) }
    package func withAnimatableData(_ data: AnimatableVector) -> LinearProgressBarBehavior {
        guard data.values.count == 1 else { return self }
        return LinearProgressBarBehavior(fraction: data.values[0])
    }
}
