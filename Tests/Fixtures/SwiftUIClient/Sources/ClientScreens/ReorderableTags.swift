import SwiftUI
import UniformTypeIdentifiers

/// Tags reordered by dragging, in the style apps write it: each tag is an `onDrag` source whose
/// provider carries its name, and a `DropDelegate` on every tag moves the dragged one there as the
/// finger enters it; a trash area takes a tag with `dropDestination(for: String.self)`.
struct ReorderableTags: View {
    @State private var tags = ["Swift", "Kotlin", "Rust", "Go"]
    @State private var dragging: String?
    @State private var trashTargeted = false

    var body: some View {
        VStack(spacing: 24) {
            VStack(spacing: 8) {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .frame(maxWidth: .infinity, minHeight: 56)
                        .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(dragging == tag ? 0.3 : 0.1)))
                        .onDrag {
                            dragging = tag
                            return NSItemProvider(object: tag as NSString)
                        }
                        .onDrop(of: [.text], delegate: TagDropDelegate(tag: tag, tags: $tags, dragging: $dragging))
                }
            }
            Text(tags.joined(separator: " · "))
                .accessibilityIdentifier("order")
            Image(systemName: "trash")
                .frame(maxWidth: .infinity, minHeight: 80)
                .background(trashTargeted ? Color.red.opacity(0.3) : Color.gray.opacity(0.1))
                .accessibilityIdentifier("trash")
                .dropDestination(for: String.self) { names, _ in
                    tags.removeAll { names.contains($0) }
                    dragging = nil
                    return true
                } isTargeted: { trashTargeted = $0 }
            Spacer()
        }
        .padding()
    }
}

struct TagDropDelegate: DropDelegate {
    let tag: String
    @Binding var tags: [String]
    @Binding var dragging: String?

    func dropEntered(info: DropInfo) {
        guard let dragging, dragging != tag,
              let from = tags.firstIndex(of: dragging), let to = tags.firstIndex(of: tag) else { return }
        withAnimation {
            tags.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
        }
    }

    func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }

    func performDrop(info: DropInfo) -> Bool {
        dragging = nil
        return true
    }
}
