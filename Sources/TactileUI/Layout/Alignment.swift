import Foundation

/// An alignment along the horizontal axis (SwiftUI's `HorizontalAlignment`).
/// `fraction` is where the guide sits in a view's width: 0 leading, 0.5 centre, 1 trailing.
public struct HorizontalAlignment: Hashable, Sendable {
    package let fraction: CGFloat
    package init(fraction: CGFloat) { self.fraction = fraction }
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// An alignment along the vertical axis (SwiftUI's `VerticalAlignment`).
/// `fraction` is where the guide sits in a view's height: 0 top, 0.5 centre, 1 bottom. Text
/// baselines are approximated by the bottom (first) and top-plus-ascent (last) of the box.
public struct VerticalAlignment: Hashable, Sendable {
    package let fraction: CGFloat
    package init(fraction: CGFloat) { self.fraction = fraction }
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    public static let firstTextBaseline = VerticalAlignment(fraction: 1)
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// An alignment in both axes (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// The text-baseline alignments (iOS 16): a horizontal guide with a baseline, which is
    /// approximated by the bottom here (`VerticalAlignment`).
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The origin of a child of `size` aligned inside a container of `container` size.
    package func origin(of size: CGSize, in container: CGSize) -> CGPoint {
        CGPoint(x: (container.width - size.width) * horizontal.fraction,
                y: (container.height - size.height) * vertical.fraction)
    }
}
