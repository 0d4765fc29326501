import Foundation
import PagerTabStripView
import TactileTesting
import Testing

// xmartlabs/PagerTabStripView — README "Usage": pages in a `PagerTabStripView(selection:)`, each with a
// `.pagerTabItem(tag:) { TitleNavBarItem(title:) }`; "it allows the user to switch between your views
// either by swiping or tapping a tab bar item". The library's swipe is a `DragGesture(minimumDistance: 25)`
// whose predicted end, over the page width, picks the next page.
/// The README's tab item is the example app's view, not the library's: ours, in its style.
struct TitleNavBarItem: View {
    let title: String
    var body: some View {
        Text(title).padding(.vertical, 10).frame(maxWidth: .infinity)
    }
}

struct PagerReadmeView: View {
    @State var selection = 1

    var body: some View {
        PagerTabStripView(selection: $selection) {
            Text("First page").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow)
                .pagerTabItem(tag: 1) { TitleNavBarItem(title: "Tab 1") }
            Text("Second page").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.green)
                .pagerTabItem(tag: 2) { TitleNavBarItem(title: "Tab 2") }
            Text("Profile page").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.blue)
                .pagerTabItem(tag: 3) { TitleNavBarItem(title: "Profile") }
        }
    }
}

@MainActor
@Suite("xmartlabs/PagerTabStripView: swiping and tapping a tab switch pages")
struct PagerTabStripViewMainGestureTests {
    let host = ViewHost(PagerReadmeView())

    var selection: String? { host.stateValue(named: "selection", in: "PagerReadmeView") }
    /// The x of a page's title: 195 when it is the page on screen.
    func pageX(_ text: String) -> CGFloat { host.view(withText: text)?.center.x ?? .nan }

    @Test("A swipe left moves to the second page, which slides into view")
    func swipeLeft() async {
        #expect(selection == "1")
        #expect(abs(pageX("First page") - 195) < 1)
        host.drag(from: CGPoint(x: 320, y: 500), to: CGPoint(x: 80, y: 500), duration: 0.25)
        await host.settle()
        #expect(selection == "2")
        #expect(abs(pageX("Second page") - 195) < 1, "the second page is on screen: \(pageX("Second page"))")
        #expect(abs(pageX("First page") - (195 - 390)) < 1)
    }

    @Test("A swipe right from the second page goes back to the first")
    func swipeRight() async {
        host.drag(from: CGPoint(x: 320, y: 500), to: CGPoint(x: 80, y: 500), duration: 0.25)
        await host.settle()
        host.drag(from: CGPoint(x: 80, y: 500), to: CGPoint(x: 320, y: 500), duration: 0.25)
        await host.settle()
        #expect(selection == "1")
        #expect(abs(pageX("First page") - 195) < 1)
    }

    @Test("Tapping the Profile tab item selects the third page")
    func tapTab() async {
        host.tap(on: "Profile")
        await host.settle()
        #expect(selection == "3")
        #expect(abs(pageX("Profile page") - 195) < 1)
    }

    @Test("A slow 60-pt drag does not turn the page; a swipe right on the first page only stretches it")
    func shortDragAndEdge() async {
        host.drag(from: CGPoint(x: 250, y: 500), to: CGPoint(x: 190, y: 500), duration: 1)
        await host.settle()
        #expect(selection == "1")
        host.drag(from: CGPoint(x: 80, y: 500), to: CGPoint(x: 320, y: 500), duration: 0.25)
        await host.settle()
        #expect(selection == "1")
        #expect(abs(pageX("First page") - 195) < 1)
    }
}
