import Foundation

/// UIKit's table view, present for its appearance proxy: SwiftUI code written for iOS 13–15
/// styles every `List` through it (`UITableView.appearance().backgroundColor = .clear`,
/// `.separatorStyle = .none`, `.tableFooterView = UIView()`), and on iOS `import SwiftUI` also
/// brings UIKit.
///
/// Invariant: the writes are accepted and kept on the proxy (readable back) and change nothing
/// Tactile draws. That is iOS 18's behaviour too: since iOS 16 SwiftUI's `List` is built on
/// `UICollectionView`, not `UITableView`, so a `UITableView` appearance no longer reaches it.
/// Not a table: no data source, rows or cells; `init(frame:style:)` makes a holder of these
/// properties like the proxy.
@MainActor
open class UITableView: UIView {
    /// The style of a table view (UIKit's `UITableView.Style`).
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// The style it was made with.
    public let style: Style
    /// How separators between rows are drawn: recorded only.
    public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour: recorded only.
    public var separatorColor: UIColor?
    /// The views above and below the rows: recorded only.
    public var tableHeaderView: UIView?
    public var tableFooterView: UIView?
    /// A view behind the rows: recorded only.
    public var backgroundView: UIView?
    /// The space above each section header (iOS 15): recorded only.
    public var sectionHeaderTopPadding: CGFloat = 0
    /// Scroll indicators: recorded only (a `List`'s follow `scrollIndicators(_:)` and `ScrollView`).
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true

    /// A table view with a frame and a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table view with `frame`.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    private static let proxy = UITableView(frame: .zero, style: .plain)

    /// The appearance proxy of every table view (UIKit's `UIAppearance.appearance()`): one
    /// shared object; what is set on it is kept and changes nothing drawn (the type's invariant).
    public class func appearance() -> UITableView { proxy }
}

/// UIKit's table view cell, present for its appearance proxy
/// (`UITableViewCell.appearance().backgroundColor = .clear`, `.selectionStyle = .none`).
///
/// Invariant: as `UITableView`'s, the writes are kept on the proxy and change nothing drawn (on
/// iOS 16 and later a `List` row is a collection view cell, which they do not reach either).
@MainActor
open class UITableViewCell: UIView {
    /// The style of the separators between rows (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// How a selected cell is highlighted (UIKit's `UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// How the cell is highlighted when selected: recorded only.
    public var selectionStyle: SelectionStyle = .default
    /// The view drawn behind a selected cell: recorded only.
    public var selectedBackgroundView: UIView?

    private static let proxy = UITableViewCell(frame: .zero)

    /// The appearance proxy of every cell: one shared object; what is set on it is kept and
    /// changes nothing drawn.
    public class func appearance() -> UITableViewCell { proxy }
}
