import SwiftUI

/// A contacts list written as apps write search: the list filters on `searchable`'s text, a view
/// inside reads `isSearching` to swap the favourites header for a result count, Return in the
/// search field records the query through `onSubmit(of: .search)`, and a row can end the search
/// with `dismissSearch` before it opens. Rows swipe to reveal a call button.
struct ContactSearch: View {
    static let contacts = ["Ana Lima", "Bo Chen", "Carla Ruiz", "Dev Patel", "Eli Moss", "Ana Sousa"]

    @State private var query = ""
    @State private var recentQueries: [String] = []
    @State private var opened: String?

    private var matches: [String] {
        query.isEmpty ? Self.contacts : Self.contacts.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                ResultsHeader(count: matches.count)
                ForEach(matches, id: \.self) { name in
                    ContactRow(name: name) { opened = name }
                }
                Spacer()
                Text("Recent: \(recentQueries.joined(separator: ", "))").accessibilityIdentifier("recent")
                Text("Opened: \(opened ?? "none")").accessibilityIdentifier("opened")
            }
            .navigationTitle("Contacts")
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Name")
            .onSubmit(of: .search) { recentQueries.append(query) }
        }
    }
}

/// "Favourites" while browsing; the number of matches while searching.
private struct ResultsHeader: View {
    let count: Int
    @Environment(\.isSearching) private var isSearching

    var body: some View {
        Text(isSearching ? "\(count) found" : "Favourites")
            .font(.footnote)
            .foregroundStyle(.secondary)
            .padding(.horizontal)
            .accessibilityIdentifier("header")
    }
}

/// A contact: a tap ends the search and opens it.
private struct ContactRow: View {
    let name: String
    let open: () -> Void
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        Button {
            dismissSearch()
            open()
        } label: {
            Text(name).frame(maxWidth: .infinity, alignment: .leading).padding()
        }
        .accessibilityIdentifier("row-\(name)")
    }
}
