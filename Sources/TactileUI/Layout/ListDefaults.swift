import Foundation

/// Every number a `List` and its swipe actions use that the caller did not give, with where it
/// comes from. Tags as in `GestureConfiguration`: [doc] Apple documentation, [obs] observed on
/// iOS 18 (iPhone, light appearance), [ours] Tactile's choice where iOS gives no number.
public enum ListDefaults {
    /// A row is at least 44 points tall. [doc] Apple HIG, "Layout" / "Buttons": 44×44 points is
    /// the minimum tappable area; UITableView's default `rowHeight` is 44 points.
    public static let rowMinHeight: CGFloat = 44
    /// Row content sits 16 points from the row's leading and trailing edges and 11 points from
    /// its top and bottom. [obs] UITableViewCell's content layout margins on a compact-width
    /// iPhone (16); 11 + 22 (a body line) + 11 = the 44-point row.
    public static let rowHorizontalInset: CGFloat = 16
    public static let rowVerticalInset: CGFloat = 11
    /// The row content's insets without `listRowInsets(_:)`: the two above on their edges.
    public static var rowInsets: EdgeInsets {
        EdgeInsets(top: rowVerticalInset, leading: rowHorizontalInset, bottom: rowVerticalInset, trailing: rowHorizontalInset)
    }
    /// `.insetGrouped` and `.inset` lists keep their rows 16 points from the list's edges, in
    /// cards with 10-point corners. [obs] UITableView `.insetGrouped` on a compact-width iPhone.
    public static let cardMargin: CGFloat = 16
    public static let cardCornerRadius: CGFloat = 10
    /// The space above each section of a grouped list (and below the last): 20 points. [ours]
    /// by eye after UITableView `.insetGrouped` (its section header top padding is not published).
    public static let groupedSectionSpacing: CGFloat = 20
    /// A section header's padding: 6 points above (16 in a plain list's band) and 6 below;
    /// a footer's: 6 above. [ours] by eye after UITableView's header/footer views.
    public static let headerTopPadding: CGFloat = 6
    public static let headerBottomPadding: CGFloat = 6
    public static let footerTopPadding: CGFloat = 6
    /// Row separators: 0.5 points thick. [obs] one pixel on a 2× screen (`UITableView.separatorStyle
    /// .singleLine`), inset like the row content.
    public static let separatorThickness: CGFloat = 0.5

    /// A swipe action button is 74 points wide; the row opens to the sum of its actions' widths.
    /// [obs] the width iOS gives a one-word action ("Delete") in a `UIContextualAction` swipe.
    public static let swipeActionWidth: CGFloat = 74
    /// A release settles by where the row would go in 0.25 s at its release velocity (as
    /// `DragGesture.Value.predictedEndTranslation`, `GestureConfiguration.predictedEndHorizon`):
    /// past half the actions' width it opens, else it closes — so a fast flick opens. [ours]
    public static let swipeProjection: Double = 0.25
    /// A row dragged past 60 % of its width with `allowsFullSwipe` performs its first action on
    /// release. [ours] by eye: iOS gives no number; its full swipe triggers a little past half.
    public static let fullSwipeFraction: CGFloat = 0.6
    /// How a row settles open or closed: ease-out over 0.3 s. [ours] as a paged `TabView`'s settle.
    public static let swipeSettleAnimation = Animation.easeOut(duration: 0.3)

    /// Edit mode (`EditButton`, `onDelete`/`onMove` rows while the list's `editMode` is editing).
    ///
    /// How the edit controls slide in and out when an `EditButton` toggles the mode: SwiftUI's
    /// default animation, as `withAnimation` without an argument. [ours] SwiftUI does not say
    /// which animation its `EditButton` uses.
    public static let editModeAnimation = Animation.default
    /// `EditButton` shows "Done" semibold. [obs] UIKit's `.done` bar button item style (which
    /// the editing "Done" item uses) draws its title semibold in iOS 18; "Edit" is regular.
    public static let editButtonDoneWeight: Font.Weight = .semibold
    /// A row with `onDelete` moves its content right by 38 points while editing, for the delete
    /// control. [ours] by eye after UITableViewCell's editing control (UIKit publishes no width).
    public static let deleteControlWidth: CGFloat = 38
    /// The delete control is a 22-point red circle with a white bar, centred in its column.
    /// [ours] by eye after iOS's `minus.circle.fill` control at body size.
    public static let deleteControlDiameter: CGFloat = 22
    /// The white bar across the delete control: 12 × 2 points. [ours]
    public static let deleteControlBar = CGSize(width: 12, height: 2)
    /// A row with `onMove` keeps its trailing 44 points for the reorder control while editing.
    /// [doc] Apple HIG's 44-point minimum tappable size (UITableViewCellReorderControl's width is
    /// not published).
    public static let reorderControlWidth: CGFloat = 44
    /// The reorder control's three lines: 18 × 1.5 points, 5.5 points apart, in the tertiary label
    /// colour. [ours] by eye after iOS's reorder grabber.
    public static let reorderLine = CGSize(width: 18, height: 1.5)
    public static let reorderLineSpacing: CGFloat = 5.5
    /// How the other rows make room, and how the dragged row settles on release. [ours] iOS's
    /// table view animates both; it publishes no curve.
    public static let reorderAnimation = Animation.easeOut(duration: 0.25)

    /// The background behind a grouped list's cards: `UIColor.systemGroupedBackground` in light
    /// mode (242, 242, 247). [doc] iOS system colors.
    package static let groupedBackground = ResolvedColor(red255: 242, 242, 247)
    /// A row's background: white (`UIColor.secondarySystemGroupedBackground`, and
    /// `systemBackground` in a plain list, in light mode). [doc]
    package static let rowBackground = SystemColorPalette.white
    /// Separators: `UIColor.separator` in light mode (60, 60, 67 at 29 %). [doc]
    package static let separatorColor = ResolvedColor(red255: 60, 60, 67, opacity: 0.29)
    /// A swipe action without a role or tint: gray. [obs] `UIContextualAction` with `.normal`
    /// style and no background colour; a `.destructive` role is red (`SystemColorPalette.red`).
    package static let swipeActionTint = SystemColorPalette.gray
    /// The reorder control's lines: `UIColor.tertiaryLabel` in light mode (60, 60, 67 at 30 %). [doc]
    package static let reorderLineColor = ResolvedColor(red255: 60, 60, 67, opacity: 0.3)
}
