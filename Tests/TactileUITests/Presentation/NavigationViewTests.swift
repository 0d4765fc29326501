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
