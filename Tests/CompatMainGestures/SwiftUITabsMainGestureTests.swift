import Foundation
import SwiftUITabs
import TactileTesting
import Testing

// quanghits/SwiftUI-Tabs — README "Usage" (Simple): `Tabs(tabs: ["Music", "Movies", "Books", "Games"],
// selectedTab: $selectedTab, content: { Text("Music")….tag(0) … })`, "a simple Android-like tab view": a
// row of titles over a paged `TabView`; tapping a title selects its page (the bar indicator moves under it),
// and swiping the pages selects the next or previous title.
struct SwiftUITabsReadmeView: View {
    @State var selectedTab: Int = 0

    var body: some View {
        Tabs(tabs: ["Music", "Movies", "Books", "Games"],
             selectedTab: $selectedTab,
             content: {
                Text("Music").font(.system(size: 15)).foregroundColor(.black).tag(0)
                Text("Movies").tag(1)
                Text("Books").tag(2)
                Text("Games").tag(3)
             })
    }
}

@MainActor
@Suite("quanghits/SwiftUI-Tabs: a tap on a title or a swipe of the pages selects a tab")
struct SwiftUITabsMainGestureTests {
    let host = ViewHost(SwiftUITabsReadmeView())

    var selectedTab: String? { host.stateValue(named: "selectedTab", in: "SwiftUITabsReadmeView") }
    /// The drawn texts reading `text`, top first: the title in the bar, then the page.
    func texts(_ text: String) -> [ViewSnapshot] {
        host.drawnViews.filter { $0.text == text }.sorted { $0.globalFrame.minY < $1.globalFrame.minY }
    }
    func title(_ text: String) -> CGPoint { texts(text).first?.center ?? CGPoint(x: CGFloat.nan, y: .nan) }
    /// The page reading `text`, if drawn: the second of its texts.
    func page(_ text: String) -> CGRect? { texts(text).dropFirst().first?.globalFrame }
    /// The bar indicators (2.2-pt rounded rectangles) drawn with a width, i.e. the selected one.
    var indicatorX: [CGFloat] {
        host.drawnViews.filter { $0.globalFrame.height > 2 && $0.globalFrame.height < 2.5 && $0.globalFrame.width > 1 }.map(\.globalFrame.midX)
    }

    @Test("The first page shows under the titles; the indicator is under Music")
    func layout() {
        #expect(selectedTab == "0")
        #expect(title("Music").y < (page("Music")?.midY ?? 0), "the titles above the page")
        #expect(abs((page("Music")?.midX ?? .nan) - 195) < 1, "the Music page is centred")
        #expect(indicatorX.count == 1)
        #expect(abs((indicatorX.first ?? .nan) - title("Music").x) < 10, "indicator at \(indicatorX), Music at \(title("Music").x)")
    }

    @Test("A tap on Books selects its page; the indicator moves under it")
    func tapTitle() async {
        host.tap(at: title("Books"))
        await host.settle()
        #expect(selectedTab == "2")
        #expect(abs((page("Books")?.midX ?? .nan) - 195) < 1, "the Books page scrolled in: \(String(describing: page("Books")))")
        #expect(indicatorX.count == 1)
        #expect(abs((indicatorX.first ?? .nan) - title("Books").x) < 10, "indicator at \(indicatorX), Books at \(title("Books").x)")
    }

    @Test("A swipe left on the page selects Movies, a second Books; a swipe right goes back to Movies")
    func swipePages() async {
        let y = page("Music")?.midY ?? .nan
        host.drag(from: CGPoint(x: 320, y: y), to: CGPoint(x: 60, y: y))
        await host.settle()
        #expect(selectedTab == "1")
        #expect(abs((page("Movies")?.midX ?? .nan) - 195) < 1)
        host.drag(from: CGPoint(x: 320, y: y), to: CGPoint(x: 60, y: y))
        await host.settle()
        #expect(selectedTab == "2")
        host.drag(from: CGPoint(x: 60, y: y), to: CGPoint(x: 320, y: y))
        await host.settle()
        #expect(selectedTab == "1")
        #expect(abs((indicatorX.first ?? .nan) - title("Movies").x) < 10, "indicator at \(indicatorX), Movies at \(title("Movies").x)")
    }

    @Test("On the first page a swipe right changes nothing")
    func firstPage() async {
        let y = page("Music")?.midY ?? .nan
        host.drag(from: CGPoint(x: 60, y: y), to: CGPoint(x: 320, y: y))
        await host.settle()
        #expect(selectedTab == "0")
        #expect(abs((page("Music")?.midX ?? .nan) - 195) < 1)
    }
}
