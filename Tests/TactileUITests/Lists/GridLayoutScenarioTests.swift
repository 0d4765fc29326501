import Foundation
import Testing
import TactileTesting

/// `Grid` / `GridRow` / `gridCellColumns` against SwiftUI's layout rules (Apple's `Grid`
/// documentation): a column is as wide as its widest cell, a row as tall as its tallest, cells
/// are centred in their cell by default, a spanning cell covers its columns and the spacing
/// between them, and a view outside a `GridRow` spans the grid's width.
@MainActor
@Suite("Grid: SwiftUI's cell frames")
struct GridLayoutScenarioTests {
    struct ThreeByThree: View {
        var fullWidthRow = false
        var body: some View {
            Grid {
                GridRow {
                    Color.red.frame(width: 50, height: 30).accessibilityIdentifier("a")
                    Color.green.frame(width: 80, height: 20).accessibilityIdentifier("b")
                    Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("c")
                }
                GridRow {
                    Color.orange.frame(width: 60, height: 25).accessibilityIdentifier("span").gridCellColumns(2)
                    Color.pink.frame(width: 30, height: 30).accessibilityIdentifier("f")
                }
                GridRow {
                    Color.mint.frame(width: 20, height: 50).accessibilityIdentifier("g")
                    Color.teal.frame(width: 20, height: 20).accessibilityIdentifier("h")
                    Color.cyan.frame(width: 20, height: 20).accessibilityIdentifier("i")
                }
                if fullWidthRow {
                    Color.gray.frame(height: 10).accessibilityIdentifier("rule")
                }
            }
            .accessibilityIdentifier("grid")
        }
    }

    @Test("a 3×3 grid with a cell spanning two columns: every cell where SwiftUI puts it")
    func threeByThree() {
        let host = ViewHost(ThreeByThree(), canvasSize: CGSize(width: 400, height: 400))
        // Columns 50, 80, 40 (widest cells); rows 40, 30, 50 (tallest); spacing 8 both ways.
        let grid = host.view("grid").globalFrame
        #expect(grid.size == CGSize(width: 50 + 80 + 40 + 16, height: 40 + 30 + 50 + 16))
        func local(_ id: String) -> CGRect { host.view(id).globalFrame.offsetBy(dx: -grid.minX, dy: -grid.minY) }
        #expect(local("a") == CGRect(x: 0, y: 5, width: 50, height: 30))
        #expect(local("b") == CGRect(x: 58, y: 10, width: 80, height: 20))
        #expect(local("c") == CGRect(x: 146, y: 0, width: 40, height: 40))
        // The spanning cell covers columns 0–1 and the spacing between them: 138 wide, centred.
        #expect(local("span") == CGRect(x: 39, y: 50.5, width: 60, height: 25))
        #expect(local("f") == CGRect(x: 151, y: 48, width: 30, height: 30))
        #expect(local("g") == CGRect(x: 15, y: 86, width: 20, height: 50))
        #expect(local("h") == CGRect(x: 88, y: 101, width: 20, height: 20))
        #expect(local("i") == CGRect(x: 156, y: 101, width: 20, height: 20))
    }

    @Test("a view outside a GridRow spans the whole width of the grid")
    func fullWidthRow() {
        let host = ViewHost(ThreeByThree(fullWidthRow: true), canvasSize: CGSize(width: 400, height: 400))
        let grid = host.view("grid").globalFrame
        let rule = host.view("rule").globalFrame.offsetBy(dx: -grid.minX, dy: -grid.minY)
        #expect(abs(rule.minX) < 0.001 && abs(rule.minY - (136 + 8)) < 0.001)
        #expect(abs(rule.width - 186) < 0.001 && abs(rule.height - 10) < 0.001)
        #expect(abs(grid.height - (136 + 8 + 10)) < 0.001)
    }

    @Test("Grid(alignment:horizontalSpacing:verticalSpacing:) aligns cells and spaces the tracks")
    func alignmentAndSpacing() {
        let view = Grid(alignment: .topLeading, horizontalSpacing: 2, verticalSpacing: 4) {
            GridRow {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("small")
                Color.blue.frame(width: 30, height: 30)
            }
            GridRow {
                Color.green.frame(width: 20, height: 20)
                Color.yellow.frame(width: 5, height: 5).accessibilityIdentifier("tiny")
            }
        }.accessibilityIdentifier("grid")
        let host = ViewHost(view, canvasSize: CGSize(width: 400, height: 400))
        let grid = host.view("grid").globalFrame
        #expect(grid.size == CGSize(width: 20 + 2 + 30, height: 30 + 4 + 20))
        #expect(host.view("small").globalFrame.origin == grid.origin, "top leading in its cell")
        #expect(host.view("tiny").globalFrame.origin == CGPoint(x: grid.minX + 22, y: grid.minY + 34))
    }
}
