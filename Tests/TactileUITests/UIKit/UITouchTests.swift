import Foundation
import Testing
import TactileTesting
import TactileUI

/// UIKit's `UITouch` and the responder methods for touches, as a hosting controller that passes
/// through touches outside its subviews overrides them: they compile, can be called, and are never
/// called by Tactile, whose touches reach the SwiftUI views (UIKit's `UIResponder` documentation
/// for the methods; the touch's location converted as `UIView.convert(_:from:)`).
@MainActor
@Suite("UITouch and touch responders")
struct UITouchTests {
    /// A controller in a popup library's style: touches inside a subview are ignored, the others
    /// go on to `super`.
    private final class PassthroughController: UIViewController {
        var forwarded: [CGPoint] = []

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first else { return }
            let location = touch.location(in: view)
            if view.subviews.contains(where: { $0.frame.contains(location) }) { return }
            forwarded.append(location)
            super.touchesBegan(touches, with: event)
        }
    }

    @Test("a touch made in code is a single tap beginning at its window location, converted through the frames")
    func touchInCode() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        window.addSubview(card)
        let touch = UITouch()
        #expect(touch.phase == .began && touch.tapCount == 1 && touch.timestamp == 0 && touch.type == .direct)
        touch.locationInWindow = CGPoint(x: 50, y: 130)
        #expect(touch.location(in: nil) == CGPoint(x: 50, y: 130))
        #expect(touch.location(in: card) == CGPoint(x: 30, y: 30))
        #expect(Set([touch, touch, UITouch()]).count == 2)
    }

    @Test("an override runs when the code calls it, and the passthrough test uses the view's subviews")
    func overrideRunsWhenCalled() {
        let controller = PassthroughController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100)))
        let inside = UITouch(), outside = UITouch()
        inside.locationInWindow = CGPoint(x: 10, y: 50)
        outside.locationInWindow = CGPoint(x: 10, y: 500)
        controller.touchesBegan([inside], with: UIEvent())
        controller.touchesBegan([outside], with: UIEvent())
        #expect(controller.forwarded == [CGPoint(x: 10, y: 500)])
    }

    /// The same passthrough as a hosting controller of a SwiftUI view.
    private final class PassthroughHosting<Content: View>: UIHostingController<Content> {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            began += 1
            super.touchesBegan(touches, with: event)
        }
    }

    @Test("Tactile never calls the responder methods: the hosted SwiftUI view takes the touch")
    func neverCalledByTactile() {
        final class Taps { var count = 0 }
        let taps = Taps()
        let controller = PassthroughHosting(rootView: Color.blue.frame(width: 200, height: 200).onTapGesture { taps.count += 1 })
        let host = ViewHost(controller.rootView, canvasSize: CGSize(width: 300, height: 300))
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(taps.count == 1)
        #expect(controller.began == 0)
    }
}
