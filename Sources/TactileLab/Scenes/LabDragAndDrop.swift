import Tactile

/// The lab's drag-and-drop scene: fruits to hold and drag into a basket (`draggable`,
/// `dropDestination(for:action:isTargeted:)`), the basket lighting up while a fruit is over it,
/// and a list of tasks reordered by dragging one onto another (`onDrag`, a `DropDelegate`).
/// Not seed code.
struct LabDragAndDrop: View {
    @State private var fruits = ["Apple", "Banana", "Cherry"]
    @State private var basket: [String] = []
    @State private var basketTargeted = false
    @State private var tasks = ["Write", "Review", "Ship"]
    @State private var moving: String?

    var body: some View {
        VStack(spacing: 20) {
            Text("Hold a fruit, then drag it into the basket")
            HStack(spacing: 12) {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                        .padding(12)
                        .background(RoundedRectangle(cornerRadius: 10).fill(Color.orange.opacity(0.3)))
                        .draggable(fruit)
                }
            }
            .frame(height: 50)
            RoundedRectangle(cornerRadius: 16)
                .fill(basketTargeted ? Color.green.opacity(0.4) : Color.gray.opacity(0.2))
                .frame(width: 320, height: 140)
                .overlay(Text(basket.isEmpty ? "Basket" : "Basket: " + basket.joined(separator: ", ")))
                .accessibilityIdentifier("basket")
                .dropDestination(for: String.self) { items, _ in
                    fruits.removeAll { items.contains($0) }
                    basket += items
                    return true
                } isTargeted: { basketTargeted = $0 }
            ForEach(tasks, id: \.self) { task in
                Text(task)
                    .frame(width: 320, height: 44)
                    .background(Color.blue.opacity(moving == task ? 0.35 : 0.12))
                    .onDrag {
                        moving = task
                        return NSItemProvider(object: task as NSString)
                    }
                    .onDrop(of: [.plainText], delegate: TaskReorder(task: task, tasks: $tasks, moving: $moving))
            }
            Button("Reset") {
                fruits = ["Apple", "Banana", "Cherry"]
                basket = []
                tasks = ["Write", "Review", "Ship"]
            }
        }
    }
}

/// Moves the dragged task to where the finger enters another one.
struct TaskReorder: DropDelegate {
    let task: String
    @Binding var tasks: [String]
    @Binding var moving: String?

    func dropEntered(info: DropInfo) {
        guard let moving, moving != task, let from = tasks.firstIndex(of: moving), let to = tasks.firstIndex(of: task) else { return }
        withAnimation { tasks.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to) }
    }

    func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }

    func performDrop(info: DropInfo) -> Bool {
        moving = nil
        return true
    }
}
