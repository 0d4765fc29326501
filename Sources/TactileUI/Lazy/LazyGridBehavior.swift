import Foundation

/// A lazy `LazyVGrid`'s or `LazyHGrid`'s layout: `GridBehavior`'s tracks and cells, with its
/// lines placed by the grid's window (`LazyWindow.placement`) as a lazy stack's rows are — the
/// lines not realized count at the window's estimate, the mean measured line length, so the
/// grid is as long as all its lines would be.
///
/// A slot is a line; each child has its line (`slots`, ascending) and its track (`tracks`: the
/// item's place in its line, or -1 for a section's header or footer, which spans the grid's
/// breadth and is offered all of it; a line's spanning views follow each other along the flow).
/// Within its line a cell is laid out exactly as `GridBehavior` lays it out.
///
/// Invariant: `slots.count == tracks.count ==` the number of children.
package struct LazyGridBehavior: LazyLayoutBehavior {
    package let grid: GridBehavior
    package let slots: [Int]
    package let tracks: [Int]
    package let window: LazyWindow

    package var axis: Axis { grid.flow }
    package var spacing: CGFloat { grid.spacing }

    package func itemsPerSlot(in size: CGSize) -> Int {
        max(1, grid.resolveTracks(breadth(of: size)).count)
    }

    private func breadth(of size: CGSize) -> CGFloat { grid.flow == .vertical ? size.width : size.height }
    private func length(of size: CGSize) -> CGFloat { grid.flow == .vertical ? size.height : size.width }

    private static func totalBreadth(_ tracks: [GridBehavior.Track]) -> CGFloat {
        var total: CGFloat = 0
        for (index, track) in tracks.enumerated() { total += track.breadth + (index < tracks.count - 1 ? track.spacing : 0) }
        return total
    }

    /// Each child's size, and each line's slot and length.
    private func measure(_ children: [ViewNode], tracks resolved: [GridBehavior.Track], breadth: CGFloat,
                         layout: LayoutEngine) -> (sizes: [CGSize], lines: [Int], lengths: [CGFloat]) {
        var sizes: [CGSize] = []
        sizes.reserveCapacity(children.count)
        var lines: [Int] = [], lengths: [CGFloat] = []
        let spanProposal = grid.flow == .vertical ? ProposedViewSize(width: breadth, height: nil)
                                                  : ProposedViewSize(width: nil, height: breadth)
        for (index, child) in children.enumerated() {
            let track = tracks[index]
            let size: CGSize
            if track < 0 {
                size = layout.size(of: child, proposal: spanProposal)
            } else {
                size = layout.size(of: child, proposal: grid.cellProposal(resolved[min(track, resolved.count - 1)]))
            }
            sizes.append(size)
            let line = slots[index], along = length(of: size)
            if lines.last == line {
                lengths[lengths.count - 1] = track < 0 ? lengths[lengths.count - 1] + along : max(lengths[lengths.count - 1], along)
            } else {
                lines.append(line)
                lengths.append(along)
            }
        }
        return (sizes, lines, lengths)
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        // An unbounded proposal (a grid in a scroll view along its tracks) counts as none.
        let resolved = grid.resolveTracks(proposal[grid.flow.cross].flatMap { $0.isFinite ? $0 : nil })
        let breadth = Self.totalBreadth(resolved)
        let length: CGFloat
        if resolved.isEmpty {
            length = 0
        } else {
            let measured = measure(children, tracks: resolved, breadth: breadth, layout: layout)
            length = window.placement(lengths: measured.lengths, slots: measured.lines, spacing: spacing).length
        }
        return grid.flow == .vertical ? CGSize(width: breadth, height: length) : CGSize(width: length, height: breadth)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let resolved = grid.resolveTracks(breadth(of: size))
        guard !resolved.isEmpty else { return children.map { _ in .zero } }
        let breadth = Self.totalBreadth(resolved)
        let measured = measure(children, tracks: resolved, breadth: breadth, layout: layout)
        let starts = window.placement(lengths: measured.lengths, slots: measured.lines, spacing: spacing).starts
        var trackOffsets: [CGFloat] = []
        trackOffsets.reserveCapacity(resolved.count)
        var offset: CGFloat = 0
        for track in resolved {
            trackOffsets.append(offset)
            offset += track.breadth + track.spacing
        }
        var frames: [CGRect] = []
        frames.reserveCapacity(children.count)
        var lineIndex = -1, along: CGFloat = 0
        for index in children.indices {
            if lineIndex < 0 || measured.lines[lineIndex] != slots[index] {
                lineIndex += 1
                along = 0
            }
            let lineStart = starts[lineIndex], lineLength = measured.lengths[lineIndex]
            let childSize = measured.sizes[index]
            let origin: CGPoint
            if tracks[index] < 0 {
                // A header or footer: across the whole breadth, placed by the grid's alignment.
                let cross = (breadth - (grid.flow == .vertical ? childSize.width : childSize.height)) * grid.alignment
                origin = grid.flow == .vertical ? CGPoint(x: cross, y: lineStart + along) : CGPoint(x: lineStart + along, y: cross)
                along += length(of: childSize)
            } else {
                let column = min(tracks[index], resolved.count - 1)
                let track = resolved[column]
                let cell = grid.flow == .vertical ? CGSize(width: track.breadth, height: lineLength)
                                                  : CGSize(width: lineLength, height: track.breadth)
                let inCell = grid.cellAlignment(track).origin(of: childSize, in: cell)
                origin = grid.flow == .vertical ? CGPoint(x: trackOffsets[column] + inCell.x, y: lineStart + inCell.y)
                                                : CGPoint(x: lineStart + inCell.x, y: trackOffsets[column] + inCell.y)
            }
            frames.append(CGRect(origin: origin, size: childSize))
        }
        return frames
    }
}

