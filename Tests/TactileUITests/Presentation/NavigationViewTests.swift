import Foundation
import Testing
import TactileTesting
import TactileUI

/// `NavigationView` and the deprecated bar modifiers as code written before iOS 16 uses them: on an
/// iPhone a `NavigationView` is a stack (`NavigationLink(destination:)` pushes, Back pops) and
/// `navigationBarTitle(_:displayMode:)` titles the page (SwiftUI's documentation of each).
@MainActor
@Suite("NavigationView: a stack, titled by navigationBarTitle")
struct NavigationViewTests {
    private struct Examples: View {
        @State private var opened = 0
        var body: some View {
            NavigationView {
                VStack {
                    Text("opened \(opened)")
                    NavigationLink(destination: Detail()) { Text("Basic") }
                        .simultaneousGesture(TapGesture().onEnded { opened += 1 })
                }
                .navigationBarTitle("Examples")
            }
            .navigationViewStyle(.stack)
        }
    }

    private struct Detail: View {
        @Environment(\.presentationMode) private var presentationMode: Binding<PresentationMode>
        var body: some View {
            VStack {
                Text("Cards")
                Button("Done") { presentationMode.wrappedValue.dismiss() }
            }
            .navigationBarTitle("Basic card stack", displayMode: .inline)
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    @Test("a NavigationLink in a NavigationView pushes its destination with its title and a back button; presentationMode pops it")
    func pushesAndPops() async {
        let host = ViewHost(Examples())
        #expect(host.view(withText: "Examples") != nil, "the root's navigationBarTitle is in the bar")
        host.tap(on: "Basic")
        await host.settle()
        #expect(host.view(withText: "Cards") != nil)
        #expect(host.view(withText: "Basic card stack") != nil, "the pushed page's title")
        #expect(host.view(withText: "< Examples") != nil, "the back button carries the root's title")
        host.tap(on: "Done")
        await host.settle()
        #expect(host.view(withText: "Cards") == nil)
        #expect(host.view(withText: "opened 1") != nil, "the root's @State survived the push and pop")
    }
}

/// `navigationBarItems(leading:trailing:)`: live views in the bar of the page that sets them.
@MainActor
@Suite("navigationBarItems: the page's bar items, live")
struct NavigationBarItemsTests {
    private struct Cards: View {
        @State private var added = 0
        var body: some View {
            NavigationView {
                NavigationLink(destination: Reload()) { Text("Reload") }
                    .navigationBarTitle("Examples")
            }
        }
    }

    private struct Reload: View {
        @State private var cards = 3
        var body: some View {
            Text("cards \(cards)")
                .navigationBarTitle("Reload", displayMode: .inline)
                .navigationBarItems(leading: Button("Less") { cards -= 1 }, trailing: Button("More") { cards += 1 })
        }
    }

    @Test("the leading item follows the back button, the trailing one sits at the bar's trailing edge; their buttons act on the page")
    func itemsInTheBar() async {
        let host = ViewHost(Cards())
        #expect(host.view(withText: "More") == nil, "the root sets no items")
        host.tap(on: "Reload")
        await host.settle()
        let back = host.view(withText: "< Examples")
        let less = host.view(withText: "Less")
        let more = host.view(withText: "More")
        #expect(back != nil && less != nil && more != nil)
        if let back, let less, let more {
            #expect(less.globalFrame.minX >= back.globalFrame.maxX, "after the back button")
            #expect(more.globalFrame.maxX > 390 - 30 && more.globalFrame.maxX <= 390, "at the trailing edge")
            #expect(more.globalFrame.midY == back.globalFrame.midY, "in the bar")
        }
        host.tap(on: "More")
        host.tap(on: "More")
        host.tap(on: "Less")
        #expect(host.view(withText: "cards 4") != nil)
    }
}
