import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A counter whose state must survive pushes and pops.
private struct RootList: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Root taps \(taps)") { taps += 1 }
            NavigationLink("Open 1", value: 1)
            NavigationLink(destination: Text("Plain destination")) { Text("Open plain") }
        }
        .navigationTitle("Numbers")
        .navigationDestination(for: Int.self) { number in
            NumberPage(number: number)
        }
    }
}

private struct NumberPage: View {
    let number: Int
    @Environment(\.dismiss) private var dismiss
    @State private var dragged: CGFloat = 0

    var body: some View {
        VStack {
            Text("Page \(number)")
            NavigationLink("Open \(number + 1)", value: number + 1)
            Button("Done \(number)") { dismiss() }
            Color.blue.frame(width: 100, height: 60)
                .gesture(DragGesture().onEnded { dragged = $0.translation.height })
                .accessibilityIdentifier("pad")
            Text("dragged \(Int(dragged))")
        }
        .navigationTitle("Number \(number)")
    }
}

/// A stack bound to an `[Int]` path shown outside it.
private struct BoundStack: View {
    @State var path: [Int] = []
    var body: some View {
        VStack(spacing: 0) {
            Text("path \(path.map(String.init).joined(separator: ","))")
            NavigationStack(path: $path) { RootList() }
        }
    }
}

/// A stack bound to a `NavigationPath`.
private struct PathStack: View {
    @State var path = NavigationPath()
    var body: some View {
        VStack(spacing: 0) {
            Text("count \(path.count)")
            Button("Push 5") { path.append(5) }
            NavigationStack(path: $path) { RootList() }
        }
    }
}

@MainActor
@Suite("NavigationStack: a link pushes, Back pops, the leading-edge swipe pops past half or on a flick (UINavigationController)")
struct NavigationStackScenarioTests {
    /// The top page's title in the bar (the topmost text with that string).
    private func isShowing(_ host: ViewHost<some View>, _ text: String) -> Bool {
        guard let view = host.view(withText: text) else { return false }
        return view.globalFrame.minX >= -0.5 && view.globalFrame.maxX <= 390.5
    }

    @Test("a tap on a NavigationLink pushes its value's destination, sliding in from the trailing edge; the path follows")
    func pushes() {
        let host = ViewHost(BoundStack())
        #expect(host.view(withText: "Numbers") != nil, "the root's title is in the bar")
        host.tap(on: "Open 1")
        #expect(host.view(withText: "path 1") != nil)
        host.advance(by: 0.05)
        let sliding = host.view("Page 1").center.x
        host.advance(by: 1)
        #expect(sliding > host.view("Page 1").center.x + 50, "mid-push the page is still towards the trailing edge")
        #expect(abs(host.view("Page 1").center.x - 195) < 0.5)
        #expect(host.view(withText: "Number 1") != nil, "the pushed page's title")
        #expect(host.view(withText: "< Numbers") != nil, "the back button carries the root's title")
    }

    @Test("Back pops the top page and the path; the root's state survived the push and pop")
    func backPops() {
        let host = ViewHost(BoundStack())
        host.tap(on: "Root taps 0")
        host.tap(on: "Open 1")
        host.advance(by: 1)
        host.tap(on: "Open 2")
        host.advance(by: 1)
        #expect(host.view(withText: "path 1,2") != nil)
        host.tap(on: "< Number 1")
        #expect(host.view(withText: "path 1") != nil)
        host.advance(by: 1)
        #expect(host.view(withText: "Page 2") == nil)
        host.tap(on: "< Numbers")
        host.advance(by: 1)
        #expect(host.view(withText: "path ") != nil)
        #expect(host.view(withText: "Root taps 1") != nil, "the root's @State survived")
    }

    @Test("a slow edge swipe past half pops; short of half the page slides back")
    func edgeSwipe() {
        let host = ViewHost(BoundStack())
        host.tap(on: "Open 1")
        host.advance(by: 1)
        let y = host.view("Page 1").center.y + 150
        host.drag(from: CGPoint(x: 5, y: y), to: CGPoint(x: 150, y: y), duration: 2, lift: false)
        #expect(host.view("Page 1").globalFrame.minX > 100, "the page follows the finger")
        host.touchUp()
        host.advance(by: 1)
        #expect(host.view(withText: "path 1") != nil)
        #expect(abs(host.view("Page 1").center.x - 195) < 0.5, "it slid back")
        host.drag(from: CGPoint(x: 5, y: y), to: CGPoint(x: 260, y: y), duration: 2)
        #expect(host.view(withText: "path ") != nil, "past half: popped")
    }

