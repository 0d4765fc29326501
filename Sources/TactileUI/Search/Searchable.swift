import Foundation

extension View {
    /// Marks this view as searchable (SwiftUI's `searchable(text:placement:prompt:)`, iOS 15): the
    /// navigation page this view is in shows a search field in its bar's drawer, below the title,
    /// editing `text` (`SearchField`). Views inside read `isSearching` and `dismissSearch`; Return
    /// in the field runs the `onSubmit(of: .search)` actions around this view. Outside a navigation
    /// stack no field is shown, as on iPhone, unless the modifier is applied to the stack itself,
    /// whose root page then shows it.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, prompt: prompt))
    }

    /// Marks this view as searchable, with a prompt from a localized string key.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, prompt: Text(prompt)))
    }

    /// Marks this view as searchable, with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, prompt: Text(String(prompt))))
    }

    /// Marks this view as searchable, with the search's presentation bound to `isPresented`
    /// (iOS 17): setting it to true focuses the field, to false dismisses the search; the field
    /// sets it as the user starts and cancels a search.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, prompt: prompt))
    }

    /// Marks this view as searchable with a bound presentation and a localized prompt (iOS 17).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, prompt: Text(prompt)))
    }

    /// Marks this view as searchable with a bound presentation and a string prompt (iOS 17).
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, prompt: Text(String(prompt))))
    }
}

/// Gives its content the search's state and its navigation page the field.
///
/// Invariants: `isSearching` inside is the presentation (`isPresented`, or the modifier's own
/// state); `dismissSearch` sets it to false, which the field answers by clearing the text and
/// ending the editing (`SearchField`); the page reads the `.search` bar entry, the stack's root
/// page the environment's `navigationSearchField` when the modifier is outside the stack.
struct SearchableModifier: ViewModifier {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: Text?
    @State private var ownIsPresented = false
    @Environment(\.submitActions) private var submitActions

    func body(content: Content) -> some View {
        let presented = isPresented ?? $ownIsPresented
        let entry = SearchFieldEntry(text: text, isPresented: presented, prompt: prompt,
                                     submitActions: submitActions.filter { $0.triggers.contains(.search) })
        content
            .environment(\.isSearching, presented.wrappedValue)
            .environment(\.dismissSearch, DismissSearchAction { presented.wrappedValue = false })
            .environment(\.navigationSearchField, entry)
            .modifier(NavigationBarItemModifier(item: .search(entry)))
    }
}
