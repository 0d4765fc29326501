import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `LazyVGrid`/`LazyHGrid` with fixed, flexible and adaptive `GridItem`s, following SwiftUI's
/// documented sizing (fixed lengths first, the rest shared in order, adaptive items splitting
/// their share into as many tracks of their minimum as fit).
@MainActor
@Suite("Lazy grids")
struct GridLayoutTests {
    /// `count` cells tagged "cell0"… of the given heights (cycling), filling their cells' width.
    struct Cells: View {
        let count: Int
        var heights: [CGFloat] = [50]
        var body: some View {
            ForEach(0..<count, id: \.self) { index in
                Color.blue.frame(height: heights[index % heights.count]).accessibilityIdentifier("cell\(index)")
            }
        }
    }

    private func frames(_ view: some View, count: Int, width: CGFloat = 300, height: CGFloat = 600) -> [CGRect] {
        let (graph, _) = host(view, width: width, height: height)
        let grid = graph.frame("grid")!
        return (0..<count).map { graph.frame("cell\($0)")!.offsetBy(dx: -grid.minX, dy: -grid.minY) }
    }

    @Test("three flexible columns share the width after spacing; rows are spacing apart")
    func flexibleColumns() {
        let columns = Array(repeating: GridItem(.flexible()), count: 3)
        let cells = frames(LazyVGrid(columns: columns, spacing: 10) { Cells(count: 5) }.accessibilityIdentifier("grid"), count: 5)
        let width = (300 - 2 * 8) / 3.0
        #expect(close(cells[0], CGRect(x: 0, y: 0, width: width, height: 50)))
        #expect(close(cells[2], CGRect(x: 2 * (width + 8), y: 0, width: width, height: 50)))
        #expect(close(cells[3], CGRect(x: 0, y: 60, width: width, height: 50)), "the second row starts after 50 + 10")
        #expect(close(cells[4], CGRect(x: width + 8, y: 60, width: width, height: 50)))
    }

    @Test("a fixed column keeps its width; a flexible one takes the rest after spacing")
    func fixedAndFlexible() {
        let columns = [GridItem(.fixed(100), spacing: 20), GridItem(.flexible())]
        let cells = frames(LazyVGrid(columns: columns) { Cells(count: 2) }.accessibilityIdentifier("grid"), count: 2)
        #expect(close(cells[0], CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(close(cells[1], CGRect(x: 120, y: 0, width: 180, height: 50)))
    }

    @Test("a flexible column's maximum caps it; the grid is as wide as its columns")
    func flexibleMaximum() {
        let columns = [GridItem(.flexible(maximum: 60)), GridItem(.flexible(maximum: 60))]
        let (graph, _) = host(LazyVGrid(columns: columns) { Cells(count: 2) }.accessibilityIdentifier("grid"), width: 300)
        #expect(abs(graph.frame("grid")!.width - 128) < 0.001)
        #expect(abs(graph.frame("cell1")!.width - 60) < 0.001)
    }

    @Test("an adaptive item fits as many columns of its minimum as the width allows")
    func adaptiveColumns() {
        let columns = [GridItem(.adaptive(minimum: 80))]
        let cells = frames(LazyVGrid(columns: columns) { Cells(count: 4) }.accessibilityIdentifier("grid"), count: 4)
        // floor((300 + 8) / (80 + 8)) = 3 columns of (300 - 16) / 3.
        let width = (300 - 16) / 3.0
        #expect(close(cells[2], CGRect(x: 2 * (width + 8), y: 0, width: width, height: 50)))
        #expect(close(cells[3], CGRect(x: 0, y: 58, width: width, height: 50)), "the fourth cell wraps")
    }

    @Test("a row is as tall as its tallest cell, and smaller cells are centred in it")
    func rowHeightAndAlignment() {
        let columns = Array(repeating: GridItem(.fixed(50), spacing: 0), count: 2)
        let cells = frames(LazyVGrid(columns: columns, spacing: 0) { Cells(count: 4, heights: [20, 40, 10, 10]) }
            .accessibilityIdentifier("grid"), count: 4)
        #expect(close(cells[0], CGRect(x: 0, y: 10, width: 50, height: 20)))
        #expect(close(cells[1], CGRect(x: 50, y: 0, width: 50, height: 40)))
        #expect(close(cells[2], CGRect(x: 0, y: 40, width: 50, height: 10)))
    }

    @Test("LazyHGrid: rows describe heights and cells flow right, column by column")
    func horizontalGrid() {
        struct Wide: View {
            var body: some View {
                ForEach(0..<3, id: \.self) { index in
                    Color.red.frame(width: 30).accessibilityIdentifier("cell\(index)")
                }
            }
        }
        let rows = [GridItem(.fixed(40)), GridItem(.fixed(40))]
        let cells = frames(LazyHGrid(rows: rows, spacing: 5) { Wide() }.accessibilityIdentifier("grid"), count: 3)
        #expect(close(cells[0], CGRect(x: 0, y: 0, width: 30, height: 40)))
        #expect(close(cells[1], CGRect(x: 0, y: 48, width: 30, height: 40)))
        #expect(close(cells[2], CGRect(x: 35, y: 0, width: 30, height: 40)))
    }

    /// A photo grid in the style of gallery apps: a tap selects a cell.
    struct Gallery: View {
        @State private var selected: Int?
        var body: some View {
            VStack {
                Text(selected.map { "Selected \($0)" } ?? "None")
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                    ForEach(0..<9, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 8).fill(selected == index ? Color.orange : Color.gray)
                            .frame(height: 90)
                            .accessibilityIdentifier("photo\(index)")
                            .onTapGesture { selected = index }
                    }
                }
            }
        }
    }

    @Test("S-66 a tap on a grid cell reaches that cell's gesture")
    func tapSelectsCell() {
        let host = ViewHost(Gallery())
        host.tap(on: "photo5")
        #expect(host.view(withText: "Selected 5") != nil)
        #expect(host.lastHitPath.contains("photo5"))
        host.tap(on: "photo7")
        #expect(host.view(withText: "Selected 7") != nil)
    }
}
