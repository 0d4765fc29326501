import Foundation

/// A view that adapts to the available space by providing the first child view that fits
/// (SwiftUI's `ViewThatFits`, iOS 16).
///
/// As SwiftUI documents it: the children are evaluated in the order given, and the one shown is
/// the first "whose ideal size on the constrained axes fits within the proposed size"; when none
/// fits, the last one (developer.apple.com/documentation/swiftui/viewthatfits; `init(in:content:)`:
/// "If `axes` is an empty set, `ViewThatFits` uses the first child view"). Each subview of the
/// content is a candidate — each view of the `ViewBuilder` block, each element of a `ForEach`, the
/// branch an `if` took (`SubviewSource`); a subview that makes several views (a view of your own
/// whose `body` is a block) gives one candidate per view, as SwiftUI hands those out one by one.
///
/// Invariants (`ViewThatFitsBehavior` for the layout, `ViewThatFitsState` for what is shown):
/// - A candidate fits when its ideal size along each constrained axis — measured with that axis
///   proposed nil and the other axis proposed what the container was offered, as `fixedSize`
///   measures — is at most the proposal there; an axis proposed nil, or not in `axes`, is not
///   checked. The container's size is the shown child's answer to the container's proposal.
/// - Only the shown child is in the hierarchy the user sees: it alone is placed, drawn, hit,
///   listed for accessibility, read for preferences and found by tests. The others stay
///   evaluated (their state is kept) and measured, as SwiftUI must to choose between them, but
///   are set aside (`ViewNode.shownChildren`): they are evaluated as hidden, so their `onAppear`
///   waits until they are shown, and the one shown before runs its `onDisappear` when another
///   takes its place — after the layout that chose it, in the same update.
/// - Measuring uses the layout engine's size cache like any container; nothing runs per touch.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Produces a view constrained in `axes` from one of several alternatives provided by a view
    /// builder, in order of preference (`LayoutDefaults.viewThatFitsAxes`, both, by default).
    public init(in axes: Axis.Set = LayoutDefaults.viewThatFitsAxes, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// A body of its own, so that when a layout shows another child only this view's body runs
    /// again (it reads what is shown), not the body that contains it.
    public var body: some View {
        ViewThatFitsCandidates(axes: axes, content: content)
    }
}

/// The candidates of a `ViewThatFits`, evaluated below one node (`ViewThatFitsBehavior`) that
/// shows one of them.
struct ViewThatFitsCandidates<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    var body: EmptyView { EmptyView() }
}

extension ViewThatFitsCandidates: PrimitiveView {
    /// Each subview of the content at its place below `.content` (so each keeps its state by its
    /// id, as a `ForEach` element does), evaluated as hidden (`isCoveredByNavigation`, as a tab
    /// view's unselected pages are) unless it is the one the last layout showed. Reading that
    /// makes the enclosing body — `ViewThatFits`'s own — run again when a layout shows another.
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let state = ViewThatFitsState.kept(for: context)
        let shown = state.shownCandidate
        let contentContext = context.child(.content)
        var children: [ViewNode] = []
        var candidates: [Subview.ID] = []
        for subview in Subview.subviews(of: content) {
            var candidateContext = contentContext
            for component in subview.id.path { candidateContext = candidateContext.child(component) }
            if subview.id != shown {
                candidateContext = candidateContext.transformingEnvironment { $0.isCoveredByNavigation = true }
            }
            let nodes = candidateContext.nodes(for: subview.content)
            children += nodes
            candidates += repeatElement(subview.id, count: nodes.count)
        }
        state.candidates = candidates
        let node = context.node(ViewThatFitsBehavior(axes: axes, state: state), children: children)
        state.node = node
        return [node]
    }
}
