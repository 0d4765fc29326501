import Foundation
import TactileGestures

/// Every number sheets and full-screen covers use, with where it comes from. Tags as in
/// `GestureConfiguration`: [doc] Apple documentation, [obs] observed on iOS, [ours] Tactile's
/// choice where iOS publishes no number.
public struct PresentationConfiguration: Sendable, Equatable {
    /// How far below the window's top edge a page sheet's top edge rests: 10 points. [ours]
    /// Tactile has no status bar or safe area; iOS rests a large page sheet's top a few points
    /// below the status bar, with the presenting view showing behind it.
    public var sheetTopInset: CGFloat = 10
    /// The corner radius of a page sheet's top corners: 10 points. [ours]
    /// `UISheetPresentationController.preferredCornerRadius` is nil by default (the system's own
    /// radius, not published); 10 points is close to what iOS draws.
    public var sheetCornerRadius: CGFloat = 10
    /// The opacity of the black backdrop behind a fully presented page sheet: 0.4. [ours]
    /// UIKit's dimming view is not published; it fades in with the sheet, as here (the backdrop
    /// is `dimmingOpacity` × the fraction of the sheet shown).
    public var dimmingOpacity: Double = 0.4
    /// The fraction of its height a sheet must be dragged down for a release to dismiss it: 0.5.
    /// [ours] UIKit publishes no threshold; half is the rule UINavigationController's interactive
    /// pop follows (finish past half), and Tactile's paged `TabView` uses it too.
    public var dismissFraction: CGFloat = 0.5
    /// A release whose downward speed is at least this dismisses the sheet however far it was
    /// dragged: 1000 points per second. [ours] UIKit publishes none; a flick of a few centimetres
    /// in under a tenth of a second dismisses on iOS, which this speed captures.
    public var dismissFlickVelocity: CGFloat = 1000
    /// The height of the `.medium` detent as a fraction of the sheet's full height: 0.5. [doc]
    /// `UISheetPresentationController.Detent.medium()`: "approximately half the height of the screen".
    public var mediumDetentFraction: CGFloat = 0.5
    /// The rubber band against an upward drag (and any drag while `interactiveDismissDisabled`):
    /// UIScrollView's `(1 − 1 / (x·c / d + 1))·d` with c = 0.55. [obs] as
    /// `ScrollConfiguration.rubberBandCoefficient`.
    public var rubberBandCoefficient: CGFloat = 0.55
    /// The animation that slides a sheet or cover up when presented: 0.5 s, no bounce. [ours]
    /// UIKit does not publish its modal presentation curve; it lasts about half a second without
    /// overshoot, which SwiftUI's `.smooth` (a critically damped spring) matches.
    public var presentAnimation: Animation = .smooth(duration: 0.5)
    /// The animation that slides a sheet or cover down when dismissed (the binding, `dismiss()`
    /// or a drag past the threshold): the same curve as presentation. [ours]
    public var dismissAnimation: Animation = .smooth(duration: 0.5)
    /// The animation that brings a dragged sheet back to rest when the release does not
    /// dismiss it: 0.35 s, no bounce. [ours] shorter than a full presentation, as on iOS.
    public var springBackAnimation: Animation = .smooth(duration: 0.35)
    /// The interactive pop of a `NavigationStack`: a drag that starts within this distance of the
    /// leading edge: 20 points. [ours] UINavigationController's `interactivePopGestureRecognizer`
    /// is a screen-edge pan whose edge region is not published; 20 points is a thumb's edge strip.
    public var edgeSwipeWidth: CGFloat = 20
    /// The fraction of the width an edge swipe must pass for a release to pop: 0.5. [obs]
    /// UINavigationController finishes a slow interactive pop released past half the width and
    /// cancels it short of half.
    public var popFraction: CGFloat = 0.5
    /// A release whose speed towards the trailing edge is at least this pops however far it
    /// went: 1000 points per second. [ours] UIKit publishes none.
    public var popFlickVelocity: CGFloat = 1000
    /// The push and pop slide: 0.35 s, no bounce. [ours] UINavigationController's push curve is
    /// not published; it lasts about a third of a second (`UINavigationControllerHideShowBarDuration`,
    /// the bar's own animation, is 0.33 s).
    public var pushAnimation: Animation = .smooth(duration: 0.35)
    /// The height of the navigation bar (inline title, back button): 44 points. [doc] HIG,
    /// "Navigation bars": the standard bar is 44 points tall.
    public var navigationBarHeight: CGFloat = 44
    /// The space between the navigation bar's edges and its back button: 8 points. [ours]
    /// UINavigationBar's layout margins are not published for the back button.
    public var navigationBarHorizontalPadding: CGFloat = 8
    /// The least space between the back button and the centred title for the back button to
    /// carry the previous page's title; with less it reads "Back": 8 points. [ours] UIKit
    /// shortens the back button's title to "Back" when the previous title does not fit beside the
    /// title, and publishes no spacing.
    public var backButtonTitleSpacing: CGFloat = 8
    /// The width of a `NavigationSplitView`'s sidebar and content columns side by side on a
    /// regular-width device, unless `navigationSplitViewColumnWidth` sets one: 320 points. [ours]
    /// `UISplitViewController`'s default column widths (`automaticDimension`) are not published;
    /// 320 points is the width of an iPhone-sized column that iPadOS's sidebars are drawn near.
    public var splitViewColumnWidth: CGFloat = 320
    /// The width of an alert: 270 points. [ours] UIAlertController's alert style is 270 points
    /// wide on every iPhone (measured on screenshots; not published).
    public var alertWidth: CGFloat = 270
    /// The corner radius of an alert: 14 points. [ours] not published; close to what iOS 18 draws.
    public var alertCornerRadius: CGFloat = 14
    /// The height of an alert's button row: 44 points. [doc] HIG, "Buttons": 44 × 44 points is
    /// the least a control's hit target should be, and alert buttons are that tall.
    public var alertButtonHeight: CGFloat = 44
    /// The space around an alert's title and message: 16 points. [ours] not published.
    public var alertContentPadding: CGFloat = 16
    /// The opacity of the black backdrop behind an alert: 0.2. [ours] UIKit's dimming view for
    /// alerts is not published; it is lighter than a sheet's.
    public var alertDimmingOpacity: Double = 0.2

    public init() {}

    /// The numbers above.
    public static let standard = PresentationConfiguration()
}
