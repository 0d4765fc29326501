import SwiftUI

/// A mail app's inbox row, written as iOS apps write it: the sender in bold joined to the time
/// with `+`, a two-line preview that truncates, an unread badge that shrinks rather than truncates,
/// an uppercase section header, and a swipe to the left that reveals Delete.
struct InboxRow: View {
    let sender: String
    let preview: String
    let unread: Int
    var onDelete: () -> Void = {}
    @State private var revealed = false
    @GestureState private var dragX: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Today").textCase(.uppercase).font(.caption).foregroundStyle(.secondary)
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 2) {
                    (Text(sender).bold() + Text(" · 9:41").foregroundColor(.gray))
                        .lineLimit(1)
                        .accessibilityIdentifier("title")
                    Text(preview)
                        .font(.subheadline)
                        .lineLimit(2)
                        .truncationMode(.tail)
                        .accessibilityIdentifier("preview")
                }
                Spacer()
                Text("\(unread)")
                    .font(.caption.bold())
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                    .frame(width: 24, height: 24)
                    .background(Circle().fill(Color.blue))
                    .accessibilityIdentifier("badge")
            }
            .padding()
            .background(Color.white)
            .offset(x: (revealed ? -80 : 0) + dragX)
            .gesture(
                DragGesture(minimumDistance: 20)
                    .updating($dragX) { value, state, _ in state = min(0, value.translation.width) }
                    .onEnded { value in revealed = value.translation.width < -60 }
            )
            .background(alignment: .trailing) {
                Button("Delete", role: .destructive) { onDelete() }
                    .frame(width: 80)
                    .accessibilityIdentifier("delete")
            }
        }
        .frame(width: 320)
    }
}
