import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// List layout and drawing: rows at least 44 points (Apple HIG), sections with headers, the
/// card inset of `.insetGrouped` against the full-width rows of `.plain`, and scrolling as a
/// `ScrollView` does.
@MainActor
@Suite("List: rows, sections, styles, scrolling")
struct ListLayoutTests {
    struct Sections: View {
        var style: ListStyleKind = .insetGrouped
        var body: some View {
            let list = List {
                Section("Fruit") {
                    Text("Apple").accessibilityIdentifier("apple")
                    Text("Pear").accessibilityIdentifier("pear")
                }
                Section {
                    ForEach(0..<40, id: \.self) { index in
                        Color.blue.frame(height: 60).accessibilityIdentifier("tall-\(index)")
                    }
                } footer: {
                    Text("The end")
                }
            }
            switch style {
            case .plain: AnyView(list.listStyle(.plain))
            case .grouped: AnyView(list.listStyle(.grouped))
            case .inset: AnyView(list.listStyle(.inset))
            case .insetGrouped: AnyView(list.listStyle(.insetGrouped))
            }
        }
    }

    @Test("a text row is 44 points tall (HIG minimum); a taller row keeps its height plus the row insets")
    func rowHeights() {
        let host = listHost(Sections())
        let apple = host.view("apple").globalFrame, pear = host.view("pear").globalFrame
        #expect(abs((pear.midY - apple.midY) - ListDefaults.rowMinHeight) < 0.001, "rows are 44 points apart")
        let first = host.view("tall-0").globalFrame, second = host.view("tall-1").globalFrame
        #expect(abs((second.minY - first.minY) - (60 + 2 * ListDefaults.rowVerticalInset)) < 0.001)
        #expect(abs(apple.minX - (ListDefaults.cardMargin + ListDefaults.rowHorizontalInset)) < 0.001,
                "insetGrouped: content inset by the card margin and the row inset")
    }

    @Test("the header sits above its rows, inset like the row content")
    func header() {
        let host = listHost(Sections())
        let header = host.view("Fruit").globalFrame, apple = host.view("apple").globalFrame
        #expect(header.maxY < apple.minY)
        #expect(abs(header.minX - apple.minX) < 0.001)
    }

    @Test("Section(header:footer:content:), the iOS 13 form, lays out its header view and footer view as the builder form does")
    func viewHeaderAndFooter() {
        struct OldSections: View {
            var body: some View {
                List {
                    Section(header: Text("Fruit"), footer: Text("Ripe")) {
                        Text("Apple").accessibilityIdentifier("apple")
                    }
                    Section(header: Text("Nuts")) { Text("Pecan") }
                    Section(footer: Text("No header")) { Text("Fig") }
                }
            }
        }
        let old = listHost(OldSections())
        let header = old.view("Fruit").globalFrame, apple = old.view("apple").globalFrame, footer = old.view("Ripe").globalFrame
        #expect(header.maxY < apple.minY && apple.maxY < footer.minY)
        #expect(abs(header.minX - apple.minX) < 0.001)
        #expect(old.view("Nuts").globalFrame.maxY < old.view("Pecan").globalFrame.minY)
        #expect(old.view("Fig").globalFrame.maxY < old.view("No header").globalFrame.minY)
        let builder = listHost(Sections())
        #expect(abs(header.minY - builder.view("Fruit").globalFrame.minY) < 0.001, "the same place as Section(\"Fruit\") { … }")
    }

    @Test("plain rows span the list's width; insetGrouped rows sit in cards on the grouped background")
    func styles() {
        let plain = listHost(Sections(style: .plain))
        let grouped = listHost(Sections(style: .insetGrouped))
        #expect(abs(plain.view("apple").globalFrame.minX - ListDefaults.rowHorizontalInset) < 0.001)
        #expect(abs(plain.view("tall-0").globalFrame.width - (400 - 2 * ListDefaults.rowHorizontalInset)) < 0.001)
        #expect(abs(grouped.view("tall-0").globalFrame.width - (400 - 2 * (ListDefaults.cardMargin + ListDefaults.rowHorizontalInset))) < 0.001)
        let plainSVG = plain.svg(), groupedSVG = grouped.svg()
        #expect(plainSVG != groupedSVG)
        #expect(groupedSVG.lowercased().contains("f2f2f7") || groupedSVG.contains("242,242,247") || groupedSVG.contains("242, 242, 247"),
                "the grouped background (systemGroupedBackground) is drawn")
    }

    /// Follows a row low on the first screen ("tall-6"): the list is lazy, so rows scrolled
    /// past the prefetch margin (as "apple" is by the fling) are no longer made.
    @Test("a list scrolls vertically like a ScrollView: with the finger, then decelerating to rest")
    func scrolls() {
        let host = listHost(Sections())
        let start = host.view("tall-6").globalFrame.minY
        host.touchDown(at: CGPoint(x: 200, y: 500))
        host.advance(by: 1.0 / 60)
        host.move(to: CGPoint(x: 200, y: 485))
        host.advance(by: 1.0 / 60)
        host.move(to: CGPoint(x: 200, y: 385))
        #expect(abs(host.view("tall-6").globalFrame.minY - (start - 100)) < 0.001, "follows the finger past the slop")
        host.advance(by: 0.5)
        host.move(to: CGPoint(x: 200, y: 385))
        host.advance(by: 1.0 / 60)
        host.touchUp()
        host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.1)
        let released = host.view("tall-6").globalFrame.minY
        host.advance(by: 0.2)
        #expect(host.view("tall-6").globalFrame.minY < released - 10, "a fling keeps going")
    }
}
