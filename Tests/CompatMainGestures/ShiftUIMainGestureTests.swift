import Foundation
import TactileTesting
import Testing
@testable import ShiftUI

// ryanlintott/ShiftUI — an app, "A SwiftUI sliding puzzle with a neumorphic design". Its main gesture is the game
// screen's: a tile in the empty square's row or column is dragged towards it (pushing the tiles between), follows
// the finger up to a tile's width, and at the lift shifts into the gap when the drag's predicted end passes half a
// tile (`DragGesture(minimumDistance: 0)` updating a `@GestureState`, whose reset's `onChange` ends the move and
// plays a `CHHapticEngine` pattern); the moves count up. The game shuffles its board at random: the tests show the
// app's `BoardView` a solved easy board (4 rows of 3, the gap at the bottom right), as the game does before
// `shuffleBoard()`. Checked as iOS code, as an Xcode app is (its model imports only Foundation and declares an
// ObservableObject); its `@main` file, Info.plist and asset catalogs are left out of the copy.
/// The app's board at 300 × 400 pt: 100-pt tiles.
struct ShiftUIBoardScreen: View {
    let board: ShiftBoard

    var body: some View {
        BoardView(availableSize: CGSize(width: 300, height: 400))
            .environmentObject(board)
            .frame(width: 300, height: 400)
    }
}

@MainActor
@Suite("ryanlintott/ShiftUI: a tile dragged into the gap shifts")
struct ShiftUIMainGestureTests {
    let board: ShiftBoard
    let host: ViewHost<ShiftUIBoardScreen>

    init() {
        board = ShiftBoard(level: .easy)
        host = ViewHost(ShiftUIBoardScreen(board: board))
    }

    /// The centre of the tile numbered `number` (its solved position: row-major from 1).
    func tile(_ number: Int) -> CGPoint { host.view(withText: "\(number)")!.center }

    /// Lets the tiles appear (the board shows them one by one after half a second).
    func showTiles() async {
        await host.run(for: 2)
    }

    @Test("The solved board shows eleven 100-pt tiles, the gap at the bottom right")
    func layout() async {
        await showTiles()
        #expect(host.view(withText: "11")?.opacity == 1)
        #expect(abs(tile(2).x - tile(1).x - 100) < 0.5)
        #expect(abs(tile(4).y - tile(1).y - 100) < 0.5)
        #expect(abs(tile(11).x - tile(10).x - 100) < 0.5)
        #expect(board.emptyPosition == Position(row: 4, column: 3))
    }

    @Test("Tile 11 follows a drag right to the gap and shifts into it at the lift; one move")
    func dragIntoTheGap() async {
        await showTiles()
        let start = tile(11)
        host.touchDown(at: start)
        for step in 1...8 {
            host.advance(by: 0.05)
            host.move(to: CGPoint(x: start.x + 10 * CGFloat(step), y: start.y))
        }
        host.advance(by: 0.05)
        #expect(abs(tile(11).x - (start.x + 80)) < 1, "the tile follows the finger: \(tile(11).x - start.x)")
        host.touchUp()
        await host.run(for: 1)
        #expect(board.moves == 1)
        #expect(board.emptyPosition == Position(row: 4, column: 2))
        #expect(abs(tile(11).x - (start.x + 100)) < 1, "the tile stands in the gap: \(tile(11).x - start.x)")
    }

    @Test("Dragging tile 10 right pushes 11 with it; both shift")
    func dragPushes() async {
        await showTiles()
        let ten = tile(10), eleven = tile(11)
        host.drag(from: ten, to: CGPoint(x: ten.x + 80, y: ten.y), duration: 0.5)
        await host.run(for: 1)
        #expect(board.moves == 1)
        #expect(board.emptyPosition == Position(row: 4, column: 1))
        #expect(abs(tile(10).x - (ten.x + 100)) < 1)
        #expect(abs(tile(11).x - (eleven.x + 100)) < 1)
    }

    @Test("A 30-pt drag springs back; a tile away from the gap's row and column does not move")
    func shortDragAndBlockedTile() async {
        await showTiles()
        let eleven = tile(11)
        host.drag(from: eleven, to: CGPoint(x: eleven.x + 30, y: eleven.y), duration: 0.5)
        await host.run(for: 1)
        #expect(board.moves == 0)
        #expect(abs(tile(11).x - eleven.x) < 0.5)
        let five = tile(5)
        host.drag(from: five, to: CGPoint(x: five.x + 80, y: five.y), duration: 0.5)
        await host.run(for: 1)
        #expect(board.moves == 0)
        #expect(abs(tile(5).x - five.x) < 0.5)
        #expect(board.emptyPosition == Position(row: 4, column: 3))
    }
}
