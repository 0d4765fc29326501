import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// The list-row modifiers — `listRowInsets`, `listRowBackground`, `listRowSeparator`,
/// `listRowSeparatorTint`, `listSectionSeparator` — reach the row wrapper of a `List` through the
/// row's node (`ListRowTraits`), and do nothing outside a list, as in SwiftUI.
@MainActor
@Suite("List row modifiers: insets, background, separators")
struct ListRowModifierTests {
    /// Three plain rows ("r0"…"r2"), each modified by `modify` at its index.
    struct Rows<Modified: View>: View {
        var style: ListStyleKind = .plain
        let modify: @MainActor (Int, AnyView) -> Modified
        var body: some View {
            let list = List {
                ForEach(0..<3, id: \.self) { index in
                    modify(index, AnyView(Text("Row \(index)").accessibilityIdentifier("r\(index)")))
                }
            }
            if style == .plain { AnyView(list.listStyle(.plain)) } else { AnyView(list.listStyle(.insetGrouped)) }
        }
    }

    /// The separators drawn: display items filled with `color`, 0.5 points tall.
    private func separators<V: View>(in host: ViewHost<V>, color: ResolvedColor = ListDefaults.separatorColor) -> [DisplayItem] {
        host.displayList().items.filter { item in
            guard case .path(let path, let fill, _, _) = item.content, fill == color else { return false }
            return abs(path.boundingRect.height - ListDefaults.separatorThickness) < 1e-9
        }
    }

    @Test("listRowInsets places the row's content at the given insets; nil keeps the default 16-point inset")
    func insets() {
        let host = listHost(Rows { index, row in
            row.listRowInsets(index == 0 ? EdgeInsets(top: 2, leading: 40, bottom: 2, trailing: 8) : nil)
        })
        #expect(abs(host.view("Row 0").globalFrame.minX - 40) < 1e-9, "the given leading inset")
        #expect(abs(host.view("Row 1").globalFrame.minX - ListDefaults.rowHorizontalInset) < 1e-9, "nil: the default")
        let control = listHost(Rows { _, row in row })
        #expect(abs(control.view("Row 0").globalFrame.minX - ListDefaults.rowHorizontalInset) < 1e-9)
    }

