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
    /// What `ProposedViewSize.replacingUnspecifiedDimensions()` substitutes (SwiftUI: 10×10).
    public static let unspecifiedSize = CGSize(width: 10, height: 10)
    /// `Image("name")` with no asset of that name: a placeholder of this size (Tactile's choice:
    /// large enough to see and to hit).
    public static let missingImageSize = CGSize(width: 100, height: 100)
    /// The switch of a `Toggle` on iOS: 51×31 points (UISwitch's intrinsic size).
    public static let toggleSwitchSize = CGSize(width: 51, height: 31)
    /// The thumb inset of a `Toggle` switch: 2 points each side (UISwitch's 27-point thumb in 31).
    public static let toggleThumbInset: CGFloat = 2
    /// `Color.gradient` (SwiftUI's "standard gradient for the color"): the top stop is the colour
    /// mixed this fraction of the way towards white, the bottom stop the colour itself. [ours]
    /// Apple documents the gradient's direction (top to bottom, `AnyGradient`) but not its stops;
    /// 0.15 keeps it a subtle sheen of the same hue, as SwiftUI's looks.
    public static let colorGradientHighlight: Double = 0.15
}
