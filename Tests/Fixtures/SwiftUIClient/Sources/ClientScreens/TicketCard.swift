import SwiftUI

/// A boarding-pass card written as iOS 26 cards are: the card names its shape with
/// `containerShape`, and its background and its "Board" strip are `ConcentricRectangle`s, so their
/// corners follow the card's (the strip's bottom corners are the card's 40-pt radius less the 16-pt
/// padding); a faint `.quinary` rule separates the stub. Tapping the strip boards — but not in a
/// corner it rounds off.
struct TicketCard: View {
    @State private var boarded = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("SFO → JFK")
                .font(.title2)
            Rectangle()
                .fill(.quinary)
                .frame(height: 2)
            Text(boarded == 0 ? "Board" : "Boarded \(boarded)")
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity, minHeight: 56)
                .background(Color.blue, in: ConcentricRectangle())
                .onTapGesture { boarded += 1 }
                .accessibilityIdentifier("board")
        }
        .padding(16)
        .frame(width: 320)
        .background(Color.orange, in: ConcentricRectangle())
        .containerShape(RoundedRectangle(cornerRadius: 40))
    }
}
