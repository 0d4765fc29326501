import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `searchable`: the field in the navigation bar's drawer filters a list as the user types,
/// `isSearching` follows the search from the tap to Cancel, Return submits it, and
/// `dismissSearch` and the `isPresented` binding end and start it (docs/COMPATIBILITY.md, "Search").
@MainActor
@Suite("Search")
struct SearchableTests {
    final class Log { var submitted: [String] = [] }

    static let fruits = ["Apple", "Apricot", "Banana", "Cherry"]

    /// Shows whether a search is under way, and ends it from inside.
    struct SearchStatus: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            HStack {
                Text(isSearching ? "searching" : "idle").accessibilityIdentifier("status")
                Button("Done") { dismissSearch() }
            }
        }
    }

    struct Fruits: View {
        let log: Log
        @State private var query = ""
        var body: some View {
            NavigationStack {
                VStack(spacing: 0) {
                    SearchStatus()
                    ForEach(SearchableTests.fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) {
                        Text($0)
                    }
                    Spacer()
                }
                .accessibilityIdentifier("content")
                .navigationTitle("Fruits")
                .searchable(text: $query, prompt: Text("Search fruits"))
                .onSubmit(of: .search) { log.submitted.append(query) }
            }
        }
    }

    @Test("the field shows its prompt in a drawer below the title, and the page's content starts below both")
    func fieldInDrawerBelowTitle() throws {
        let host = ViewHost(Fruits(log: Log()), canvasSize: CGSize(width: 390, height: 700))
        let title = try #require(host.view(withText: "Fruits"))
        let prompt = try #require(host.view(withText: "Search fruits"))
        #expect(prompt.globalFrame.minY >= title.globalFrame.maxY, "the field is below the title")
        let configuration = PresentationConfiguration.standard
        #expect(abs(host.view("content").globalFrame.minY - (configuration.navigationBarHeight + SearchFieldDefaults.drawerHeight)) < 0.001)
        #expect(host.view(withText: "Cancel") == nil, "no Cancel before a search starts")
        #expect(host.view("status").text == "idle")
    }

    @Test("typing filters the list; the search is under way from the tap, and Return submits it without ending it")
    func typingFiltersAndReturnSubmits() {
        let log = Log()
        let host = ViewHost(Fruits(log: log), canvasSize: CGSize(width: 390, height: 700))
        host.tap(on: "search field")
        #expect(host.isEditingText)
        #expect(host.view("status").text == "searching")
        #expect(host.view(withText: "Cancel") != nil)
        host.typeText("ap")
        #expect(host.view(withText: "Apple") != nil)
        #expect(host.view(withText: "Apricot") != nil)
        #expect(host.view(withText: "Banana") == nil)
        host.typeText("r\n")
        #expect(log.submitted == ["apr"], "onSubmit(of: .search) runs on Return")
        #expect(!host.isEditingText, "Return ends the editing")
        #expect(host.view("status").text == "searching", "the search stays under way, as after the keyboard's Search key")
        #expect(host.view(withText: "Apple") == nil)
    }

    @Test("Cancel clears the text and ends the search; the list is whole again")
    func cancelEndsTheSearch() {
        let host = ViewHost(Fruits(log: Log()), canvasSize: CGSize(width: 390, height: 700))
        host.tap(on: "search field")
        host.typeText("ban")
        #expect(host.view(withText: "Cherry") == nil)
        host.tap(on: "Cancel")
        #expect(!host.isEditingText)
        #expect(host.view("status").text == "idle")
        #expect(host.view(withText: "Cancel") == nil)
        #expect(host.view(withText: "Search fruits") != nil, "the prompt shows again")
        for fruit in SearchableTests.fruits { #expect(host.view(withText: fruit) != nil) }
    }

    @Test("dismissSearch from a view inside ends the search as Cancel does; the clear button empties the text only")
    func dismissSearchAndClear() throws {
        let host = ViewHost(Fruits(log: Log()), canvasSize: CGSize(width: 390, height: 700))
        host.tap(on: "search field")
        host.typeText("che")
        host.tap(on: try host.elements(matching: .label("Clear text")).only)
        #expect(host.view("status").text == "searching", "clearing keeps the search")
        #expect(host.view(withText: "Banana") != nil)
        host.typeText("che")
        host.tap(on: "Done")
        #expect(host.view("status").text == "idle")
        #expect(!host.isEditingText)
        #expect(host.view(withText: "Banana") != nil, "the text was cleared")
    }

    struct Presented: View {
        @State private var query = ""
        @State private var isPresented = false
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Find") { isPresented = true }
                    Text(isPresented ? "on" : "off").accessibilityIdentifier("flag")
                }
                .searchable(text: $query, isPresented: $isPresented)
            }
        }
    }

    @Test("setting isPresented to true focuses the field; Cancel sets it back to false")
    func isPresentedBinding() {
        let host = ViewHost(Presented(), canvasSize: CGSize(width: 390, height: 700))
        #expect(host.view(withText: "Search") != nil, "the default prompt")
        host.tap(on: "Find")
        #expect(host.view("flag").text == "on")
        #expect(host.view(withText: "Cancel") != nil)
        #expect(host.isEditingText)
        host.typeText("x")
        host.tap(on: "Cancel")
        #expect(host.view("flag").text == "off")
        #expect(host.view(withText: "Search") != nil)
    }

    @Test("on the stack itself the field belongs to the root page; a pushed page has none; without a stack there is no field")
    func placementByContainer() {
        struct OnStack: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    NavigationLink("Next") { Color.mint.accessibilityIdentifier("detail").navigationTitle("Detail") }
                        .navigationTitle("Root")
                }
                .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Find")
            }
        }
        let host = ViewHost(OnStack(), canvasSize: CGSize(width: 390, height: 700))
        #expect(host.view(withText: "Find") != nil)
        host.tap(on: "Next")
        host.advance(by: 1)
        let barHeight = PresentationConfiguration.standard.navigationBarHeight
        #expect(abs(host.view("detail").globalFrame.minY - barHeight) < 0.001, "a pushed page has no search drawer")

        struct Bare: View {
            @State private var query = ""
            var body: some View { Text("Alone").searchable(text: $query) }
        }
        let bare = ViewHost(Bare(), canvasSize: CGSize(width: 390, height: 700))
        #expect(bare.view(withText: "Alone") != nil)
        #expect(bare.view(withText: "Search") == nil, "outside a navigation stack iPhone shows no field")
    }
}
