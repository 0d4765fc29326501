import Foundation

/// The layout of `LazyVGrid` (tracks are columns, cells flow down) and `LazyHGrid` (tracks are
/// rows, cells flow right).
///
/// Tracks across the flow: fixed items take their length; the others, in order, each take an
/// equal share of what is left after fixed items and spacing, clamped to their bounds; an
/// adaptive item then splits its share into as many tracks of at least its minimum as fit
/// (at least one), each at most its maximum. Without a proposal across the flow, flexible and
/// adaptive items take their minimum. Cells fill the tracks in order, one line at a time; a
/// line is as long as its longest cell (each cell is offered its track's breadth and no
/// length), lines are `spacing` apart, and a cell's content is aligned in its cell by its
/// item's alignment, else by the grid's alignment across the flow and centred along it.
/// Invariant: the grid's breadth is its tracks' plus their spacing; its length is its lines'
/// plus their spacing.
package struct GridBehavior: NodeBehavior {
    /// The axis cells flow along (vertical for `LazyVGrid`).
    package let flow: Axis
    package let items: [GridItem]
    /// Where cells sit across the flow (0 leading/top … 1 trailing/bottom).
    package let alignment: CGFloat
    package let spacing: CGFloat

    /// One resolved track: its breadth, the space after it, and its item's alignment.
    package struct Track {
        let breadth: CGFloat
        let spacing: CGFloat
        let alignment: Alignment?
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        // An unbounded proposal (a grid in a scroll view along its tracks) counts as none.
        let tracks = resolveTracks(proposal[flow.cross].flatMap { $0.isFinite ? $0 : nil })
        let lines = lineLengths(children: children, tracks: tracks, layout: layout)
        let breadth = tracks.map(\.breadth).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
        let length = lines.reduce(0, +) + spacing * CGFloat(max(0, lines.count - 1))
        return flow == .vertical ? CGSize(width: breadth, height: length) : CGSize(width: length, height: breadth)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let tracks = resolveTracks(flow == .vertical ? size.width : size.height)
        guard !tracks.isEmpty else { return children.map { _ in .zero } }
        let lines = lineLengths(children: children, tracks: tracks, layout: layout)
        var trackOffsets: [CGFloat] = []
        var offset: CGFloat = 0
        for track in tracks {
            trackOffsets.append(offset)
            offset += track.breadth + track.spacing
        }
        var frames: [CGRect] = []
        var lineOffset: CGFloat = 0
        for (index, child) in children.enumerated() {
            let line = index / tracks.count, column = index % tracks.count
            if column == 0, line > 0 { lineOffset += lines[line - 1] + spacing }
            let track = tracks[column]
            let cell = flow == .vertical ? CGSize(width: track.breadth, height: lines[line])
                                         : CGSize(width: lines[line], height: track.breadth)
            let childSize = layout.size(of: child, proposal: cellProposal(track))
            let cellAlignment = self.cellAlignment(track)
            let inCell = cellAlignment.origin(of: childSize, in: cell)
            let origin = flow == .vertical ? CGPoint(x: trackOffsets[column] + inCell.x, y: lineOffset + inCell.y)
                                           : CGPoint(x: lineOffset + inCell.x, y: trackOffsets[column] + inCell.y)
            frames.append(CGRect(origin: origin, size: childSize))
        }
        return frames
    }

    /// How a cell's content sits in its cell: its item's alignment, else the grid's across the
    /// flow and centred along it.
    package func cellAlignment(_ track: Track) -> Alignment {
        track.alignment ?? (flow == .vertical
            ? Alignment(horizontal: HorizontalAlignment(fraction: alignment), vertical: .center)
            : Alignment(horizontal: .center, vertical: VerticalAlignment(fraction: alignment)))
    }

    /// What a cell in `track` is offered: the track's breadth across the flow, nothing along it.
    package func cellProposal(_ track: Track) -> ProposedViewSize {
        flow == .vertical ? ProposedViewSize(width: track.breadth, height: nil) : ProposedViewSize(width: nil, height: track.breadth)
    }

    /// The length of each line of cells (the longest cell in it).
    private func lineLengths(children: [ViewNode], tracks: [Track], layout: LayoutEngine) -> [CGFloat] {
        guard !tracks.isEmpty else { return [] }
        var lines: [CGFloat] = []
        for (index, child) in children.enumerated() {
            let size = layout.size(of: child, proposal: cellProposal(tracks[index % tracks.count]))
            let length = flow == .vertical ? size.height : size.width
            if index % tracks.count == 0 { lines.append(length) } else { lines[lines.count - 1] = max(lines[lines.count - 1], length) }
        }
        return lines
    }

    /// The tracks `items` make in `available` breadth (nil: no proposal).
    package func resolveTracks(_ available: CGFloat?) -> [Track] {
        let gaps = items.dropLast().map { $0.spacing ?? LayoutDefaults.stackSpacing }
        var remaining = (available ?? 0) - gaps.reduce(0, +)
        var unresolved = 0
        for item in items {
            if case .fixed(let length) = item.size { remaining -= max(0, length) } else { unresolved += 1 }
        }
        var tracks: [Track] = []
        for (index, item) in items.enumerated() {
            let gap = index < gaps.count ? gaps[index] : 0
            let itemSpacing = item.spacing ?? LayoutDefaults.stackSpacing
            switch item.size {
            case .fixed(let length):
                tracks.append(Track(breadth: max(0, length), spacing: gap, alignment: item.alignment))
            case .flexible(let minimum, let maximum):
                let share = available == nil ? minimum : remaining / CGFloat(max(unresolved, 1))
                let breadth = min(max(share, minimum), max(minimum, maximum))
                remaining -= breadth
                unresolved -= 1
                tracks.append(Track(breadth: max(0, breadth), spacing: gap, alignment: item.alignment))
            case .adaptive(let minimum, let maximum):
                let share = available == nil ? minimum : max(minimum, remaining / CGFloat(max(unresolved, 1)))
                let minimum = max(minimum, 1)
                let count = max(1, Int(((share + itemSpacing) / (minimum + itemSpacing)).rounded(.down)))
                let breadth = min((share - itemSpacing * CGFloat(count - 1)) / CGFloat(count), max(minimum, maximum))
                remaining -= share
                unresolved -= 1
                for column in 0..<count {
                    tracks.append(Track(breadth: max(0, breadth), spacing: column < count - 1 ? itemSpacing : gap,
                                        alignment: item.alignment))
                }
            }
        }
        return tracks
    }
}
