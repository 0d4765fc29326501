import Pantry
import SwiftUI

struct ShoppingListHeader: View {
    @Binding var sort: PantrySort
    var itemCount: Int
    var onClear: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Shopping list")
                .font(.headline)
            HStack {
                Text("\(itemCount) items")
                    .foregroundStyle(.secondary)
                Spacer()
                Text("Clear")
                    .foregroundStyle(.red)
                    .onTapGesture { onClear() }
            }
            Text(sort == .name ? "Sorted by name" : "Sorted by quantity")
                .font(.caption)
                .frame(maxWidth: .infinity, alignment: .leading)
                .onTapGesture {
                    sort = sort == .name ? .quantity : .name
                }
        }
        .padding()
    }
}
