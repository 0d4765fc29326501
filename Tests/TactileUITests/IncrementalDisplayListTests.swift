import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `displayList()` redraws only the subtrees that changed since its last call, over their old
/// items (issue 11, item 4). Whatever happened, it must equal the list drawn from scratch; and a
/// change that keeps the tree's shape (a leaf's state, a drag's offset) must not draw it whole.
@MainActor
@Suite("Incremental display list")
struct IncrementalDisplayListTests {
    /// The list `displayList()` gives equals the one drawn from scratch.
    private func expectDrawnWhole(_ host: ViewHost<some View>, _ step: String,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        let incremental = host.displayList()
        let whole = host.displayListDrawnWhole()
        #expect(incremental == whole, "\(step): \(incremental.items.count) items, drawn whole \(whole.items.count)",
                sourceLocation: sourceLocation)
    }

    /// Draws once, then drags the view `identifier` from its center by `delta` per move, `steps`
    /// moves at 60 Hz, checking after every move that the list equals a whole redraw; lifts, and
    /// answers where the drag started.
    @discardableResult
    private func dragCheckingEveryMove(_ host: ViewHost<some View>, _ identifier: String, steps: Int, by delta: CGSize,
                                       sourceLocation: SourceLocation = #_sourceLocation) -> CGPoint {
        _ = host.displayList()
        let start = host.center(of: identifier)
        host.touchDown(at: start)
        for step in 1...steps {
            host.advance(by: 1.0 / 60)
            host.move(to: CGPoint(x: start.x + CGFloat(step) * delta.width, y: start.y + CGFloat(step) * delta.height))
            expectDrawnWhole(host, "move \(step)", sourceLocation: sourceLocation)
        }
        host.touchUp()
        return start
    }

    @Test("a leaf's @State write redraws that cell in place: no whole redraw, the same list as one")
    func leafWriteRedrawsInPlace() throws {
        let host = ViewHost(CellGrid(rows: 10, columns: 10))
        let before = host.displayList()
        #expect(host.fullDisplayListCount == 1)
        host.tap(on: "cell 23")
        let after = host.displayList()
        #expect(host.fullDisplayListCount == 1)
        #expect(after == host.displayListDrawnWhole())
        let changed = zip(before.items, after.items).filter { $0 != $1 }
        #expect(changed.count == 1)
        #expect(changed.first?.1.identifier == "cell 23")
    }

    @Test("a drag that moves a view redraws it in place at every move, equal to a whole redraw")
    func dragRedrawsInPlace() {
        let host = ViewHost(DraggedSquare())
        let start = dragCheckingEveryMove(host, "square", steps: 12, by: CGSize(width: 6, height: 4))
        expectDrawnWhole(host, "lift")
        #expect(host.fullDisplayListCount == 1)
        #expect(host.view("square").center.x > start.x + 60)
    }

    @Test("a root body re-run by every move takes the old roots' places: no whole redraw")
    func rootReRunRedrawsInPlace() {
        let host = ViewHost(RootDraggedSquare())
        dragCheckingEveryMove(host, "square", steps: 6, by: CGSize(width: 10, height: 0))
        #expect(host.fullDisplayListCount == 1)
    }

    @Test("a removal transition, an opacity going to 0 and back, and a zIndex change draw what a whole redraw draws")
    func transitionsOpacityAndOrder() {
        let host = ViewHost(Toggles())
        expectDrawnWhole(host, "at rest")
        host.tap(on: "toggle")
        for step in 0...20 {
            expectDrawnWhole(host, "removal, step \(step)")
            host.advance(by: 0.025)
        }
        host.tap(on: "toggle")
        for step in 0...20 {
            expectDrawnWhole(host, "insertion, step \(step)")
            host.advance(by: 0.025)
        }
        host.tap(on: "fade")
        expectDrawnWhole(host, "faded out")
        host.tap(on: "fade")
        expectDrawnWhole(host, "faded in")
        host.tap(on: "raise")
        expectDrawnWhole(host, "raised")
    }

    @Test("scrolling, a sheet sliding up and its drag down draw what a whole redraw draws")
    func scrollAndSheet() {
        let host = ViewHost(ScrollAndSheet())
        expectDrawnWhole(host, "at rest")
        let point = host.center(of: "row 3")
        host.touchDown(at: point)
        for step in 1...10 {
            host.advance(by: 1.0 / 60)
            host.move(to: CGPoint(x: point.x, y: point.y - CGFloat(step) * 15))
            expectDrawnWhole(host, "scroll move \(step)")
        }
        host.touchUp()
        for step in 0...30 {
            host.advance(by: 1.0 / 60)
            expectDrawnWhole(host, "deceleration \(step)")
        }
        host.tap(on: "present")
        for step in 0...30 {
            host.advance(by: 1.0 / 60)
            expectDrawnWhole(host, "sheet sliding up \(step)")
        }
        let grip = host.center(of: "sheet title")
        host.touchDown(at: grip)
        for step in 1...8 {
            host.advance(by: 1.0 / 60)
            host.move(to: CGPoint(x: grip.x, y: grip.y + CGFloat(step) * 20))
            expectDrawnWhole(host, "sheet drag \(step)")
        }
        host.touchUp()
        for step in 0...40 {
            host.advance(by: 1.0 / 60)
            expectDrawnWhole(host, "sheet settling \(step)")
        }
    }
}

