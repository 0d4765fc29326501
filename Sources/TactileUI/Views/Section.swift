import Foundation

/// A container view that you can use to add hierarchy within certain views (SwiftUI's `Section`).
///
/// In a `List`: a group of rows with an optional header above and footer below, laid out and
/// drawn in the list's style (`ListSectionBehavior`). Elsewhere: its header, content and footer
/// one after another, as a `Group` of them.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    package let header: Parent
    package let content: Content
    package let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public var body: EmptyView { EmptyView() }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section with the provided section content and a text label as its header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

// The iOS 13 initializers taking the header and footer as views, deprecated since iOS 100000
// ("Use init(content:header:footer:)"), as SwiftUI marks them: code written for iOS 13 and 14 uses them.

extension Section {
    /// A section with `header` above and `footer` below `content`.
    @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    /// A section with `header` above `content`.
    @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with `footer` below `content`.
    @available(iOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        guard let list = context.environment.listContext else {
            return context.child(.slot("header")).nodes(for: header)
                + context.child(.content).nodes(for: content)
                + context.child(.slot("footer")).nodes(for: footer)
        }
        // Headers and footers: footnote, secondary, as UITableView's header/footer views.
        let caption = context.transformingEnvironment {
            $0.listContext = nil
            $0.isInListRow = false
            $0.font = .footnote
            $0.foregroundStyle = AnyShapeStyle(Color(resolved: SystemColorPalette.secondary))
        }
        let headers = caption.child(.slot("header")).nodes(for: header)
        let footers = caption.child(.slot("footer")).nodes(for: footer)
        let rows = context.child(.content).nodes(for: content)
        let wrapped = ListRows.wrap(rows, in: context.child(.slot("rows")), list: list)
        let behavior = ListSectionBehavior(kind: list.kind, headerCount: headers.count, footerCount: footers.count)
        return [context.node(behavior, children: headers + wrapped + footers)]
    }
}