    @Test("listRowInsets sets the row's height around tall content (content plus the vertical insets)")
    func insetsSetRowHeight() {
        struct Tall: View {
            var body: some View {
                List {
                    Color.blue.frame(height: 60).accessibilityIdentifier("a")
                        .listRowInsets(EdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0))
                    Color.blue.frame(height: 60).accessibilityIdentifier("b")
                }
                .listStyle(.plain)
            }
        }
        let host = listHost(Tall())
        let a = host.view("a").globalFrame, b = host.view("b").globalFrame
        #expect(abs(a.minX) < 1e-9 && abs(a.width - 400) < 1e-9, "zero horizontal insets: the content spans the row")
        #expect(abs((b.minY - ListDefaults.rowVerticalInset) - (a.maxY + 5)) < 1e-9, "row a is 5 + 60 + 5 tall")
    }

    @Test("listRowBackground fills the row behind its content and replaces the default white background")
    func background() {
        let host = listHost(Rows(style: .insetGrouped) { index, row in
            row.listRowBackground(index == 1 ? Color.yellow.accessibilityIdentifier("bg") : nil)
        })
        let bg = host.view("bg").globalFrame, row0 = host.view("Row 0").globalFrame, row1 = host.view("Row 1").globalFrame
        #expect(abs(bg.minX - ListDefaults.cardMargin) < 1e-9 && abs(bg.width - (400 - 2 * ListDefaults.cardMargin)) < 1e-9,
                "as wide as the card's row")
        #expect(abs(bg.height - ListDefaults.rowMinHeight) < 1e-9, "as tall as the row")
        #expect(bg.minY > row0.maxY && bg.contains(CGPoint(x: row1.midX, y: row1.midY)), "behind row 1's content")
        let items = host.displayList().items
        let bgIndex = items.firstIndex { $0.identifier == "bg" }, contentIndex = items.firstIndex { $0.identifier == "r1" }
        #expect(bgIndex != nil && contentIndex != nil && bgIndex! < contentIndex!, "drawn before the content")
        let whiteFills = host.displayList().items.filter {
            if case .path(_, let fill, _, _) = $0.content { return fill == ListDefaults.rowBackground } else { return false }
        }
        #expect(whiteFills.count == 2, "the two other rows keep the default background; row 1 draws none")
    }

    @Test("in a card style, a custom background of the card's first row is clipped to its rounded corners")
    func backgroundCardCorners() {
        let host = listHost(Rows(style: .insetGrouped) { index, row in
            row.listRowBackground(index < 2 ? Color.yellow.accessibilityIdentifier("bg\(index)") : nil)
        })
        let items = host.displayList().items
        let first = items.first { $0.identifier == "bg0" }, middle = items.first { $0.identifier == "bg1" }
        #expect(first != nil && middle != nil)
        #expect((first?.clips.count ?? 0) == (middle?.clips.count ?? 0) + 1, "the first row adds the card's corner clip")
    }

    @Test("with a custom background the separator is still drawn, over the background")
    func separatorOverBackground() {
        let host = listHost(Rows { index, row in row.listRowBackground(index == 0 ? Color.yellow : nil) })
        #expect(separators(in: host).count == 2)
        let items = host.displayList().items
        let yellow = items.firstIndex { if case .path(_, let fill, _, _) = $0.content { return fill == Color.yellow.resolved } else { return false } }
        let firstSeparator = items.firstIndex { item in separators(in: host).contains(item) }
        #expect(yellow != nil && firstSeparator != nil && yellow! < firstSeparator!)
    }

    @Test("listRowSeparator(.hidden) removes the row's separator; a hidden top edge removes the one above it")
    func hiddenSeparators() {
        #expect(separators(in: listHost(Rows { _, row in row })).count == 2, "two separators between three rows")
        let hiddenBelow = listHost(Rows { index, row in row.listRowSeparator(index == 0 ? .hidden : .automatic) })
        let remaining = separators(in: hiddenBelow)
        #expect(remaining.count == 1)
        let row1 = hiddenBelow.view("Row 1").globalFrame, row2 = hiddenBelow.view("Row 2").globalFrame
        #expect(remaining.allSatisfy { item in
            guard case .path(let path, _, _, _) = item.content else { return false }
            let y = path.boundingRect.applying(item.transform).midY
            return y > row1.maxY && y < row2.minY
        }, "the separator left is the one between rows 1 and 2")
        let bottomOnly = listHost(Rows { index, row in row.listRowSeparator(.hidden, edges: .top) })
        #expect(separators(in: bottomOnly).isEmpty, "rows 1 and 2 hide their top edges: both separators go")
        let visible = listHost(Rows { _, row in row.listRowSeparator(.visible) })
        #expect(separators(in: visible).count == 2)
    }

    @Test("listRowSeparatorTint colours the row's separator")
    func separatorTint() {
        let host = listHost(Rows { index, row in row.listRowSeparatorTint(index == 0 ? .red : nil) })
        #expect(separators(in: host, color: Color.red.resolved).count == 1)
        #expect(separators(in: host).count == 1, "the other separator keeps the default colour")
    }

    @Test("outside a List the row modifiers do nothing: same layout, nothing extra drawn")
    func outsideList() {
        let plain = ViewHost(VStack { Text("A").accessibilityIdentifier("a") }, canvasSize: CGSize(width: 200, height: 100))
        let modified = ViewHost(VStack {
            Text("A").accessibilityIdentifier("a")
                .listRowInsets(EdgeInsets(top: 30, leading: 30, bottom: 30, trailing: 30))
                .listRowBackground(Color.yellow)
                .listRowSeparator(.hidden)
                .listRowSeparatorTint(.red)
                .listSectionSeparator(.hidden)
        }, canvasSize: CGSize(width: 200, height: 100))
        #expect(plain.view("a").globalFrame == modified.view("a").globalFrame)
        #expect(plain.displayList().items.count == modified.displayList().items.count)
    }

    @Test("on a row with swipe actions, listRowInsets written inside the swipe modifier insets the content")
    func swipeRowInsets() {
        struct Swipe: View {
            var body: some View {
                List {
                    Text("A").accessibilityIdentifier("a")
                        .listRowInsets(EdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 0))
                        .swipeActions { Button("Delete") {} }
                        .listRowBackground(Color.yellow.accessibilityIdentifier("bg"))
                }
                .listStyle(.plain)
            }
        }
        let host = listHost(Swipe())
        #expect(abs(host.view("a").globalFrame.minX - 50) < 1e-9)
        #expect(abs(host.view("bg").globalFrame.width - 400) < 1e-9, "the background, outside the swipe modifier, fills the row")
    }

    @Test("listSectionSeparator is accepted and changes nothing (Tactile draws no section separators)")
    func sectionSeparator() {
        let host = listHost(Rows { _, row in row.listSectionSeparator(.hidden, edges: .bottom) })
        #expect(separators(in: host).count == 2)
    }
}