    @Test("a fast edge flick pops although it moved less than half")
    func edgeFlick() {
        let host = ViewHost(BoundStack())
        host.tap(on: "Open 1")
        host.advance(by: 1)
        let y = host.view("Page 1").center.y + 150
        host.drag(from: CGPoint(x: 5, y: y), to: CGPoint(x: 100, y: y), duration: 0.05)
        #expect(host.view(withText: "path ") != nil)
    }

    @Test("a swipe that does not start at the leading edge does not pop")
    func notFromTheEdge() {
        let host = ViewHost(BoundStack())
        host.tap(on: "Open 1")
        host.advance(by: 1)
        let y = host.view("Page 1").center.y + 150
        host.drag(from: CGPoint(x: 60, y: y), to: CGPoint(x: 350, y: y), duration: 0.3)
        host.advance(by: 1)
        #expect(host.view(withText: "path 1") != nil)
    }

    @Test("dismiss in a pushed view pops it")
    func dismissPops() {
        let host = ViewHost(BoundStack())
        host.tap(on: "Open 1")
        host.advance(by: 1)
        host.tap(on: "Open 2")
        host.advance(by: 1)
        host.tap(on: "Done 2")
        #expect(host.view(withText: "path 1") != nil)
    }

    @Test("a gesture inside a pushed view still works")
    func gestureInside() {
        let host = ViewHost(BoundStack())
        host.tap(on: "Open 1")
        host.advance(by: 1)
        host.drag(on: "pad", by: CGSize(width: 0, height: 40))
        #expect(host.view(withText: "dragged 40") != nil)
    }

    @Test("NavigationPath: appending outside pushes, a link appends, Back removes")
    func navigationPath() {
        let host = ViewHost(PathStack())
        host.tap(on: "Push 5")
        host.advance(by: 1)
        #expect(host.view(withText: "count 1") != nil)
        #expect(isShowing(host, "Page 5"))
        host.tap(on: "Open 6")
        host.advance(by: 1)
        #expect(host.view(withText: "count 2") != nil)
        host.tap(on: "< Number 5")
        #expect(host.view(withText: "count 1") != nil)
    }

    @Test("NavigationLink(destination:) pushes its view without a path element; Back pops it")
    func destinationLink() {
        let host = ViewHost(BoundStack())
        host.tap(on: "Open plain")
        host.advance(by: 1)
        #expect(isShowing(host, "Plain destination"))
        #expect(host.view(withText: "path ") != nil)
        host.tap(on: "< Numbers")
        host.advance(by: 1)
        #expect(host.view(withText: "Plain destination") == nil)
    }

    @Test("a stack without a path binding keeps its own; the root page has no Back button")
    func ownPath() {
        let host = ViewHost(NavigationStack { RootList() })
        #expect(host.view(withText: "< Back") == nil)
        #expect(host.view(withText: "< Numbers") == nil)
        host.tap(on: "Open 1")
        host.advance(by: 1)
        #expect(host.view(withText: "Page 1") != nil)
        host.tap(on: "< Numbers")
        host.advance(by: 1)
        #expect(host.view(withText: "Page 1") == nil)
    }

