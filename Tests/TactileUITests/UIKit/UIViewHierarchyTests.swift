import Foundation
import Testing
import TactileUI

/// A `UIView`'s tree, its own layout pass and hit test, as UIKit code that manages views asks for
/// them (a window letting touches through to the windows behind it walks its subviews).
@MainActor
@Suite("UIView: the view tree, layoutIfNeeded and hitTest answer as UIKit's")
struct UIViewHierarchyTests {
    /// Counts its layout passes, as a subclass overriding `layoutSubviews()` sees them.
    private final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    @Test("addSubview puts a view in front and takes it from its former superview; removeFromSuperview takes it out; a view is never its own ancestor")
    func tree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = UIView()
        let first = UIView()
        let second = UIView()
        root.addSubview(first)
        root.addSubview(second)
        #expect(root.subviews.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        #expect(first.superview === root)

        other.addSubview(first)
        #expect(root.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
        #expect(first.superview === other)

        first.addSubview(other)
        first.addSubview(first)
        #expect(first.subviews.isEmpty, "adding an ancestor or the view itself does nothing")

        second.removeFromSuperview()
        second.removeFromSuperview()
        #expect(root.subviews.isEmpty && second.superview == nil)
    }

    @Test("layoutIfNeeded runs layoutSubviews once after setNeedsLayout or a change of subviews, and again only when asked again, down the tree")
    func layoutPass() {
        let parent = CountingView()
        let child = CountingView()
        parent.layoutIfNeeded()
        #expect(parent.layouts == 0)
        parent.addSubview(child)
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        parent.layoutIfNeeded()
        #expect(parent.layouts == 1 && child.layouts == 1)
        child.removeFromSuperview()
        parent.layoutIfNeeded()
        #expect(parent.layouts == 2)
    }

    @Test("hitTest answers the frontmost subview under the point, else the view; nil outside it, or when hidden or not taking touches")
    func hitTesting() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        window.addSubview(back)
        window.addSubview(front)
        front.addSubview(inner)
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === front, "front covers back there")
        #expect(window.hitTest(CGPoint(x: 57, y: 57), with: UIEvent()) === inner, "in front's coordinates (7, 7)")
        #expect(window.hitTest(CGPoint(x: 190, y: 5), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 250, y: 5), with: nil) == nil)

        front.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === back)
        back.isHidden = true
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === window)
        #expect(UIView().isUserInteractionEnabled)
        #expect(UIEvent().type == .touches && UIEvent.EventType.scroll.rawValue == 10)
    }

    @Test("convert(_:to:) and convert(_:from:) move points and rectangles through the frames' origins, to the topmost ancestor when no view is named")
    func convertsThroughTheTree() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let panel = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        let button = UIView(frame: CGRect(x: 10, y: 15, width: 40, height: 40))
        let sibling = UIView(frame: CGRect(x: 200, y: 50, width: 50, height: 50))
        window.addSubview(panel)
        panel.addSubview(button)
        window.addSubview(sibling)
        #expect(button.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 35, y: 120))
        #expect(button.convert(CGPoint(x: 5, y: 5), to: window) == CGPoint(x: 35, y: 120))
        #expect(button.convert(CGPoint(x: 5, y: 5), to: sibling) == CGPoint(x: -165, y: 70))
        #expect(sibling.convert(CGPoint(x: -165, y: 70), to: button) == CGPoint(x: 5, y: 5), "to and back")
        #expect(panel.convert(CGPoint(x: 35, y: 120), from: window) == CGPoint(x: 15, y: 20))
        #expect(window.convert(CGRect(x: 0, y: 0, width: 40, height: 40), from: button) == CGRect(x: 30, y: 115, width: 40, height: 40))
    }

    @Test("a view below 0.01 alpha is passed over by hitTest, as UIKit documents; views are equal only to themselves")
    func alphaAndIdentity() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(cover)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === cover)
        cover.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root, "an almost transparent view takes no touches")
        cover.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === cover)
        #expect(root == root && root != cover && Set([root, cover, root]).count == 2)
    }
}
