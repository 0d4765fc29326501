import SwiftUI

/// A stack of swipeable cards.
struct CardStack: View {
    @Binding var cards: [Card]
    @State private var dragOffset = CGSize.zero
    @State private var isHolding = false

    var body: some View {
        ZStack {
            ForEach(cards) { card in
                CardView(card: card)
                    .offset(card.id == cards.last?.id ? dragOffset : .zero)
            }
        }
        .gesture(
            DragGesture()
                .onChanged { value in
                    dragOffset = value.translation
                    cards.sort { $0.priority > $1.priority }
                }
                .onEnded { _ in dragOffset = .zero }
        )
        // tactile-lint:disable:next gesture_without_accessibility_action
        .simultaneousGesture(LongPressGesture(minimumDuration: 1).onEnded { _ in isHolding = true })
        .accessibilityLabel("Cards")
    }
}
