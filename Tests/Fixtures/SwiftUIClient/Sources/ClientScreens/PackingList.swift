import SwiftUI

/// A packing list written as apps write editable lists: rows toggle their own item through
/// `ForEach($items) { $item in … }`, the list's title is a `LocalizedStringResource` given to a
/// header component, the trip's length is a number field (`TextField(_:value:format:)`), and a
/// `ColorPicker` chooses the tag colour.
struct PackingItem: Identifiable {
    let id: Int
    var name: String
    var packed = false
}

struct PackingList: View {
    @State private var items = [PackingItem(id: 1, name: "Passport"), PackingItem(id: 2, name: "Charger"), PackingItem(id: 3, name: "Sunscreen")]
    @State private var tagColor = Color.blue
    @State private var days = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ListHeader("Trip to \("Lisbon")")
            ForEach($items) { $item in
                Toggle(item.name, isOn: $item.packed)
                    .accessibilityIdentifier("item-\(item.id)")
            }
            TextField("Days", value: $days, format: .number)
                .accessibilityIdentifier("days field")
            Text("\(days) days").accessibilityIdentifier("days")
            ColorPicker("Tag colour", selection: $tagColor, supportsOpacity: false)
            Text("\(items.filter(\.packed).count) of \(items.count) packed").accessibilityIdentifier("packed")
            Text(tagColor == .green ? "green tag" : "other tag").accessibilityIdentifier("tag")
        }
        .padding()
    }
}

/// A header component in the style of libraries: it takes its title as a resource.
struct ListHeader: View {
    private let title: LocalizedStringResource
    init(_ title: LocalizedStringResource) { self.title = title }
    var body: some View { Text(title).font(.headline).accessibilityIdentifier("header") }
}
