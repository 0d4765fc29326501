import Foundation

/// A type that defines the geometry of a scroll view (SwiftUI's `ScrollGeometry`, iOS 18):
/// what `onScrollGeometryChange(for:of:action:)` transforms and `ScrollPhaseChangeContext`
/// carries.
///
/// Tactile fills it from the scroll view's `ScrollState` after each layout: `contentOffset` is
/// the content point at the viewport's top-leading corner (`-contentInsets.top` at rest at the
/// top, so 0 without margins; less while rubber-banding past it), `containerSize` the scroll
/// view's size, `contentSize` its content's size without the margins, `contentInsets` the
/// margins `contentMargins(_:_:for:)` set (zero by default).
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// The content offset of the scroll view.
    public var contentOffset: CGPoint
    /// The size of the content of the scroll view.
    public var contentSize: CGSize
    /// The content insets of the scroll view: added to the content size, the total scrollable space.
    public var contentInsets: EdgeInsets
    /// The size of the container of the scroll view.
    public var containerSize: CGSize

    /// Creates a scroll geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The visible rect of the scroll view, in the content's coordinates: the container's size at
    /// the content offset.
    public var visibleRect: CGRect {
        CGRect(origin: contentOffset, size: containerSize)
    }

    /// The bounds rect of the scroll view: unlike the visible rect, within the content insets.
    public var bounds: CGRect {
        CGRect(x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
               width: max(0, containerSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, containerSize.height - contentInsets.top - contentInsets.bottom))
    }

    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), "
            + "contentInsets: \(contentInsets), containerSize: \(containerSize))"
    }
}
