import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// Xcode's iOS App template's toolbar button: `ToolbarItem { Button(action: addItem) { Label("Add
/// Item", systemImage: "plus") } }` over a list its taps grow.
@MainActor
private struct TemplateItems: View {
    /// A label style the toolbar item's label is given explicitly (nil: none).
    var explicitTitleAndIcon = false
    @State private var items: [String] = []

    var body: some View {
        NavigationStack {
            List(items, id: \.self) { Text($0) }
                .navigationTitle("Items")
                .toolbar {
                    ToolbarItem {
                        if explicitTitleAndIcon {
                            Button(action: addItem) { Label("Add Item", systemImage: "plus").labelStyle(.titleAndIcon) }
                        } else {
                            Button(action: addItem) { Label("Add Item", systemImage: "plus") }
                        }
                    }
                }
        }
    }

    private func addItem() { items.append("Item \(items.count)") }
}

/// Labels in a toolbar, as iOS 18 shows them: a navigation bar's `UIBarButtonItem` shows a
/// label's image alone (SwiftUI's automatic label style is icon-only in toolbars), and VoiceOver
/// reads the label's title, "Add Item" — a `Label`'s icon is decorative, so it is never read
/// ("plus, Add Item" is what a plain `HStack { Image; Text }` would say).
@MainActor
@Suite("Toolbar: a Label is drawn icon only and read by its title (iOS 18)")
struct ToolbarLabelTests {
    /// The toolbar button's accessibility element: the one labelled "Add Item".
    private func addButton(_ host: ViewHost<TemplateItems>) -> AccessibilityElementSnapshot? {
        host.accessibilityElements.first { $0.label == "Add Item" }
    }

    @Test("the toolbar shows the plus icon without its title; a tap on the icon adds a row")
    func iconOnlyAndLive() {
        let host = ViewHost(TemplateItems())
        #expect(host.view(withText: "Add Item") == nil, "the title is not drawn beside the icon")
        guard let add = addButton(host) else {
            Issue.record("no element reads \"Add Item\": \(host.accessibilityTranscript)")
            return
        }
        let bar = PresentationConfiguration.standard.navigationBarHeight
        #expect(add.frame.maxY <= bar && add.frame.maxX > 390 - 60, "in the bar, at its trailing edge: \(add.frame)")
        #expect(add.frame.width < 40, "an icon's width, with no title beside it: \(add.frame)")
        host.tap(at: add.center)
        host.advance(by: 1)
        #expect(host.view(withText: "Item 0") != nil, "the button's action ran and its row is shown")
    }

    @Test("VoiceOver reads the toolbar button as \"Add Item, Button\", not \"plus, Add Item\"")
    func readsTheTitle() {
        let host = ViewHost(TemplateItems())
        #expect(host.accessibilityTranscript.contains("Add Item, Button"), "\(host.accessibilityTranscript)")
        #expect(!host.accessibilityTranscript.contains { $0.contains("plus") }, "the icon is not read")
        #expect(addButton(host)?.elementType == .button)
    }

    @Test("an explicit .labelStyle(.titleAndIcon) on the toolbar's label draws its title too")
    func explicitStyleWins() {
        let host = ViewHost(TemplateItems(explicitTitleAndIcon: true))
        #expect(host.view(withText: "Add Item") != nil)
        #expect(host.accessibilityTranscript.contains("Add Item, Button"))
    }

    @Test("outside a toolbar the automatic style draws the icon and the title; VoiceOver still reads the title alone")
    func outsideAToolbar() {
        let host = ViewHost(VStack { Label("Add Item", systemImage: "plus") })
        #expect(host.view(withText: "Add Item") != nil, "titleAndIcon outside bars")
        #expect(host.accessibilityTranscript == ["Add Item"], "\(host.accessibilityTranscript)")
    }

    @Test("an accessibilityLabel on a Label replaces its title for VoiceOver")
    func explicitAccessibilityLabel() {
        let host = ViewHost(VStack { Label("Add Item", systemImage: "plus").accessibilityLabel("New item") })
        #expect(host.accessibilityTranscript == ["New item"], "\(host.accessibilityTranscript)")
    }
}
