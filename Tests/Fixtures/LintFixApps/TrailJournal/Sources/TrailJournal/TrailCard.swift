import SwiftUI

struct TrailCard: View {
    let trail: Trail
    var onSelect: (Trail) -> Void
    var onMarkDone: (Trail) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(trail.name)
                    .font(.headline)
                Spacer()
                Image(systemName: trail.isDone ? "checkmark.seal.fill" : "checkmark.seal")
                    .onTapGesture { onMarkDone(trail) }
            }
            Text(String(format: "%.1f km, %d m climb", trail.kilometres, trail.climb))
                .font(.subheadline)
        }
        .padding()
        .gesture(TapGesture().onEnded { onSelect(trail) })
    }
}

struct TrailFilterBar: View {
    @Binding var showsDone: Bool
    var onAdd: () -> Void

    var body: some View {
        HStack {
            Label(showsDone ? "All trails" : "To do", systemImage: "line.3.horizontal.decrease")
                .onTapGesture { showsDone.toggle() }
            Spacer()
            Image(systemName: "plus")
                .font(.title2)
                .onTapGesture(perform: onAdd)
        }
        .padding(.horizontal)
    }
}
