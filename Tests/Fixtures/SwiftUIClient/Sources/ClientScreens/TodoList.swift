import SwiftUI

/// A to-do list written as apps write editable lists: `EditButton` in the navigation bar's
/// toolbar, rows reordered with `onMove(perform:)` and deleted with `onDelete(perform:)`, the
/// data changed with `move(fromOffsets:toOffset:)` and `remove(atOffsets:)`.
struct TodoList: View {
    @State private var todos = ["Buy milk", "Call Sam", "Water plants", "Pay rent"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(todos, id: \.self) { todo in
                    Text(todo).accessibilityIdentifier(todo)
                }
                .onMove(perform: move)
                .onDelete(perform: delete)
            }
            .navigationTitle("To Do")
            .toolbar { EditButton() }
        }
    }

    private func move(from source: IndexSet, to destination: Int) {
        todos.move(fromOffsets: source, toOffset: destination)
    }

    private func delete(at offsets: IndexSet) {
        todos.remove(atOffsets: offsets)
    }
}
