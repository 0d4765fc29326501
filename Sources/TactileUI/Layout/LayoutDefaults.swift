import Foundation

/// Every number the layout uses that the caller did not give, with where it comes from.
public enum LayoutDefaults {
    /// Spacing between adjacent stack children when `spacing` is nil. SwiftUI's system spacing
    /// between two text-free views on iOS is 8 points (Apple HIG layout grid, observable with
    /// `VStack { Color.red.frame(height: 10); Color.blue.frame(height: 10) }`).
    public static let stackSpacing: CGFloat = 8
    /// `padding()` with no length: 16 points on iOS (SwiftUI's default edge insets for the
    /// standard layout margin).
    public static let padding: CGFloat = 16
    /// A `Spacer()` without `minLength` keeps at least the system spacing, 8 points.
    public static let spacerMinLength: CGFloat = 8
    /// The axes a `ViewThatFits` checks its children along when none are given: both
    /// (SwiftUI's `ViewThatFits.init(in:content:)`: "By default, `ViewThatFits` uses both axes").
    public static let viewThatFitsAxes: Axis.Set = [.horizontal, .vertical]
    /// What `ProposedViewSize.replacingUnspecifiedDimensions()` substitutes (SwiftUI: 10×10).
    public static let unspecifiedSize = CGSize(width: 10, height: 10)
    /// `Image("name")` with no asset of that name: a placeholder of this size (Tactile's choice:
    /// large enough to see and to hit).
    public static let missingImageSize = CGSize(width: 100, height: 100)
    /// `Color("name")` with no asset of that name (Tactile ships no asset catalogs): a colour
    /// drawn in its place. [ours] mid-grey, (128, 128, 128), so the view stays visible on white
    /// and on black and reads as a placeholder, as the missing image does.
    public static let missingNamedColor = Color(white: 128.0 / 255)
    /// The switch of a `Toggle` on iOS: 51×31 points (UISwitch's intrinsic size).
    public static let toggleSwitchSize = CGSize(width: 51, height: 31)
    /// The thumb inset of a `Toggle` switch: 2 points each side (UISwitch's 27-point thumb in 31).
    public static let toggleThumbInset: CGFloat = 2
    /// `Color.gradient` (SwiftUI's "standard gradient for the color"): the top stop is the colour
    /// mixed this fraction of the way towards white, the bottom stop the colour itself. [ours]
    /// Apple documents the gradient's direction (top to bottom, `AnyGradient`) but not its stops;
    /// 0.15 keeps it a subtle sheen of the same hue, as SwiftUI's looks.
    public static let colorGradientHighlight: Double = 0.15
    /// The opacity a material (`.ultraThinMaterial` … `.ultraThickMaterial`, in that order) is
    /// drawn with over what is behind it: white in light mode, (28, 28, 30) — systemGray6's dark
    /// value — in dark mode. [ours] Apple publishes no material values and Tactile draws no
    /// backdrop blur; the steps keep their documented order, thinnest the most translucent.
    public static let materialOpacities: [Double] = [0.3, 0.45, 0.6, 0.75, 0.85]
}
