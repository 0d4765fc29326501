import SwiftUI

/// A message's sender over its subject: the content of an inbox card. Declared in a file without a
/// preview of its own, as most views are (selectable mode still finds its lines).
struct MessageSummary: View {
    let message: Message

    var body: some View {
        VStack(alignment: .leading) {
            Text(message.sender).font(.headline)
            Text(message.subject).font(.subheadline)
        }
    }
}
