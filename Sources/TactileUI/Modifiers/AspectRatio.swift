import Foundation

/// How content fills a frame of a different aspect ratio (SwiftUI's `ContentMode`).
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
}

/// Offers its content the largest (`.fit`) or smallest (`.fill`) size of the given aspect ratio
/// (the content's ideal ratio when nil) that fits in (covers) the proposal.
package struct AspectRatioBehavior: NodeBehavior {
    package let ratio: CGFloat?
    package let contentMode: ContentMode

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        guard let child = children.first else { return .zero }
        return layout.size(of: child, proposal: ProposedViewSize(target(proposal, child: child, layout: layout)))
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        children.map { child in
            let childSize = layout.size(of: child, proposal: ProposedViewSize(target(ProposedViewSize(size), child: child, layout: layout)))
            return CGRect(origin: Alignment.center.origin(of: childSize, in: size), size: childSize)
        }
    }

    private func target(_ proposal: ProposedViewSize, child: ViewNode, layout: LayoutEngine) -> CGSize {
        let ideal = layout.size(of: child, proposal: .unspecified)
        let aspect = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard aspect > 0, aspect.isFinite else { return ideal }
        let width = proposal.width ?? proposal.height.map { $0 * aspect } ?? ideal.width
        let height = proposal.height ?? proposal.width.map { $0 / aspect } ?? ideal.height
        let fitsWidth = contentMode == .fit ? width / aspect <= height : width / aspect >= height
        return fitsWidth ? CGSize(width: width, height: width / aspect) : CGSize(width: height * aspect, height: height)
    }
}

package struct AspectRatioModifier: WrappingModifier {
    let ratio: CGFloat?
    let contentMode: ContentMode
    package var behavior: any NodeBehavior { AspectRatioBehavior(ratio: ratio.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }, contentMode: contentMode) }
}

extension View {
    public consuming func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
