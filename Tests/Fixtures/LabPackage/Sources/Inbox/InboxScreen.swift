import SwiftUI
import DesignSystem
import GestureKit

/// The inbox: a column of message cards, each swiped away to archive it.
struct InboxScreen: View {
    @State var messages: [Message] = Message.samples
    @State private var archived = 0
    @State private var opened: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Archived: \(archived)")
                .font(.headline)
            ForEach(messages) { message in
                PressableCard(action: { opened = message.subject }) {
                    MessageSummary(message: message)
                }
                .swipeToDismiss {
                    messages.removeAll { $0.id == message.id }
                    archived += 1
                }
            }
            if let opened {
                Text("Opened: \(opened)")
            }
            Spacer()
        }
        .padding()
    }
}

#Preview("Inbox") {
    InboxScreen()
}

struct InboxScreen_Previews: PreviewProvider {
    static var previews: some View {
        InboxScreen(messages: Array(Message.samples.prefix(1)))
    }
}
