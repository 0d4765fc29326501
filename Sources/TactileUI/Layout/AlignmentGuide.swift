import Foundation

/// A view's size and alignment guides, as `alignmentGuide(_:computeValue:)`'s closure reads them
/// (SwiftUI's `ViewDimensions`). A guide is where it sits in the view's own coordinates: its
/// explicit value when an `alignmentGuide` set one, else the alignment's default place.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    /// Explicit guides by `HorizontalAlignment.key` / `VerticalAlignment.key`.
    private var horizontalGuides: [AlignmentKey: CGFloat] = [:]
    private var verticalGuides: [AlignmentKey: CGFloat] = [:]

    package init(size: CGSize) {
        width = size.width
        height = size.height
    }

    /// The guide's explicit value, else its default: a built-in guide's place, a custom one's
    /// `AlignmentID.defaultValue(in:)`.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        horizontalGuides[guide.key] ?? guide.custom?.defaultValue(in: self) ?? width * guide.fraction
    }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        verticalGuides[guide.key] ?? guide.custom?.defaultValue(in: self) ?? height * guide.fraction
    }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { horizontalGuides[guide.key] }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { verticalGuides[guide.key] }

    fileprivate mutating func set(_ guide: AlignmentGuideBehavior.Guide, to value: CGFloat) {
        switch guide {
        case .horizontal(let alignment): horizontalGuides[alignment.key] = value
        case .vertical(let alignment): verticalGuides[alignment.key] = value
        }
    }
}

