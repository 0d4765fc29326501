import Foundation
import TactileGestures

/// One scroll indicator of a `ScrollView` (UIScrollView's on an iPhone): a capsule
/// `indicatorThickness` thick, drawn above the content, in black (white in the dark scheme) at
/// `indicatorOpacity`, faded with the state's `indicatorOpacity` (`ScrollIndicatorFade`).
///
/// Its node is a child of the scroll view's node, placed by `ScrollViewBehavior.placeChildren`
/// at `frame(in:)`: its frame is the capsule, so a scroll move re-places it without a body run
/// or an allocation. Invariants: it draws exactly its bounds (nothing when they are empty), is
/// never hit (its node does not allow hit testing: a touch reaches the content below), and its opacity is the state's
/// at its last placement — the graph re-places it whenever the state changes.
package struct ScrollIndicatorBehavior: NodeBehavior {
    package let axis: Axis
    package let state: ScrollState
    /// Whether it is drawn light (the dark colour scheme).
    package var isLight = false

    package init(axis: Axis, state: ScrollState, isLight: Bool = false) {
        self.axis = axis
        self.state = state
        self.isLight = isLight
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize { .zero }

    package var opacityFactor: Double { state.indicatorOpacity }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let color = ResolvedColor(red: isLight ? 1 : 0, green: isLight ? 1 : 0, blue: isLight ? 1 : 0,
                                  opacity: state.configuration.indicatorOpacity)
        list.fill(Path(roundedRect: bounds, cornerRadius: min(bounds.width, bounds.height) / 2, style: .circular), with: color)
    }

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        (previous as? ScrollIndicatorBehavior).map { $0.axis == axis && $0.state === state && $0.isLight == isLight }
            == true ? .sizesAndPlacement : .none
    }

    /// The capsule's frame in a scroll view of `size` whose state has `offset`, `viewport` and
    /// `content` (the scrollable size): empty when the content is not longer than the viewport
    /// along `axis`. Its length is the track's (the edge less `indicatorInset` at each end, and
    /// less the other indicator's corner when `sharesCorner`) times viewport / content, at
    /// least `indicatorMinimumLength`; past an edge it shrinks by the overscroll, down to
    /// `indicatorMinimumRubberBandLength`, pinned to that end. Its start is offset / maximum
    /// offset of the way along the track's free length.
    package static func frame(axis: Axis, in size: CGSize, state: ScrollState, sharesCorner: Bool) -> CGRect {
        let configuration = state.configuration
        let thickness = configuration.indicatorThickness
        let inset = configuration.indicatorInset
        let vertical = axis == .vertical
        let viewport = vertical ? state.viewportSize.height : state.viewportSize.width
        let content = vertical ? state.contentSize.height : state.contentSize.width
        let edge = vertical ? size.height : size.width
        guard content > viewport, viewport > 0 else { return .zero }
        let track = edge - 2 * inset - (sharesCorner ? thickness + inset : 0)
        guard track > 0 else { return .zero }
        let offset = vertical ? state.offset.y : state.offset.x
        let maximum = content - viewport
        var length = min(track, max(configuration.indicatorMinimumLength, track * viewport / content))
        let overscroll = offset < 0 ? -offset : max(0, offset - maximum)
        if overscroll > 0 {
            length = max(min(length, configuration.indicatorMinimumRubberBandLength), length - overscroll)
        }
        let fraction = min(1, max(0, offset / maximum))
        let start = inset + fraction * (track - length)
        return vertical
            ? CGRect(x: size.width - inset - thickness, y: start, width: thickness, height: length)
            : CGRect(x: start, y: size.height - inset - thickness, width: length, height: thickness)
    }
}
