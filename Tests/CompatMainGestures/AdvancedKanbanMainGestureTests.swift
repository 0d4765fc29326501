import AdvancedKanban
import Foundation
import TactileTesting
import Testing

// NerdSnipe-Inc/AdvancedKanban — README "Add a board in 3 steps": `KanbanBoard(columns: $columns,
// wipLimitBehavior: .preventDrop, onMove:columnTitle:cardContent:columnHeader:)` over three `Stage` columns;
// "Features": cross-column drag and drop (the board mutates the binding, then calls `onMove`), and columns
// collapse to a narrow strip on a tap (the chevron in their header). Checked as iOS code (the package declares iOS first).
struct ExampleTask: KanbanCard {
    let id: UUID
    var title: String
}

struct Stage: KanbanColumn {
    let id: UUID
    var name: String
    var cards: [ExampleTask] = []
    var wipLimit: Int? = nil
    var isCollapsed: Bool = false
}

struct AdvancedKanbanReadmeView: View {
    @State private var columns: [Stage] = [
        Stage(id: UUID(), name: "To Do", cards: [ExampleTask(id: UUID(), title: "Write README"), ExampleTask(id: UUID(), title: "Ship it")]),
        Stage(id: UUID(), name: "In Progress", wipLimit: 3),
        Stage(id: UUID(), name: "Done"),
    ]
    @State var moves: [String] = []

    var body: some View {
        KanbanBoard(
            columns: $columns,
            wipLimitBehavior: .preventDrop,
            onMove: { move in
                let name = { (id: UUID) in columns.first { $0.id == id }?.name ?? "?" }
                let title = columns.flatMap(\.cards).first { $0.id == move.cardID }?.title ?? "?"
                moves.append("\(title): \(name(move.sourceColumnID)) → \(name(move.destinationColumnID)) @\(move.destinationIndex)")
            },
            columnTitle: { $0.name },
            cardContent: { task in
                Text(task.title).padding(8)
            },
            columnHeader: { stage in
                Text(stage.name).font(.headline)
            }
        )
    }
}

@MainActor
@Suite("NerdSnipe-Inc/AdvancedKanban: a card dragged onto another column moves there")
struct AdvancedKanbanMainGestureTests {
    let host = ViewHost(AdvancedKanbanReadmeView())

    var moves: String? { host.stateValue(named: "moves", in: "AdvancedKanbanReadmeView") }

    @Test("Columns of 280 pt: To Do at the leading edge, In Progress beginning past it")
    func layout() {
        let todo = host.center(of: "To Do"), progress = host.center(of: "In Progress")
        #expect(todo.x < 296)
        #expect(progress.x > 296)
        #expect(host.center(of: "Write README").x < 296)
        #expect(moves == "[]")
    }

    @Test("Dragging Write README onto In Progress moves it there and calls onMove once")
    func dragAcross() async {
        let card = host.center(of: "Write README")
        let target = CGPoint(x: 340, y: card.y)
        host.drag(from: card, to: target, duration: 0.6)
        await host.settle()
        #expect(moves == #"["Write README: To Do → In Progress @0"]"#)
        let moved = host.center(of: "Write README")
        #expect(moved.x > 296 || host.view(withText: "Write README")?.center.x == nil, "the card is in the second column now: \(moved)")
        #expect(host.center(of: "Ship it").y < card.y + 1, "Ship it moves up into the first place of To Do")
    }

    @Test("A tap on a column's collapse button (its header's chevron) collapses it to a 56-pt strip")
    func collapse() async throws {
        let before = host.center(of: "In Progress").x
        let chevron = try host.elements(matching: .type(.button), .label("Collapse column")).first
        #expect(chevron.frame.minX < 296, "the first column's chevron: \(chevron.frame)")
        host.tap(on: chevron)
        await host.settle()
        let after = host.center(of: "In Progress").x
        #expect(abs((before - after) - (280 - 56)) < 1, "In Progress moved left by 224 pt: \(before) → \(after)")
    }
}
