import Foundation
import TactileGestures
import TactileUI

/// What a test can inspect of one view at one moment: its rendered geometry, opacity, fill and
/// text. A value: it does not change when the view does (find the view again to see changes).
public struct ViewSnapshot: Equatable, CustomStringConvertible {
    /// The axis-aligned box of the view on the canvas where it is drawn: after the offset, scale
    /// and rotation of its ancestors and of the effect modifiers it wraps (`ViewNode.drawnFrame`),
    /// as iOS UI tests report an element's frame.
    public let globalFrame: CGRect
    /// Maps the view's local coordinates (origin at its top-leading corner) to the canvas.
    public let transform: CGAffineTransform
    /// The opacity the view is drawn with (its ancestors' included).
    public let opacity: Double
    /// The colour a shape, colour or symbol fills with, or a text is drawn in; nil otherwise.
    public let fillColor: Color?
    /// The string of the first `Text` in the view, if any.
    public let text: String?
    /// The view's accessibility identifier, if any.
    public let identifier: String?

    @MainActor
    init(_ node: ViewNode) {
        globalFrame = node.drawnFrame
        transform = node.transform
        opacity = node.opacity
        let drawing = node.subtree.lazy.map(\.presentedBehavior)
        fillColor = drawing.compactMap { behavior -> Color? in
            switch behavior {
            case let shape as ShapeBehavior: Color(resolved: shape.color)
            case let fill as ColorFillBehavior: Color(resolved: fill.color)
            case let text as TextBehavior: Color(resolved: text.color)
            case let symbol as ImageBehavior: Color(resolved: symbol.color)
            default: nil
            }
        }.first
        text = node.subtree.lazy.compactMap { ($0.behavior as? TextBehavior)?.string }.first
        identifier = node.accessibilityIdentifier
    }

    /// The centre of `globalFrame`.
    public var center: CGPoint { CGPoint(x: globalFrame.midX, y: globalFrame.midY) }

    public var description: String {
        "view \(identifier ?? text ?? "?") at \(globalFrame), opacity \(opacity)\(fillColor.map { ", fill \($0)" } ?? "")"
    }
}
