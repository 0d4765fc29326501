import Foundation

/// What a `searchable` view gives the navigation bar's search field.
package struct SearchFieldEntry {
    let text: Binding<String>
    /// Whether a search is under way (`isSearching`).
    let isPresented: Binding<Bool>
    let prompt: Text?
    /// The `onSubmit(of: .search)` actions around the searchable view, outermost first.
    let submitActions: [SubmitAction]
}

/// The search field in a navigation bar's drawer (UISearchBar as SwiftUI shows it on iPhone): a
/// rounded field with a magnifying glass, the prompt ("Search" by default) while empty, a clear
/// button while not; Cancel beside it while a search is under way.
///
/// Invariants: a tap focuses the field and starts the search (`isPresented` true); Return ends
/// the editing and runs the search's submit actions, the search staying under way; Cancel (or
/// `dismissSearch`, or the binding set to false) clears the text and ends both; the binding set
/// to true focuses the field. Measurements: `SearchFieldDefaults`.
struct SearchField: View {
    let entry: SearchFieldEntry
    @FocusState private var isFocused: Bool

    var body: some View {
        let text = entry.text, isPresented = entry.isPresented
        HStack(spacing: SearchFieldDefaults.cancelSpacing) {
            HStack(spacing: SearchFieldDefaults.iconSpacing) {
                Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
                TextField(text: text, prompt: entry.prompt ?? Text("Search"), submitTriggers: .search, label: Text("Search"))
                    .focused($isFocused)
                    .accessibilityIdentifier("search field")
                if !text.wrappedValue.isEmpty {
                    Button { text.wrappedValue = "" } label: {
                        Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
                    }
                    .accessibilityLabel("Clear text")
                }
            }
            .padding(.horizontal, SearchFieldDefaults.fieldHorizontalPadding)
            .frame(height: SearchFieldDefaults.fieldHeight)
            .background(RoundedRectangle(cornerRadius: SearchFieldDefaults.fieldCornerRadius)
                .fill(Color.tertiarySystemFill))
            if isPresented.wrappedValue {
                Button("Cancel") { isPresented.wrappedValue = false }
            }
        }
        .padding(.horizontal, SearchFieldDefaults.horizontalMargin)
        .environment(\.submitActions, entry.submitActions)
        .onChange(of: isFocused) { _, focused in
            if focused && !isPresented.wrappedValue { isPresented.wrappedValue = true }
        }
        .onChange(of: isPresented.wrappedValue) { _, presented in
            if presented {
                isFocused = true
            } else {
                isFocused = false
                text.wrappedValue = ""
            }
        }
    }
}

/// The search field's measurements, with where they come from.
package enum SearchFieldDefaults {
    /// The drawer below the navigation bar that holds the field: 52 points. [obs] iOS 15–18 show
    /// a 36-point field with 8 points above and below it under an inline title (approximate).
    static let drawerHeight: CGFloat = 52
    /// The field's height: 36 points. [obs] UISearchTextField's height in a navigation bar.
    static let fieldHeight: CGFloat = 36
    /// The field's corner radius: 10 points. [obs] approximate, not published.
    static let fieldCornerRadius: CGFloat = 10
    /// The space between the screen's edges and the field: 16 points. [obs] the navigation bar's
    /// layout margins on iPhone.
    static let horizontalMargin: CGFloat = 16
    /// The inset of the magnifying glass from the field's leading edge: 8 points. [obs] approximate.
    static let fieldHorizontalPadding: CGFloat = 8
    /// The space between the magnifying glass and the text: 6 points. [obs] approximate.
    static let iconSpacing: CGFloat = 6
    /// The space between the field and Cancel: 8 points. [obs] approximate.
    static let cancelSpacing: CGFloat = 8
}
