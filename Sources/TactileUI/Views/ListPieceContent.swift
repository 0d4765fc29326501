import Foundation

/// Content a `List` flattens into its pieces (`ListPieceCollector`): a `TupleView`'s or
/// `Group`'s parts in turn; a `Section` as its header slot, its content's rows and its footer
/// slot; every element of a `ForEach` as one row slot — or, when the elements are `Section`s,
/// as that section's pieces; the branch an `if` or `switch` takes as if written in its place. Any
/// other view is one row slot.
@MainActor
protocol ListPieceContent {
    func collectListPieces(in context: EvaluationContext, into collector: ListPieceCollector)
}

/// A `Section` type, seen through a `ForEach`'s element type: its elements are sections.
protocol ListSectionContent {}

extension Section: ListSectionContent {}

extension TupleView: ListPieceContent {
    func collectListPieces(in context: EvaluationContext, into collector: ListPieceCollector) {
        for (index, child) in children.enumerated() {
            collector.collect(child, in: context.child(.index(index)))
        }
    }
}

/// An `if`/`else` or `switch` in a list's content: the branch taken, flattened as if written in its
/// place (a `ForEach` inside is rows, each with its own slot and edit actions), at the identity
/// `makeNodes` gives it, so a row's state is the same whichever way the list reaches it.
extension _ConditionalContent: ListPieceContent {
    func collectListPieces(in context: EvaluationContext, into collector: ListPieceCollector) {
        switch storage {
        case .trueContent(let content): collector.collect(content, in: context.child(.branch(true)))
        case .falseContent(let content): collector.collect(content, in: context.child(.branch(false)))
        }
    }
}

/// An `if` without `else` in a list's content: its view flattened as if written in its place, or nothing.
extension Optional: ListPieceContent where Wrapped: View {
    func collectListPieces(in context: EvaluationContext, into collector: ListPieceCollector) {
        if case .some(let content) = self { collector.collect(content, in: context.child(.branch(true))) }
    }
}

extension Group: ListPieceContent {
    func collectListPieces(in context: EvaluationContext, into collector: ListPieceCollector) {
        collector.collect(content, in: context.child(.content))
    }
}

extension Section: ListPieceContent {
    /// The header and the footer are one slot each (nothing when they are `EmptyView`), drawn in
    /// footnote type and the secondary colour, as UITableView's header and footer views. A
    /// `Section` inside a section's content adds its parts to that section's rows.
    func collectListPieces(in context: EvaluationContext, into collector: ListPieceCollector) {
        if collector.isInExplicitSection {
            if Parent.self != EmptyView.self { collector.collect(header, in: context.child(.slot("header"))) }
            collector.collect(content, in: context.child(.content))
            if Footer.self != EmptyView.self { collector.collect(footer, in: context.child(.slot("footer"))) }
            return
        }
        let caption = context.transformingEnvironment {
            $0.listContext = nil
            $0.isInListRow = false
            $0.font = .footnote
            $0.foregroundStyle = AnyShapeStyle(Color(resolved: SystemColorPalette.secondary))
        }
        collector.beginSection()
        if Parent.self != EmptyView.self {
            collector.caption(.header) { caption.child(.slot("header")).nodes(for: header) }
        }
        collector.collect(content, in: context.child(.content))
        if Footer.self != EmptyView.self {
            collector.caption(.footer) { caption.child(.slot("footer")).nodes(for: footer) }
        }
        collector.endSection()
    }
}

extension ForEach: ListPieceContent {
    /// Rows: the window's realized elements only, as in a lazy stack
    /// (`LazySlotContent.makeLazyNodes`: state of rows that scrolled away is kept, and
    /// `scrollTo` finds rows not made yet). Sections: every element's section in turn (the
    /// elements are read to count their rows; only the realized rows are evaluated), each at the
    /// identity it had last time while the ids are unchanged (`ForEachWalk`).
    ///
    /// With edit actions (`onDelete`/`onMove` around it: `listEditActions`), each realized row is
    /// a `ListEditRow` with its element's offset; the actions are not passed on to the rows'
    /// content, nor to sections' (a `ForEach` of sections takes none).
    func collectListPieces(in context: EvaluationContext, into collector: ListPieceCollector) {
        var context = context
        let edit = context.environment.listEditActions
        if edit != nil { context = context.transformingEnvironment { $0.listEditActions = nil } }
        if Content.self is any ListSectionContent.Type {
            let walk = ForEachWalk(kept: context.pass.forEachIdentities(at: context.identity, of: ID.self))
            for element in data {
                collector.collect(content(element), in: context.child(at: walk.identity(of: id(element), in: context)))
            }
            _ = walk.finish()
            return
        }
        let first = collector.window.takeSlots(0)
        var slots: [Int] = []
        let nodes = makeLazyNodes(in: context, window: collector.window, slots: &slots, edit: edit)
        collector.noteRows(first..<collector.window.takeSlots(0))
        collector.appendRows(nodes, slots: slots)
    }
}