    /// UINavigationBar: the back button's title is the previous item's title; when that does not
    /// fit beside the title UIKit shortens it to "Back".
    @Test("the back button carries the previous page's title; \"Back\" when it does not fit or there is none")
    func backButtonTitle() {
        @MainActor struct Titled: View {
            let root: String
            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink("Open") { Text("Detail").navigationTitle("Detail page") }
                        NavigationLink("Open untitled") { NavigationLink("Deeper") { Text("Deepest") } }
                    }
                    .navigationTitle(root)
                }
            }
        }
        let host = ViewHost(Titled(root: "Settings"))
        host.tap(on: "Open")
        host.advance(by: 1)
        #expect(isShowing(host, "< Settings"))
        host.tap(on: "< Settings")
        host.advance(by: 1)
        #expect(isShowing(host, "Open"), "the titled back button pops")

        let long = ViewHost(Titled(root: "A root title far too long to sit beside another"))
        long.tap(on: "Open")
        long.advance(by: 1)
        #expect(isShowing(long, "< Back"), "too long beside \"Detail page\": Back")
        #expect(long.view(withText: "< A root title far too long to sit beside another") == nil)

        let untitled = ViewHost(Titled(root: "Settings"))
        untitled.tap(on: "Open untitled")
        untitled.advance(by: 1)
        untitled.tap(on: "Deeper")
        untitled.advance(by: 1)
        #expect(isShowing(untitled, "Deepest"))
        #expect(isShowing(untitled, "< Back"), "the page below has no title")
    }

    /// UINavigationController: pushing a view controller runs the covered one's
    /// `viewDidDisappear` (SwiftUI's `onDisappear`); popping back runs its `viewWillAppear`
    /// (`onAppear`) again, while its state is kept.
    @Test("a push runs the covered page's onDisappear; the pop runs its onAppear again, its state kept")
    func coveredPageDisappearsAndAppears() {
        let log = Recorder()
        @MainActor struct Root: View {
            let log: Recorder
            @State private var taps = 0
            var body: some View {
                VStack {
                    Button("Root taps \(taps)") { taps += 1 }
                    NavigationLink("Open") {
                        Text("Detail")
                            .onAppear { log("detail appear") }
                            .onDisappear { log("detail disappear") }
                    }
                }
                .navigationTitle("Root")
                .onAppear { log("root appear") }
                .onDisappear { log("root disappear") }
            }
        }
        let host = ViewHost(NavigationStack { Root(log: log) })
        #expect(log.entries == ["root appear"])
        host.tap(on: "Root taps 0")
        host.tap(on: "Open")
        host.advance(by: 1)
        // Each group in either order: UIKit interleaves them with the transition.
        #expect(log.entries.count == 3 && Set(log.entries.dropFirst()) == ["root disappear", "detail appear"], "\(log.entries)")
        host.tap(on: "< Root")
        host.advance(by: 1)
        #expect(log.entries.count == 5 && Set(log.entries.dropFirst(3)) == ["detail disappear", "root appear"], "\(log.entries)")
        #expect(host.view(withText: "Root taps 1") != nil, "the root's state survived")
    }

    @Test("the interactive pop's release rule")
    func popRule() {
        let configuration = PresentationConfiguration.standard
        #expect(NavigationPagesView<EmptyView>.pops(translation: 200, velocity: 0, width: 390, configuration: configuration))
        #expect(!NavigationPagesView<EmptyView>.pops(translation: 190, velocity: 0, width: 390, configuration: configuration))
        #expect(NavigationPagesView<EmptyView>.pops(translation: 20, velocity: 1000, width: 390, configuration: configuration))
        #expect(!NavigationPagesView<EmptyView>.pops(translation: 300, velocity: -1000, width: 390, configuration: configuration))
    }

    @Test("the iOS 13 forms with a destination view made up front push it, in a toolbar as in a list")
    func destinationViewForms() {
        struct AddPage: View { var body: some View { Text("New item").navigationTitle("Add") } }
        struct Items: View {
            var body: some View {
                NavigationStack {
                    List { NavigationLink(verbatimTitle, destination: Text("Milk details")) }
                        .navigationTitle("Items")
                        .toolbar { ToolbarItem(placement: .navigationBarTrailing) { NavigationLink("Add", destination: AddPage()) } }
                }
            }
            var verbatimTitle: String { "Milk" }
        }
        let host = ViewHost(Items(), device: .iPhone16)
        host.tap(on: "Add")
        host.advance(by: 1)
        #expect(host.view(withText: "New item") != nil)
        let list = ViewHost(Items(), device: .iPhone16)
        list.tap(on: "Milk")
        list.advance(by: 1)
        #expect(list.view(withText: "Milk details") != nil)
    }
}
