import SwiftUI

/// A notes app's root, written as iOS apps write it: a `TabView` whose pages carry `tabItem`s
/// built from a `Label` and from an `Image` and a `Text`, a badge, a note with a context menu,
/// and the iOS 15-era `UITableView.appearance()` call in `init` that apps still carry.
struct NotesTabs: View {
    @State private var selection = 0
    @State private var notes = ["Groceries", "Ideas"]
    @State private var pinned: [String] = []

    init() {
        UITableView.appearance().backgroundColor = .clear
        UITableView.appearance().separatorStyle = .none
    }

    var body: some View {
        TabView(selection: $selection) {
            VStack(spacing: 12) {
                ForEach(notes, id: \.self) { note in
                    Text(note)
                        .padding()
                        .frame(maxWidth: .infinity)
                        .background(Color.yellow.opacity(0.3))
                        .contextMenu {
                            Button {
                                pinned.append(note)
                            } label: {
                                Label("Pin", systemImage: "star")
                            }
                            Button("Delete", role: .destructive) {
                                notes.removeAll { $0 == note }
                            }
                        }
                }
                Text("Pinned: \(pinned.joined(separator: ", "))")
                Spacer()
            }
            .padding()
            .tabItem { Label("Notes", systemImage: "star") }
            .badge(notes.count)
            .tag(0)

            Text("Settings screen")
                .tabItem {
                    Image(systemName: "circle")
                    Text("Settings")
                }
                .tag(1)
        }
    }
}
