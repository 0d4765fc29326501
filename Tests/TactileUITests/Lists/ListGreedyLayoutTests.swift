import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A `Button("Add")` above a `List` of plain `@State` strings that starts empty, in a `VStack`: the
/// shape of Xcode's "App" template once its SwiftData is taken out. Each tap appends a row.
@MainActor
private struct AddToEmptyList: View {
    @State private var items: [String] = []
    var body: some View {
        VStack {
            Button("Add") { items.append("Item \(items.count)") }
            List(items, id: \.self) { Text($0) }
                .accessibilityIdentifier("list")
        }
    }
}

/// A title above a three-row list, in a `VStack`.
@MainActor
private struct TitleOverList: View {
    var body: some View {
        VStack {
            Text("Groceries").accessibilityIdentifier("title")
            List {
                Text("Milk")
                Text("Eggs")
                Text("Bread")
            }
            .accessibilityIdentifier("list")
        }
    }
}

/// How a `List` is sized, as on iOS 18: like the `ScrollView` it is, it takes all the space it is
/// offered on both axes, whatever its rows (a `UITableView` fills the frame it is given; SwiftUI's
/// List answers a proposal with the proposal). So in a `VStack` it gets what the other children
/// leave, and a list that starts empty has room for the rows inserted later.
@MainActor
@Suite("List: greedy on both axes, as a ScrollView (iOS 18)")
struct ListGreedyLayoutTests {
    @Test("an empty List below a button fills the rest of the screen; the first row an Add tap inserts is drawn and hit")
    func emptyListGetsItsFirstRow() {
        let host = ViewHost(AddToEmptyList(), canvasSize: CGSize(width: 390, height: 844))
        let add = host.view("Add").globalFrame
        let list = host.view("list").globalFrame
        #expect(abs(list.maxY - 844) < 0.001, "the empty list reaches the bottom of the screen: \(list)")
        #expect(list.minY > add.maxY && list.minY - add.maxY < 20, "it starts just below the button: \(list), button \(add)")
        #expect(abs(list.width - 390) < 0.001, "and spans the width")
        host.tap(on: "Add")
        host.advance(by: 1)
        let row = host.view(withText: "Item 0")
        #expect(row != nil, "the inserted row is in the list")
        #expect(host.drawnViews.contains { $0.text == "Item 0" }, "and drawn")
        guard let row else { return }
        #expect(list.contains(row.globalFrame), "inside the list: \(row.globalFrame)")
        host.tap(on: "Item 0")
        #expect(host.lastHitPath.contains("Item 0"), "a touch on the row reaches it: \(host.lastHitPath)")
        host.tap(on: "Add")
        host.advance(by: 1)
        #expect(host.view(withText: "Item 1") != nil, "the second tap adds the second row")
        #expect(abs(host.view("list").globalFrame.maxY - 844) < 0.001, "the list keeps its size as rows come")
    }

    @Test("a Text above a List in a VStack keeps its height and the List gets the remainder")
    func textAndListShareTheStack() {
        let host = ViewHost(TitleOverList(), canvasSize: CGSize(width: 390, height: 844))
        let title = host.view("title").globalFrame
        let list = host.view("list").globalFrame
        #expect(abs(title.minY) < 0.001, "the stack fills the screen, so the title is at its top: \(title)")
        #expect(abs(list.minY - (title.maxY + LayoutDefaults.stackSpacing)) < 0.001, "the list starts one stack spacing below: \(list)")
        #expect(abs(list.maxY - 844) < 0.001, "and takes the rest, far more than its three rows")
    }

    @Test("a one-row List framed 200 × 300 is 200 × 300: its size is the proposal, not its rows'")
    func sizeIsTheProposal() {
        let host = ViewHost(VStack {
            List { Text("One") }.frame(width: 200, height: 300).accessibilityIdentifier("small")
        }, canvasSize: CGSize(width: 390, height: 844))
        let small = host.view("small").globalFrame
        #expect(abs(small.width - 200) < 0.001 && abs(small.height - 300) < 0.001, "\(small)")
    }

    @Test("a List as a NavigationStack's root fills the page below the bar, even empty")
    func listInNavigationStack() {
        let host = ViewHost(NavigationStack {
            List([String](), id: \.self) { Text($0) }
                .accessibilityIdentifier("list")
                .navigationTitle("Items")
        }, canvasSize: CGSize(width: 390, height: 844))
        let list = host.view("list").globalFrame
        let bar = PresentationConfiguration.standard.navigationBarHeight
        #expect(abs(list.minY - bar) < 0.001 && abs(list.maxY - 844) < 0.001, "\(list)")
        #expect(abs(list.width - 390) < 0.001)
    }
}
