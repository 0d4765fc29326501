import Foundation
import Testing
import TactileTesting

/// `UIScrollView` as SwiftUI code configures it, and UIKit's keyboard notifications: a holder of
/// its properties whose delegate hears what the code itself changes; a keyboard the host never shows.
@MainActor
@Suite("UIScrollView and the keyboard notifications")
struct UIScrollViewTests {
    final class Watcher: UIScrollViewDelegate {
        var scrolled: [CGPoint] = []
        var zoomed: [CGFloat] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled.append(scrollView.contentOffset) }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zoomed.append(scrollView.zoomScale) }
    }

    @Test("the delegate hears offset and zoom changes the code makes; the zoom is clamped to its range; unchanged values say nothing")
    func delegateHearsTheCodesChanges() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let watcher = Watcher()
        scrollView.delegate = watcher
        scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(watcher.scrolled == [CGPoint(x: 0, y: 120)])
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.zoomScale = 9
        scrollView.setZoomScale(0.5, animated: false)
        #expect(watcher.zoomed == [4, 1])
        #expect(scrollView.zoomScale == 1)
    }

    @Test("the appearance proxy is one shared object that keeps what is written")
    func appearanceIsKept() {
        UIScrollView.appearance().bounces = false
        #expect(UIScrollView.appearance() === UIScrollView.appearance())
        #expect(UIScrollView.appearance().bounces == false)
        UIScrollView.appearance().bounces = true
    }

    @Test("a focused text field posts no keyboard notification: the host has no on-screen keyboard")
    func noKeyboardNotifications() {
        struct Form: View {
            @State private var name = ""
            @State private var shown = 0
            var body: some View {
                VStack {
                    TextField("Name", text: $name).accessibilityIdentifier("name")
                    Text("shown \(shown)").accessibilityIdentifier("shown")
                }
                .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { _ in shown += 1 }
            }
        }
        let host = ViewHost(Form())
        host.tap(on: "name")
        host.typeText("Ada")
        #expect(host.view("shown").text == "shown 0")
        #expect(host.view(withText: "Ada") != nil, "the field took the typing")
    }
}