/// `alignmentGuide(_:computeValue:)`: a passthrough node that gives its content an explicit
/// guide, which the content's container aligns by instead of the alignment's default place.
///
/// Which containers read it (docs/COMPATIBILITY.md): `ZStack`, and `VStack`/`HStack` across
/// their axis (horizontal guides in a `VStack`, vertical ones in an `HStack`), for a child whose
/// outermost modifiers are `alignmentGuide`s (other passthrough modifiers, such as
/// `accessibilityIdentifier`, may sit between them). A guide under a modifier that changes the
/// size or place (`padding`, `frame`, `offset`) is not seen. Guides are told apart by their
/// place: `.bottom` and the text baselines are one guide here (`VerticalAlignment`).
/// Invariant: a container none of whose children has an explicit guide lays out exactly as
/// without this feature (the same arithmetic).
package struct AlignmentGuideBehavior: NodeBehavior {
    package enum Guide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    let guide: Guide
    let computeValue: (ViewDimensions) -> CGFloat

    /// `child`'s dimensions at `size` with the explicit guides of its outermost modifiers, the
    /// innermost computed first (an outer closure sees the inner guides), or nil when it has none.
    @MainActor
    /// Whether `child`'s outermost modifiers include an `alignmentGuide` — the check a stack makes
    /// for every child at every layout, so it compares type identities (no cast, no allocation).
    package static func hasGuide(_ child: ViewNode) -> Bool {
        let guide = ObjectIdentifier(AlignmentGuideBehavior.self), passthrough = ObjectIdentifier(PassthroughBehavior.self)
        var node = child
        while true {
            if node.behaviorType == guide { return true }
            guard node.behaviorType == passthrough, node.children.count == 1 else { return false }
            node = node.children[0]
        }
    }

    package static func dimensions(of child: ViewNode, size: CGSize) -> ViewDimensions? {
        var guides: [AlignmentGuideBehavior] = []
        var node = child
        while true {
            let behavior = node.presentedBehavior
            if let guide = behavior as? AlignmentGuideBehavior {
                guides.append(guide)
            } else if !(behavior is PassthroughBehavior) {
                break
            }
            guard node.children.count == 1 else { break }
            node = node.children[0]
        }
        guard !guides.isEmpty else { return nil }
        var dimensions = ViewDimensions(size: size)
        for guide in guides.reversed() {
            let value = guide.computeValue(dimensions)
            dimensions.set(guide.guide, to: value.isFinite ? value : 0)
        }
        return dimensions
    }

    /// The value of the custom guide `guide` in `child` laid out at `size`, in the child's own
    /// coordinates: the value an `alignmentGuide` among the child's outermost modifiers sets; else —
    /// when the child is a container — the average of the explicit values found inside it where its
    /// containers place them (SwiftUI's `combineExplicit(_:)`, "the average of all non-nil
    /// values"), so a guide set on a view deep in one stack aligns it with views in another; else
    /// the guide's `AlignmentID` default in the child's dimensions.
    @MainActor
    package static func customValue(of child: ViewNode, custom guide: CustomAlignmentGuide, horizontal: Bool,
                                     size: CGSize, layout: LayoutEngine) -> CGFloat {
        let own = dimensions(of: child, size: size)
        if let explicit = explicit(guide, horizontal: horizontal, in: own) { return explicit }
        if let nested = nestedValue(of: child, custom: guide, horizontal: horizontal, size: size, layout: layout) { return nested }
        return guide.defaultValue(in: own ?? ViewDimensions(size: size))
    }

    /// The explicit value of `guide` in `child`, its own or found inside it; nil when it has none.
    @MainActor
    private static func explicitValue(of child: ViewNode, custom guide: CustomAlignmentGuide, horizontal: Bool,
                                      size: CGSize, layout: LayoutEngine) -> CGFloat? {
        explicit(guide, horizontal: horizontal, in: dimensions(of: child, size: size))
            ?? nestedValue(of: child, custom: guide, horizontal: horizontal, size: size, layout: layout)
    }

    /// The average of the explicit values of `guide` in `node`'s children, in `node`'s coordinates.
    /// Any container passes them up where it places its children: a stack, a padding (shifted by its
    /// inset), a frame (by its alignment), a modifier's wrapper.
    @MainActor
    private static func nestedValue(of node: ViewNode, custom guide: CustomAlignmentGuide, horizontal: Bool,
                                    size: CGSize, layout: LayoutEngine) -> CGFloat? {
        guard !node.children.isEmpty else { return nil }
        let frames = node.presentedBehavior.placeChildren(node.children, in: size, layout: layout)
        var sum: CGFloat = 0, count = 0
        for (child, frame) in zip(node.children, frames) {
            guard let value = explicitValue(of: child, custom: guide, horizontal: horizontal, size: frame.size, layout: layout) else { continue }
            sum += value + (horizontal ? frame.minX : frame.minY)
            count += 1
        }
        return count > 0 ? sum / CGFloat(count) : nil
    }

    private static func explicit(_ guide: CustomAlignmentGuide, horizontal: Bool, in dimensions: ViewDimensions?) -> CGFloat? {
        horizontal ? dimensions?[explicit: HorizontalAlignment(custom: guide)] : dimensions?[explicit: VerticalAlignment(custom: guide)]
    }

    /// Where `children` of `sizes` go along one axis when each is aligned by its `guides` value
    /// (its own coordinates) on a common line: their extent's length, and each child's start
    /// from the extent's start.
    package static func union(lengths: [CGFloat], guides: [CGFloat]) -> (length: CGFloat, starts: [CGFloat]) {
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for (length, guide) in zip(lengths, guides) {
            low = min(low, -guide)
            high = max(high, length - guide)
        }
        guard low.isFinite, high.isFinite else { return (0, lengths.map { _ in 0 }) }
        return (high - low, guides.map { -$0 - low })
    }
}

package struct AlignmentGuideModifier: WrappingModifier {
    let guide: AlignmentGuideBehavior.Guide
    let computeValue: (ViewDimensions) -> CGFloat
    package var behavior: any NodeBehavior { AlignmentGuideBehavior(guide: guide, computeValue: computeValue) }
}

extension View {
    /// Sets this view's horizontal alignment guide `g` to the value `computeValue` returns from
    /// its dimensions (SwiftUI's `alignmentGuide(_:computeValue:)`; `AlignmentGuideBehavior`).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(guide: .horizontal(g), computeValue: computeValue))
    }

    /// Sets this view's vertical alignment guide `g` to the value `computeValue` returns from its
    /// dimensions (SwiftUI's `alignmentGuide(_:computeValue:)`; `AlignmentGuideBehavior`).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(guide: .vertical(g), computeValue: computeValue))
    }
}
