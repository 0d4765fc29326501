import SwiftUI

/// A message composer's action row, written as iOS 16 apps write an adaptive toolbar: the same
/// buttons with their titles when the row has room, icon-only when it does not (`ViewThatFits`
/// picks the first that fits the offered width). The row narrows when the composer is docked
/// beside another panel, and the screen lists which form of the row has appeared.
struct ComposeToolbar: View {
    @State private var docked = false
    @State private var lastAction = "none"
    @State private var appearances: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ViewThatFits(in: .horizontal) {
                actions
                    .labelStyle(.titleAndIcon)
                    .onAppear { appearances.append("labels") }
                actions
                    .labelStyle(.iconOnly)
                    .onAppear { appearances.append("icons") }
            }
            .frame(width: docked ? 160 : 360, alignment: .leading)
            .accessibilityIdentifier("toolbar")
            Toggle("Docked", isOn: $docked).accessibilityIdentifier("docked")
            Text("Last: \(lastAction)")
            Text("Shown: \(appearances.joined(separator: ", "))")
        }
        .padding()
    }

    private var actions: some View {
        HStack(spacing: 12) {
            Button("Photo", systemImage: "photo") { lastAction = "Photo" }
                .accessibilityIdentifier("photo")
            Button("Favorite", systemImage: "star") { lastAction = "Favorite" }
                .accessibilityIdentifier("favorite")
            Button("Like", systemImage: "heart") { lastAction = "Like" }
                .accessibilityIdentifier("like")
        }
    }
}
