import Foundation

/// A layout that is one of the host's stacks (`HStackLayout`, `VStackLayout`, `ZStackLayout`):
/// its container runs the stack's behaviour (`CustomLayoutBehavior.builtIn`).
@MainActor
package protocol BuiltInLayout {
    var stackBehavior: any NodeBehavior { get }
}

extension BuiltInLayout {
    /// The stack's size for `proposal`, for a `Layout` method called directly.
    func stackSize(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        stackBehavior.sizeThatFits(proposal, children: subviews.nodes, layout: subviews.engine)
    }

    /// Places `subviews` where the stack would in `bounds`, each proposed the size it takes
    /// there, for a `Layout` method called directly.
    func placeStack(in bounds: CGRect, subviews: LayoutSubviews) {
        let frames = stackBehavior.placeChildren(subviews.nodes, in: bounds.size, layout: subviews.engine)
        for (subview, frame) in zip(subviews, frames) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          proposal: ProposedViewSize(frame.size))
        }
    }
}
