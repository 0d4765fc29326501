import Foundation

/// A type that identifies an alignment guide of your own (SwiftUI's `AlignmentID`): its default
/// value is where the guide sits in a view that sets no explicit value for it
/// (`alignmentGuide(_:computeValue:)`).
public protocol AlignmentID {
    /// The guide's value in `context`, in the view's own coordinates.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment made from an `AlignmentID` type: equal to another exactly when made from the
/// same type (SwiftUI's identity of a custom alignment).
package struct CustomAlignmentGuide: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type

    /// The guide's value in `dimensions` when no explicit value is set.
    package func defaultValue(in dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

    package static func == (lhs: CustomAlignmentGuide, rhs: CustomAlignmentGuide) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}

/// Which guide an alignment names, as explicit guides are keyed (`ViewDimensions`): a built-in
/// one by its place, a custom one by its `AlignmentID` type.
package enum AlignmentKey: Hashable {
    case place(CGFloat)
    case custom(ObjectIdentifier)
}

/// What `HorizontalAlignment` and `VerticalAlignment` share: a built-in guide's place as a fraction of
/// the view's length along the axis, or a custom guide (`fraction` is then 0 and unused).
package protocol AxisAlignment {
    var fraction: CGFloat { get }
    var custom: CustomAlignmentGuide? { get }
    init(fraction: CGFloat, custom: CustomAlignmentGuide?)
}

extension AxisAlignment {
    /// A built-in alignment at `fraction` of the length.
    package init(fraction: CGFloat) { self.init(fraction: fraction, custom: nil) }
    /// A custom alignment.
    package init(custom: CustomAlignmentGuide) { self.init(fraction: 0, custom: custom) }
    /// Which guide it names, as explicit guides are keyed.
    package var key: AlignmentKey { custom.map { .custom(ObjectIdentifier($0.id)) } ?? .place(fraction) }
}

/// An alignment along the horizontal axis (SwiftUI's `HorizontalAlignment`).
/// `fraction` is where a built-in guide sits in a view's width: 0 leading, 0.5 centre, 1 trailing;
/// a custom alignment (`init(_:)`) has `custom`, and its default value is its `AlignmentID`'s.
public struct HorizontalAlignment: AxisAlignment, Hashable, Sendable {
    package let fraction: CGFloat
    package let custom: CustomAlignmentGuide?
    package init(fraction: CGFloat, custom: CustomAlignmentGuide?) {
        self.fraction = fraction
        self.custom = custom
    }

    /// An alignment whose default value is `id`'s (SwiftUI's `HorizontalAlignment.init(_:)`).
    public init(_ id: any AlignmentID.Type) { self.init(custom: CustomAlignmentGuide(id: id)) }

    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// An alignment along the vertical axis (SwiftUI's `VerticalAlignment`).
/// `fraction` is where the guide sits in a view's height: 0 top, 0.5 centre, 1 bottom. Text
/// baselines are approximated by the bottom (first) and top-plus-ascent (last) of the box.
public struct VerticalAlignment: AxisAlignment, Hashable, Sendable {
    package let fraction: CGFloat
    package let custom: CustomAlignmentGuide?
    package init(fraction: CGFloat, custom: CustomAlignmentGuide?) {
        self.fraction = fraction
        self.custom = custom
    }

    /// An alignment whose default value is `id`'s (SwiftUI's `VerticalAlignment.init(_:)`).
    public init(_ id: any AlignmentID.Type) { self.init(custom: CustomAlignmentGuide(id: id)) }

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

    /// The origin of a child of `size` aligned inside a container of `container` size: the
    /// child's guide on the container's (for a custom alignment, each one's default value).
    package func origin(of size: CGSize, in container: CGSize) -> CGPoint {
        CGPoint(x: horizontal.custom.map { $0.defaultValue(in: ViewDimensions(size: container)) - $0.defaultValue(in: ViewDimensions(size: size)) }
                    ?? (container.width - size.width) * horizontal.fraction,
                y: vertical.custom.map { $0.defaultValue(in: ViewDimensions(size: container)) - $0.defaultValue(in: ViewDimensions(size: size)) }
                    ?? (container.height - size.height) * vertical.fraction)
    }
}
