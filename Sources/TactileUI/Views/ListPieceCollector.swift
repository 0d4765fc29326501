import Foundation

/// What one evaluation of a `List` made: its realized **pieces** — section headers, rows,
/// section footers — in order, and the span of slots each section covers
/// (docs/ARCHITECTURE-HOST.md, "Lazy containers").
///
/// A list is a lazy vertical stack of pieces: its content is flattened into slots as a
/// `LazyVStack`'s is (`ListPieceContent`), a section's header and footer being one slot each,
/// so only the pieces within the visible region plus the prefetch margin exist. Consecutive rows
/// outside a `Section` form one implicit section. A view that turns out to make sections of its
/// own (a custom view whose body holds `Section`s) is one slot, a whole section piece.
///
/// Invariants: `pieces` are in slot order; every piece's `section` indexes `sections`; a section's
/// `firstRowSlot`/`lastRowSlot` bound the slots of all its rows, realized or not, so a piece at
/// the edge of the realized range knows whether its section goes on beyond it.
@MainActor
final class ListPieceCollector {
    enum Kind { case header, row, footer, section }

    struct Piece {
        let node: ViewNode
        let slot: Int
        let section: Int
        let kind: Kind
    }

    struct SectionSpan {
        var firstSlot: Int
        var firstRowSlot: Int?
        var lastRowSlot: Int?
    }

    let window: LazyWindow
    private(set) var pieces: [Piece] = []
    private(set) var sections: [SectionSpan] = []
    /// The section rows go to now, and whether a `Section` opened it (else loose rows did).
    private var open: (index: Int, isExplicit: Bool)?
    /// The slots of the open `Section`'s header and footer (empty ranges while it has none).
    private var captions: (header: Range<Int>, footer: Range<Int>)?

    init(window: LazyWindow) { self.window = window }

    /// True inside a `Section`'s content.
    var isInExplicitSection: Bool { open?.isExplicit == true }

    /// Collects `view`: a flattened container's parts, or the view as one row slot (evaluated
    /// only when realized).
    func collect<V: View>(_ view: V, in context: EvaluationContext) {
        if let content = view as? any ListPieceContent {
            content.collectListPieces(in: context, into: self)
            return
        }
        // An `EmptyView` (an empty header, a `ViewBuilder`'s missing part) is no row.
        if V.self == EmptyView.self { return }
        let slot = window.takeSlots(1)
        noteRows(slot..<(slot + 1))
        guard window.isRealized(slot) else { return }
        let nodes = context.nodes(for: view)
        appendRows(nodes, slots: nodes.map { _ in slot })
    }

    /// Notes that `slots` hold rows of the open section (opening an implicit one when none is).
    func noteRows(_ slots: Range<Int>) {
        guard !slots.isEmpty else { return }
        if open == nil {
            sections.append(SectionSpan(firstSlot: slots.lowerBound))
            open = (sections.count - 1, false)
        }
        guard let index = open?.index else { return }
        if sections[index].firstRowSlot == nil { sections[index].firstRowSlot = slots.lowerBound }
        sections[index].lastRowSlot = slots.upperBound - 1
    }

    /// Appends realized row nodes, `slots[i]` being node `i`'s slot. A node that is a whole
    /// section (`ListSectionBehavior`) becomes a section piece of its own.
    func appendRows(_ nodes: [ViewNode], slots: [Int]) {
        for (node, slot) in zip(nodes, slots) {
            if node.behavior is ListSectionBehavior {
                sections.append(SectionSpan(firstSlot: slot))
                pieces.append(Piece(node: node, slot: slot, section: sections.count - 1, kind: .section))
            } else if let index = open?.index {
                pieces.append(Piece(node: node, slot: slot, section: index, kind: .row))
            }
        }
    }

    /// Starts a `Section` at the next slot (closing the implicit section loose rows opened).
    func beginSection() {
        let start = window.takeSlots(0)
        sections.append(SectionSpan(firstSlot: start))
        open = (sections.count - 1, true)
        captions = (start..<start, start..<start)
    }

    /// Ends the `Section` `beginSection()` started, recording where it lies among the slots for
    /// pinning (`LazyWindow.sections`).
    func endSection() {
        if let index = open?.index, let captions {
            let end = window.takeSlots(0)
            let footer = captions.footer.isEmpty ? end..<end : captions.footer
            window.sections.append(LazySection(slots: sections[index].firstSlot..<end, header: captions.header, footer: footer))
        }
        open = nil
        captions = nil
    }

    /// Takes one slot for the open section's header or footer and, when it is made (realized,
    /// or a pinned header kept made), appends the nodes `make` evaluates as pieces of `kind`.
    func caption(_ kind: Kind, make: () -> [ViewNode]) {
        let slot = window.takeSlots(1)
        if kind == .header { captions?.header = slot..<(slot + 1) } else if kind == .footer { captions?.footer = slot..<(slot + 1) }
        guard let index = open?.index, window.isRealized(slot) else { return }
        for node in make() { pieces.append(Piece(node: node, slot: slot, section: index, kind: kind)) }
    }
}
