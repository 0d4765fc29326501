import Foundation

/// What a `Canvas` is in the graph: a leaf that takes the size offered, is hit as its rectangle
/// and, when drawn, runs the renderer on a fresh `GraphicsContext` and adds what it recorded.
///
/// Invariant: drawing runs the renderer once per draw of the node, with the canvas's size and
/// the environment of the evaluation that made the behaviour.
package struct CanvasBehavior: NodeBehavior {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        let recording = CanvasRecording(environment: environment, size: bounds.size)
        var context = GraphicsContext(recording: recording)
        context.transform = CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
        renderer(&context, bounds.size)
        for index in recording.builder.contents.indices {
            list.append(recording.builder.contents[index], placement: recording.builder.placement(at: index) ?? LocalDrawing())
        }
    }

    package func hitPath(in bounds: CGRect) -> Path? { Path(bounds) }
    package var analyticHitShape: AnalyticShape? { .rectangle }
    package var hitsBeyondBounds: Bool { false }
}
