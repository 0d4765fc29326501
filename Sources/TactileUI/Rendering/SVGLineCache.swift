import Foundation

/// What `SVGRenderer.lines(of:reusing:)` formatted for the last frame it wrote, item by item, so
/// the next frame of the same view tree formats only the items that changed (the lab renders
/// every frame of every session; a drag changes a few items of many).
///
/// Invariant: an entry's `line` is exactly what the renderer writes for an item equal to
/// `item` given the same ids (`hasSameIDs(as:)`), and `clipData`/`gradientDefinition`/`pathData`
/// exactly what it formats for the item's clips, gradient and path; so reusing them never
/// changes a byte. A
/// cache belongs to one sequence of frames (one scene instance); it is not thread-safe.
package final class SVGLineCache {
    /// One item of the last frame and what was formatted for it.
    struct Entry {
        var item: DisplayItem
        /// `SVGFormat.pathData` of each of `item.clips`.
        var clipData: [String] = []
        /// `SVGGradient.definition` of a gradient item (with the id placeholder).
        var gradientDefinition: String?
        var clipID = ""
        var shadowID: String?
        var idAttribute = ""
        var paintID: String?
        var blurID: String?
        /// `SVGFormat.pathData` of a `.path` item's path (nil for other items).
        var pathData: String?
        /// The element's whole line, wrappers included.
        var line = ""
        /// For a `.path` item: the UTF-8 offsets in `line` of its ` transform="…"` attribute (an
        /// empty range where the identity wrote none). Everything around it depends on the item
        /// without its transform and on its ids only, so a moved item's line is this line with the
        /// attribute replaced (`previousEntryThatOnlyMoved(for:at:)`).
        var transformRange: Range<Int>?

        init(item: DisplayItem) {
            self.item = item
        }

        /// Whether `other` (the same item in a later frame) got the ids this line was written with.
        func hasSameIDs(as other: Entry) -> Bool {
            clipID == other.clipID && shadowID == other.shadowID && idAttribute == other.idAttribute
                && paintID == other.paintID && blurID == other.blurID
        }
    }

    private var entries: [Entry] = []
    /// The `<svg …>` line of the last frame and the canvas size it was written for.
    var header: (canvasSize: CGSize, line: String)?
    /// The last frame's entry indices by view identity, built on the first item that moved.
    private var byIdentity: [ViewIdentity: [Int]]?

    package init() {}

    /// How many items the last frame had, and how many of their lines were reused rather than
    /// formatted (what tests and measurements read).
    package var count: Int { entries.count }
    package private(set) var reusedLines = 0
    /// How many of the formatted lines took their path data from the last frame (an item that
    /// moved, faded or changed colour: `previousPathData(for:at:)`; an item that only moved
    /// keeps its whole line around the transform, and is counted here too).
    package private(set) var reusedPathData = 0

    /// The last frame's entry for an item equal to `item`: the one at `index` if it matches,
    /// else the first of the same view that matches; nil when the item is new or changed.
    /// An item whose view had the item at `index` last frame too changed in place (a moved,
    /// faded or recoloured view): it is not searched for elsewhere, so a frame where only such
    /// items changed builds no index (a view drawing several items that also moved among
    /// themselves formats them again — the bytes are the same either way).
    func previousEntry(for item: DisplayItem, at index: Int) -> Entry? {
        if index < entries.count {
            if entries[index].item == item { return entries[index] }
            if entries[index].item.identity == item.identity { return nil }
        }
        guard !entries.isEmpty else { return nil }
        if byIdentity == nil {
            var map: [ViewIdentity: [Int]] = [:]
            for (position, entry) in entries.enumerated() { map[entry.item.identity, default: []].append(position) }
            byIdentity = map
        }
        for position in byIdentity?[item.identity] ?? [] where entries[position].item == item {
            return entries[position]
        }
        return nil
    }

    /// The path data formatted for the last frame's item at `index` when it is the same view's
    /// `.path` item with an equal path: an item that only moved, faded or changed colour (a drag
    /// moves the star's transform on every move) keeps its `d` and formats only what changed.
    func previousPathData(for item: DisplayItem, at index: Int) -> String? {
        guard index < entries.count, case .path(let path, _, _, _) = item.content else { return nil }
        let previous = entries[index]
        guard let data = previous.pathData, previous.item.identity == item.identity,
              case .path(let previousPath, _, _, _) = previous.item.content, previousPath == path else { return nil }
        return data
    }

    /// The last frame's entry at `index` when its item is `item` but for the transform (the
    /// same view moved, nothing else about it changed) and its line marks where the transform
    /// is: the new line is that line with the transform attribute written again, when the ids
    /// are the same too (`hasSameIDs(as:)`, checked by the renderer).
    func previousEntryThatOnlyMoved(for item: DisplayItem, at index: Int) -> Entry? {
        guard index < entries.count else { return nil }
        let previous = entries[index]
        guard previous.transformRange != nil, previous.item.identity == item.identity,
              previous.item.transform != item.transform else { return nil }
        var unmoved = item
        unmoved.transform = previous.item.transform
        return unmoved == previous.item ? previous : nil
    }

    /// How many of the formatted lines were the last frame's line with only the transform
    /// written again (a view that only moved).
    package private(set) var reusedAroundTransform = 0

    /// Keeps `entries` as the last frame.
    func keep(_ entries: [Entry], reused: Int, reusedPathData: Int, reusedAroundTransform: Int) {
        self.entries = entries
        reusedLines = reused
        self.reusedPathData = reusedPathData
        self.reusedAroundTransform = reusedAroundTransform
        byIdentity = nil
    }
}
