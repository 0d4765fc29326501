import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A two-column split view over fruits: a sidebar `List(selection:)` and a detail that shows the
/// selection, as Apple's `NavigationSplitView` documentation sketches it.
@MainActor
private struct FruitSplit: View {
    static let fruits = ["Apple", "Banana", "Cherry"]
    @State private var selected: String?
    @State private var visibility = NavigationSplitViewVisibility.all
    var detailOnly = false

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(FruitSplit.fruits, id: \.self, selection: $selected) { Text($0) }
                .navigationTitle("Fruit")
        } detail: {
            Text(selected.map { "Detail \($0)" } ?? "Pick a fruit").accessibilityIdentifier("detail")
        }
        .onAppear { if detailOnly { visibility = .detailOnly } }
    }
}

/// A three-column split view: kinds, then fruits of the kind, then the fruit.
@MainActor
private struct ThreeColumns: View {
    @State private var kind: String?
    @State private var fruit: String?

    var body: some View {
        NavigationSplitView {
            List(["Berries", "Pomes"], id: \.self, selection: $kind) { Text($0) }
        } content: {
            List(kind == "Berries" ? ["Cherry", "Grape"] : ["Apple", "Pear"], id: \.self, selection: $fruit) { Text($0) }
        } detail: {
            Text(fruit ?? "None").accessibilityIdentifier("detail")
        }
    }
}

/// `NavigationSplitView` as iOS 18 shows it: collapsed into one navigation stack on a
/// compact-width iPhone (the sidebar first; a selection pushes the next column), columns side by
/// side on a regular-width iPad (Apple, "NavigationSplitView": "In narrow size classes … the
/// split view collapses all of its columns into a stack").
@MainActor
@Suite("NavigationSplitView: a stack on iPhone, columns on iPad (iOS 18)")
struct NavigationSplitViewTests {
    @Test("on an iPhone the sidebar shows alone; a tap on a row selects it and pushes the detail; Back returns to the sidebar")
    func collapsedOnIPhone() {
        let host = ViewHost(FruitSplit(), device: .iPhone16)
        #expect(host.view(withText: "Fruit") != nil, "the sidebar's title is in the bar")
        #expect(host.view(withIdentifier: "detail") == nil, "the detail is not shown yet")
        host.tap(on: "Banana")
        host.advance(by: 1)
        #expect(host.view(withIdentifier: "detail")?.text == "Detail Banana", "the detail of the selection was pushed")
        #expect(host.view(withText: "< Fruit") != nil, "with a back button to the sidebar")
        host.tap(on: "< Fruit")
        host.advance(by: 1)
        #expect(host.view(withIdentifier: "detail") == nil)
        host.tap(on: "Cherry")
        host.advance(by: 1)
        #expect(host.view(withIdentifier: "detail")?.text == "Detail Cherry")
    }

    @Test("on an iPad the sidebar and the detail are side by side; a selection updates the detail in place")
    func columnsOnIPad() {
        let host = ViewHost(FruitSplit(), device: .iPadPro11)
        let apple = host.view("Apple").globalFrame
        let detail = host.view("detail").globalFrame
        let width = PresentationConfiguration.standard.splitViewColumnWidth
        #expect(apple.maxX < width && detail.minX > width, "sidebar, then detail: \(apple), \(detail)")
        #expect(host.view("detail").text == "Pick a fruit")
        host.tap(on: "Apple")
        host.advance(by: 1)
        #expect(host.view("detail").text == "Detail Apple")
        #expect(host.view(withText: "Banana") != nil, "the sidebar stays")
    }

    @Test("columnVisibility .detailOnly on an iPad hides the sidebar")
    func detailOnly() {
        let host = ViewHost(FruitSplit(detailOnly: true), device: .iPadPro11)
        host.advance(by: 1)
        #expect(host.view(withText: "Apple") == nil)
        #expect(abs(host.view("detail").globalFrame.midX - 834 / 2) < 1, "the detail fills the width")
    }

    @Test("three columns on an iPhone: the sidebar pushes the content column, which pushes the detail")
    func threeColumnsCollapsed() {
        let host = ViewHost(ThreeColumns(), device: .iPhone16)
        host.tap(on: "Berries")
        host.advance(by: 1)
        #expect(host.view(withText: "Grape") != nil, "the content column for the kind")
        host.tap(on: "Grape")
        host.advance(by: 1)
        #expect(host.view(withIdentifier: "detail")?.text == "Grape")
    }

    @Test("navigationSplitViewColumnWidth sets the sidebar's width on an iPad")
    func columnWidth() {
        let host = ViewHost(NavigationSplitView {
            Text("Side").accessibilityIdentifier("side").navigationSplitViewColumnWidth(200)
        } detail: {
            Text("Main")
        }, device: .iPadPro11)
        // The text is centred in its column: a 200-point column puts its middle at x = 100.
        #expect(abs(host.view("side").globalFrame.midX - 100) < 0.5, "\(host.view("side").globalFrame)")
        #expect(host.view("Main").globalFrame.minX > 200)
    }
}
