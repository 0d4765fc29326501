import Foundation

/// Every number a scroll view uses, each with its source (`../shared/reference/anchors.md`,
/// "Scrolling"). Tags as in `GestureConfiguration`: [doc] Apple documents it, [re]
/// reverse-engineered, [obs] observed, [ours] a Tactile choice.
///
/// Lives in `GestureConfiguration.scroll`; `.standard` is UIScrollView on an iPhone (iOS 18).
public struct ScrollConfiguration: Sendable, Equatable {
    /// [obs; UIScrollView's pan hysteresis, anchors.md]: the finger moves this far (points, from
    /// its touch-down) before the scroll view's pan begins and decides its direction.
    public var panSlop: CGFloat = 10
    /// [doc: `UIScrollView.DecelerationRate.normal`]: the velocity is multiplied by this every
    /// millisecond after a fling (`.fast` is 0.99).
    public var decelerationRate: Double = 0.998
    /// [re; anchors.md]: the rubber band's coefficient: an overscroll `x` past a viewport of length
    /// `d` shows as `(1 − 1 / (x·c / d + 1))·d`.
    public var rubberBandCoefficient: CGFloat = 0.55
    /// [ours; Flutter's `BouncingScrollSimulation` spring: stiffness 100 for mass 0.5]: stiffness
    /// per unit mass (1/s²) of the critically damped spring that brings an overscrolled axis back.
    public var bounceStiffness: Double = 200
    /// [ours]: a decelerating axis stops when its speed falls below this (points per second);
    /// with the normal rate that leaves less than half a point of travel.
    public var restingSpeed: Double = 1
    /// [ours]: a spring-back stops when the axis is this close to its edge (points) and slower
    /// than `restingSpeed`.
    public var restingDistance: Double = 0.5
    /// [ours; UIKit publishes no number]: a `refreshable` scroll view starts refreshing when a
    /// pull shows this much space above its content (points, after the rubber band) — on an
    /// iPhone's full-height scroll view, a finger travel of about 200 pt.
    public var refreshTriggerDistance: CGFloat = 100
    /// [obs: a `UIRefreshControl`'s frame is 60 pt tall]: the band above the content the
    /// refresh control holds open, spinning, while the action runs.
    public var refreshControlHeight: CGFloat = 60
    /// [ours]: how long the band takes to close when the action returns (an ease-out).
    public var refreshCollapseDuration: Double = 0.3
    /// [ours; SwiftUI publishes no figure — WWDC26 "Dive into lazy stacks and scrolling with
    /// SwiftUI", "Prefetching", describes lazy stacks preparing the subviews just past the
    /// visible edge]: a lazy stack makes the rows within this distance (points) of its scroll
    /// view's visible region along the scroll axis, on both sides, and no others.
    public var lazyPrefetchMargin: CGFloat = 100

    /// [obs; UIKit's indicator view is 3 pt wide with a 1.5 pt corner radius]: the thickness of
    /// a scroll indicator, a capsule (its corner radius is half of it).
    public var indicatorThickness: CGFloat = 3
    /// [ours; close to an iPhone's indicator, which sits just inside the edge]: the gap between a
    /// scroll indicator and the trailing (vertical) or bottom (horizontal) edge of the scroll view,
    /// and between the ends of its track and the two other edges.
    public var indicatorInset: CGFloat = 3
    /// [ours; UIKit publishes no number]: the shortest a scroll indicator is drawn, however long
    /// the content (points) — its length is otherwise the track's times viewport / content.
    public var indicatorMinimumLength: CGFloat = 36
    /// [ours; UIKit shrinks the indicator by the overscroll while rubber-banding]: the shortest
    /// the indicator gets while the offset is past an edge (points).
    public var indicatorMinimumRubberBandLength: CGFloat = 7
    /// [brief; obs: `UIScrollView.IndicatorStyle.default` is dark on a light background — Apple's
    /// documentation: "black with a white border", "good against any content background"]: the
    /// opacity of the indicator's colour (black in the light scheme, white in the dark one).
    public var indicatorOpacity: Double = 0.35
    /// [ours; observed on iPhones to stay a moment after the content stops]: how long an indicator
    /// stays fully shown after the scroll view comes to rest (or is flashed), in seconds.
    public var indicatorFadeDelay: Double = 0.5
    /// [ours]: how long the indicator then takes to fade out (linearly), in seconds.
    public var indicatorFadeDuration: Double = 0.3

    public init() {}

    /// UIScrollView on an iPhone.
    public static let standard = ScrollConfiguration()
}
