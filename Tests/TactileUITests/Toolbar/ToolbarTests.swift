import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `toolbar(content:)` with `ToolbarItem`, `ToolbarItemGroup` and plain views, as an iPhone's
/// navigation bar shows them: leading placements after the back button, trailing ones at the
/// bar's trailing edge, live buttons of the page (docs/COMPATIBILITY.md, "Toolbar").
@MainActor
@Suite("Toolbar items in the navigation bar")
struct ToolbarTests {
    private struct Downloads: View {
        @State private var count = 0
        @State private var editing = false
        var body: some View {
            NavigationStack {
                Text("count \(count)")
                    .navigationTitle("Downloads")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Reset") { count = 0 } }
                        ToolbarItemGroup(placement: .topBarTrailing) {
                            Button("Add") { count += 1 }
                            Button("Double") { count *= 2 }
                        }
                        if editing {
                            ToolbarItem(placement: .confirmationAction) { Button("Done") { editing = false } }
                        } else {
                            ToolbarItem(placement: .primaryAction) { Button("Edit") { editing = true } }
                        }
                        ToolbarItem(placement: .bottomBar) { Text("Bottom") }
                    }
            }
        }
    }

    @Test("leading items sit at the bar's leading edge, trailing ones in source order at its trailing edge; their buttons act on the page")
    func itemsPlacedAndLive() {
        let host = ViewHost(Downloads())
        let title = host.view(withText: "Downloads")
        let reset = host.view(withText: "Reset"), add = host.view(withText: "Add")
        let double = host.view(withText: "Double"), edit = host.view(withText: "Edit")
        #expect(title != nil && reset != nil && add != nil && double != nil && edit != nil)
        if let title, let reset, let add, let double, let edit {
            #expect(reset.globalFrame.maxX < title.globalFrame.minX, "leading")
            #expect(add.globalFrame.minX > title.globalFrame.maxX && add.globalFrame.maxX < double.globalFrame.minX, "source order")
            #expect(edit.globalFrame.maxX <= 390 && edit.globalFrame.maxX > 390 - 60, "at the trailing edge")
            #expect(add.globalFrame.midY == title.globalFrame.midY, "in the bar")
        }
        #expect(host.view(withText: "Bottom") == nil, "no bottom toolbar is drawn")
        host.tap(on: "Add")
        host.tap(on: "Double")
        host.tap(on: "Add")
        #expect(host.view(withText: "count 3") != nil)
        host.tap(on: "Reset")
        #expect(host.view(withText: "count 0") != nil)
    }

    @Test("an item under if/else follows the state: Edit becomes Done and back")
    func conditionalItems() {
        let host = ViewHost(Downloads())
        host.tap(on: "Edit")
        #expect(host.view(withText: "Done") != nil && host.view(withText: "Edit") == nil)
        host.tap(on: "Done")
        #expect(host.view(withText: "Edit") != nil)
    }

    private struct Plain: View {
        var body: some View {
            NavigationStack {
                Color.clear.navigationTitle("Plain").toolbar { Button("Share") {} }
            }
        }
    }

    @Test("a toolbar of plain views puts them at the trailing edge (the automatic placement)")
    func plainViewsTrail() {
        let host = ViewHost(Plain())
        let share = host.view(withText: "Share"), title = host.view(withText: "Plain")
        #expect(share != nil && title != nil)
        if let share, let title { #expect(share.globalFrame.minX > title.globalFrame.maxX) }
    }
}
