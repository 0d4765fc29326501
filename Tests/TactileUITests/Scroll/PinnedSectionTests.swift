import Foundation
import Testing
import TactileTesting

/// Pinned section headers and footers (`pinnedViews`) in lazy stacks and grids, as SwiftUI
/// pins them (docs/ARCHITECTURE-HOST.md, "Lazy containers"; issue 33). Sections of ten 50 pt
/// rows under a 30 pt header, 530 pt each, in a 400 × 400 canvas.
@MainActor
@Suite("Pinned section headers and footers: stuck to the visible edge, pushed by the next section, hit where drawn (issue 33)")
struct PinnedSectionTests {
    @MainActor
    final class Taps {
        var headers: [Int] = []
        var rows: [String] = []
    }

    struct Sections: View {
        let taps: Taps
        var pinned: PinnedScrollableViews = [.sectionHeaders]
        var sections = 20
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: pinned) {
                    ForEach(0..<sections, id: \.self) { section in
                        Section {
                            ForEach(0..<10, id: \.self) { row in
                                Button("Row \(section)-\(row)") { taps.rows.append("\(section)-\(row)") }
                                    .frame(maxWidth: .infinity).frame(height: 50)
                                    .accessibilityIdentifier("row-\(section)-\(row)")
                            }
                        } header: {
                            Button("Header \(section)") { taps.headers.append(section) }
                                .frame(maxWidth: .infinity).frame(height: 30)
                                .accessibilityIdentifier("header-\(section)")
                        } footer: {
                            Text("Footer \(section)").frame(height: 20).accessibilityIdentifier("footer-\(section)")
                        }
                    }
                }
            }
        }
    }

    /// Scrolls down by `distance` with a slow drag (no fling).
    private func scroll<V: View>(_ host: ViewHost<V>, by distance: CGFloat) {
        LazyStackTests.scroll(host, by: distance)
    }

    @Test("a pinned header stays at the scroll view's top while its section scrolls under it")
    func headerStaysAtTheTop() {
        let host = ViewHost(Sections(taps: Taps()), canvasSize: CGSize(width: 400, height: 400))
        let top = host.view("header-0").globalFrame.minY
        for _ in 0..<3 {
            scroll(host, by: 120)
            #expect(abs(host.view("header-0").globalFrame.minY - top) < 0.5,
                    "header 0 at the top: \(host.view("header-0").globalFrame.minY) vs \(top)")
        }
        #expect(host.view(withIdentifier: "row-0-0") == nil, "row 0 scrolled beyond the margin: the header is kept made anyway")
    }

    @Test("the next section's header pushes the pinned one up, then takes its place")
    func nextHeaderPushesThePinnedOne() {
        let host = ViewHost(Sections(taps: Taps()), canvasSize: CGSize(width: 400, height: 400))
        let top = host.view("header-0").globalFrame.minY
        // Section 0 is 30 + 500 + 20 = 550 pt; after 535 its end is 15 pt below the top.
        scroll(host, by: 535)
        let header0 = host.view("header-0").globalFrame
        let footer0 = host.view("footer-0").globalFrame
        #expect(abs(header0.maxY - footer0.maxY) < 0.5, "header 0 rides on its section's end: \(header0.maxY) vs \(footer0.maxY)")
        #expect(header0.minY < top - 5, "pushed up past the top: \(header0.minY)")
        scroll(host, by: 100)
        #expect(abs(host.view("header-1").globalFrame.minY - top) < 0.5, "header 1 now pinned")
        scroll(host, by: 300)
        #expect(abs(host.view("header-1").globalFrame.minY - top) < 0.5, "and stays pinned")
    }

    @Test("a tap on a pinned header reaches the header, not the row scrolled beneath it")
    func tapHitsThePinnedHeader() {
        let taps = Taps()
        let host = ViewHost(Sections(taps: taps), canvasSize: CGSize(width: 400, height: 400))
        let top = host.view("header-0").globalFrame.minY
        scroll(host, by: 200)
        host.tap(at: CGPoint(x: 200, y: top + 15))
        #expect(taps.headers == [0], "the header's button fired: \(taps.headers)")
        #expect(taps.rows.isEmpty, "no row beneath it did: \(taps.rows)")
    }

    @Test("without pinnedViews the header scrolls away with its section")
    func unpinnedHeaderScrollsAway() {
        let host = ViewHost(Sections(taps: Taps(), pinned: []), canvasSize: CGSize(width: 400, height: 400))
        let top = host.view("header-0").globalFrame.minY
        scroll(host, by: 100)
        let header = host.view("header-0").globalFrame
        #expect(header.minY < top - 50, "it left the top: \(header.minY)")
        #expect(abs(header.maxY - host.view("row-0-0").globalFrame.minY) < 0.5, "on its section's first row")
    }

    @Test("a pinned footer stays at the scroll view's bottom while its section is on screen")
    func footerStaysAtTheBottom() {
        let host = ViewHost(Sections(taps: Taps(), pinned: [.sectionFooters]), canvasSize: CGSize(width: 400, height: 400))
        let bottom = host.view("header-0").globalFrame.minY + 400
        #expect(abs(host.view("footer-0").globalFrame.maxY - bottom) < 0.5,
                "footer 0 at the bottom: \(host.view("footer-0").globalFrame.maxY) vs \(bottom)")
        scroll(host, by: 100)
        #expect(abs(host.view("footer-0").globalFrame.maxY - bottom) < 0.5)
    }

    struct GridSections: View {
        var body: some View {
            ScrollView {
                LazyVGrid(columns: LazyGridTests.columns, spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<20, id: \.self) { section in
                        Section {
                            ForEach(0..<40, id: \.self) { item in
                                Text("\(section)-\(item)").frame(height: 50).accessibilityIdentifier("cell-\(section)-\(item)")
                            }
                        } header: {
                            Text("Section \(section)").frame(maxWidth: .infinity).frame(height: 30)
                                .accessibilityIdentifier("header-\(section)")
                        }
                    }
                }
            }
        }
    }

    @Test("a LazyVGrid's pinned header stays at the top while its section's rows scroll under it")
    func gridHeaderStaysAtTheTop() {
        let host = ViewHost(GridSections(), canvasSize: CGSize(width: 400, height: 400))
        let top = host.view("header-0").globalFrame.minY
        scroll(host, by: 300)
        #expect(abs(host.view("header-0").globalFrame.minY - top) < 0.5)
        #expect(abs(host.view("header-0").globalFrame.width - 400) < 0.5, "across the whole grid")
        // Section 0 is 30 + 10 rows × 50 = 530 pt.
        scroll(host, by: 300)
        #expect(abs(host.view("header-1").globalFrame.minY - top) < 0.5, "header 1 took its place")
    }
}
