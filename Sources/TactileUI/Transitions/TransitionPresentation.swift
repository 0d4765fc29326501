import Foundation

/// What a running transition does to one node at the current time: the effects of its
/// transition at `progress` (0 identity, 1 active), and, for matched geometry, the canvas frame
/// the node is drawn in at progress 1.
///
/// Invariant: with `progress == 0` and no `matchedFrame` the node draws exactly as without it.
package struct TransitionPresentation {
    package var effects: [TransitionEffect]
    package var progress: Double
    /// Matched geometry: the canvas frame of the node's counterpart (where an inserted node comes
    /// from, where a removed node goes to) — the node's frame is interpolated towards it.
    package var matchedFrame: CGRect?
    /// Which of the frame's geometry matched geometry moves (position, size or both).
    package var matchedProperties: MatchedGeometryProperties = .frame
    /// The node's canvas frame before the matched-geometry effect, as last placed.
    package var unmatchedFrame: CGRect = .null

    package init(effects: [TransitionEffect], progress: Double, matchedFrame: CGRect? = nil) {
        self.effects = effects
        self.progress = progress
        self.matchedFrame = matchedFrame
    }

    /// The local transform of the effects (applied before the node's placement).
    @MainActor
    package func localTransform(in size: CGSize) -> CGAffineTransform {
        effects.isEmpty ? .identity : TransitionEffect.transform(of: effects, progress: progress, size: size)
    }

    /// The opacity factor of the effects for a node of `size`.
    @MainActor
    package func opacityFactor(in size: CGSize) -> Double {
        effects.isEmpty ? 1 : TransitionEffect.opacity(of: effects, progress: progress, size: size)
    }

    /// The canvas transform that moves a node drawn in `frame` to where matched geometry puts it:
    /// `frame` interpolated `progress` of the way to `matchedFrame`.
    package func matchedTransform(from frame: CGRect) -> CGAffineTransform {
        guard let target = matchedFrame, !frame.isNull, !target.isNull, frame.width > 0, frame.height > 0 else { return .identity }
        let p = CGFloat(progress)
        let targetSize = matchedProperties.contains(.size) ? target.size : frame.size
        let targetCenter = matchedProperties.contains(.position) ? CGPoint(x: target.midX, y: target.midY)
            : CGPoint(x: frame.midX, y: frame.midY)
        let width = frame.width + (targetSize.width - frame.width) * p
        let height = frame.height + (targetSize.height - frame.height) * p
        let x = frame.midX + (targetCenter.x - frame.midX) * p
        let y = frame.midY + (targetCenter.y - frame.midY) * p
        return CGAffineTransform(translationX: -frame.midX, y: -frame.midY)
            .concatenating(CGAffineTransform(scaleX: width / frame.width, y: height / frame.height))
            .concatenating(CGAffineTransform(translationX: x, y: y))
    }
}

/// A subtree that left the tree while its removal transition runs: drawn among its former
/// parent's children at `index` (before the child now at that index), neither laid out nor hit.
package struct Ghost {
    package let node: ViewNode
    package let index: Int
}