/// Cells with their own state: a tap turns one red.
private struct CellGrid: View {
    let rows: Int
    let columns: Int

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<columns, id: \.self) { column in
                        Cell(index: row * columns + column)
                    }
                }
            }
        }
    }
}

private struct Cell: View {
    let index: Int
    @State private var isOn = false

    var body: some View {
        (isOn ? Color.red : Color.blue)
            .frame(width: 8, height: 8)
            .accessibilityIdentifier("cell \(index)")
            .onTapGesture { isOn.toggle() }
    }
}

/// A square that follows a drag (its own state), between two views that do not change.
private struct DraggedSquare: View {
    var body: some View {
        VStack {
            Text("Drag the square")
            Square()
            Circle().fill(Color.green).frame(width: 30, height: 30)
        }
    }
}

private struct Square: View {
    @State private var offset = CGSize.zero

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color.orange)
            .frame(width: 60, height: 60)
            .offset(offset)
            .accessibilityIdentifier("square")
            .gesture(DragGesture().onChanged { offset = $0.translation })
    }
}

/// The same, with the state in the root view: every move re-runs the root's body.
private struct RootDraggedSquare: View {
    @State private var offset = CGSize.zero

    var body: some View {
        VStack {
            Text("Drag the square")
            Rectangle().fill(Color.orange).frame(width: 60, height: 60).offset(offset)
                .accessibilityIdentifier("square")
                .gesture(DragGesture().onChanged { offset = $0.translation })
        }
    }
}

/// A view removed and inserted with a transition, one faded to nothing, two reordered.
private struct Toggles: View {
    @State private var shown = true
    @State private var faded = false
    @State private var raised = false

    var body: some View {
        VStack {
            Button("toggle") { withAnimation(.linear(duration: 0.3)) { shown.toggle() } }
            Button("fade") { faded.toggle() }
            Button("raise") { raised.toggle() }
            if shown {
                Rectangle().fill(Color.purple).frame(width: 80, height: 40).transition(.opacity)
            }
            Circle().fill(Color.red).frame(width: 40, height: 40).opacity(faded ? 0 : 1)
            ZStack {
                Rectangle().fill(Color.blue).frame(width: 50, height: 50).zIndex(raised ? 1 : 0)
                Rectangle().fill(Color.yellow).frame(width: 40, height: 40).offset(x: 10, y: 10)
            }
        }
    }
}

/// A scrolling list of rows and a button that presents a sheet.
private struct ScrollAndSheet: View {
    @State private var presented = false

    var body: some View {
        VStack {
            Button("present") { presented = true }
            ScrollView {
                VStack(spacing: 4) {
                    ForEach(0..<30, id: \.self) { index in
                        Text("row \(index)").frame(width: 200, height: 40).background(Color.gray.opacity(0.2))
                    }
                }
            }
            .frame(height: 400)
        }
        .sheet(isPresented: $presented) {
            VStack {
                Text("sheet title")
                Color.mint.frame(height: 100)
            }
        }
    }
}
