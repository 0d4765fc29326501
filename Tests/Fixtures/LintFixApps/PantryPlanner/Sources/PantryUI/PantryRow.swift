import Pantry
import SwiftUI

struct PantryRow: View {
    let item: PantryItem
    var onOpen: () -> Void

    var body: some View {
        HStack {
            Image(systemName: item.isStaple ? "star.fill" : "leaf")
            Text(item.name)
            Spacer()
            Text("\(item.quantity)")
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, 6)
        .onTapGesture { onOpen() }
    }
}

struct QuantityStepper: View {
    @Binding var quantity: Int

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "minus.circle")
                .onTapGesture {
                    if quantity > 0 { quantity -= 1 }
                }
            Text("\(quantity)")
                .monospacedDigit()
            Image(systemName: "plus.circle")
                .onTapGesture { quantity += 1 }
        }
        .font(.title3)
    }
}