extension LazyWindow {
    /// A lazy grid's node: its window's realized lines of `content` (a slot is a line of as
    /// many items as the grid has tracks), laid out by `LazyGridBehavior`.
    static func gridNodes<Content: View>(_ content: Content, grid: GridBehavior, pinnedViews: PinnedScrollableViews,
                                         in context: EvaluationContext) -> [ViewNode] {
        let window = context.pass.lazyWindow(at: context.identity)
        window.groupsItemsIntoLines = true
        window.setInitialItemsPerSlot(grid.resolveTracks(nil).count)
        window.pinnedViews = pinnedViews
        window.beginEvaluation()
        var items: [Int] = []
        let children = window.nodes(for: content, in: context.child(.content).transformingEnvironment { $0.stackAxis = nil },
                                    slots: &items)
        window.endEvaluation()
        let (lines, tracks) = cellPlaces(of: items, in: window)
        let behavior = LazyGridBehavior(grid: grid, slots: lines, tracks: tracks, window: window)
        let node = context.node(behavior, children: children)
        window.node = node
        return [node]
    }

    /// The line and track of each child, from its item: item `k` is in line `k / itemsPerSlot`,
    /// track `k % itemsPerSlot`; a header's or footer's views span their line (track -1).
    ///
    /// A view that makes several views (a custom view whose body is a `ForEach`) is one item to
    /// the window but several cells, as in an eager grid: its views take successive cells and
    /// the items after it move on by as many (a later section still starts on a new line). The
    /// window counts such a view as one item, so its extra lines are laid out but not measured.
    private static func cellPlaces(of items: [Int], in window: LazyWindow) -> (lines: [Int], tracks: [Int]) {
        let perSlot = window.itemsPerSlot
        var lines: [Int] = [], tracks: [Int] = []
        lines.reserveCapacity(items.count)
        tracks.reserveCapacity(items.count)
        let spanning = window.spanningSlots
        var spanIndex = 0
        var shift = 0, previousItem = -1, previousCell = -1
        for item in items {
            let line = window.slot(ofItem: item)
            while spanIndex < spanning.count, spanning[spanIndex] < line { spanIndex += 1 }
            if spanIndex < spanning.count, spanning[spanIndex] == line {
                // A whole line: it starts a line even after cells that moved on.
                if item != previousItem, shift % perSlot != 0 { shift += perSlot - shift % perSlot }
                lines.append((item + shift) / perSlot)
                tracks.append(-1)
                previousCell = -1
            } else {
                var cell = item + shift
                if item == previousItem, previousCell >= 0 {
                    cell = previousCell + 1
                    shift += 1
                }
                lines.append(cell / perSlot)
                tracks.append(cell % perSlot)
                previousCell = cell
            }
            previousItem = item
        }
        return (lines, tracks)
    }
}
