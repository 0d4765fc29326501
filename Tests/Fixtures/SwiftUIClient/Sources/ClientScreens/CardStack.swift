import SwiftUI

struct FlashCard: Identifiable, Equatable {
    let id: Int
    let prompt: String

    static let deck = (1...3).map { FlashCard(id: $0, prompt: "Card \($0)") }
}

/// A flash-card deck in the style of swipe-card apps: the top card follows the finger and tilts,
/// a swipe past the threshold files it as known (right) or skipped (left) and it fades away, a
/// shorter drag springs back; Restart deals the deck again, each card scaling in.
struct CardStack: View {
    @State private var cards = FlashCard.deck
    @State private var offset: CGSize = .zero
    @State private var known = 0
    @State private var skipped = 0

    private let threshold: CGFloat = 120

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                ForEach(cards) { card in
                    let isTop = card == cards.last
                    RoundedRectangle(cornerRadius: 20)
                        .fill(isTop ? Color.blue : Color.gray)
                        .frame(width: 280, height: 180)
                        .overlay(Text(card.prompt).foregroundStyle(.white))
                        .offset(isTop ? offset : .zero)
                        .rotationEffect(.degrees(isTop ? Double(offset.width / 20) : 0))
                        .allowsHitTesting(isTop)
                        .accessibilityIdentifier("card-\(card.id)")
                        .transition(.asymmetric(insertion: .scale, removal: .opacity))
                        .gesture(swipe)
                }
            }
            .frame(height: 220)
            HStack {
                Text("Known \(known)")
                Text("Skipped \(skipped)")
            }
            Button("Restart") {
                withAnimation(.easeOut(duration: 0.3)) {
                    cards = FlashCard.deck
                    known = 0
                    skipped = 0
                }
            }
            .accessibilityIdentifier("restart")
        }
    }

    private var swipe: some Gesture {
        DragGesture()
            .onChanged { offset = $0.translation }
            .onEnded { value in
                guard abs(value.translation.width) > threshold else {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { offset = .zero }
                    return
                }
                withAnimation(.easeIn(duration: 0.25)) {
                    if value.translation.width > 0 { known += 1 } else { skipped += 1 }
                    cards.removeLast()
                    offset = .zero
                }
            }
    }
}

#Preview("Card stack") {
    CardStack()
}
