/// The pages of a `TabView` in the `.automatic` style, read before any is evaluated: each view of
/// a builder block, of a `Group` and each element of a `ForEach` is a page, with the traits its
/// modifiers write (`TabPageTraits`). Evaluating a page is left to the tab view, which gives each
/// page its own environment (the pages not selected are hidden, as a covered navigation page:
/// `EnvironmentValues.isCoveredByNavigation`).
struct TabPage {
    /// Where the page is evaluated.
    let context: EvaluationContext
    let traits: TabPageTraits
    let makeNodes: @MainActor (EvaluationContext) -> [ViewNode]
}

/// Content a tab view splits into pages: a builder block, a `Group`, a `ForEach`.
@MainActor
protocol TabPageContent {
    func appendTabPages(in context: EvaluationContext, to pages: inout [TabPage])
}

enum TabPages {
    /// Appends `view`'s pages: a container's parts, any other view as one page.
    @MainActor static func append<V: View>(_ view: V, in context: EvaluationContext, to pages: inout [TabPage]) {
        if let content = view as? any TabPageContent {
            content.appendTabPages(in: context, to: &pages)
            return
        }
        pages.append(TabPage(context: context, traits: TabPageTraits.of(view), makeNodes: { $0.nodes(for: view) }))
    }
}

extension TupleView: TabPageContent {
    func appendTabPages(in context: EvaluationContext, to pages: inout [TabPage]) {
        for (index, child) in children.enumerated() {
            TabPages.append(child, in: context.child(.index(index)), to: &pages)
        }
    }
}

extension Group: TabPageContent {
    func appendTabPages(in context: EvaluationContext, to pages: inout [TabPage]) {
        TabPages.append(content, in: context.child(.content), to: &pages)
    }
}

extension ForEach: TabPageContent {
    /// Each element at the `ForEach`'s identity followed by its id, as outside a tab view (a
    /// repeated id gets its offset too, so no two pages share state).
    func appendTabPages(in context: EvaluationContext, to pages: inout [TabPage]) {
        var seen = Set<AnyHashable>()
        for (offset, element) in data.enumerated() {
            var key = AnyHashable(id(element))
            if !seen.insert(key).inserted { key = AnyHashable([key, AnyHashable(offset)]) }
            TabPages.append(content(element), in: context.child(.id(key)), to: &pages)
        }
    }
}
