/// What changed between two frames' SVG, line by line (`SVGRenderer` writes one element or
/// definition per line, so a line is an item of the display list or a definition it uses): what
/// a client holding the previous frame needs to build the next one without receiving it whole.
///
/// Invariant: `applied(to: previous) == next` for the `previous` and `next` it was made from,
/// for any two frames. Splices are in increasing order of `start` (line indices of the previous
/// frame) and do not overlap; a frame whose lines all stayed gives no splice.
package struct SVGFrameDelta: Equatable, Sendable {
    /// Replace `deleteCount` lines of the previous frame from `start` by `lines`.
    package struct Splice: Equatable, Sendable {
        package var start: Int
        package var deleteCount: Int
        package var lines: [String]
    }

    package var splices: [Splice]

    /// The delta from `previous` to `next`: the common first and last lines are kept; when the
    /// lines between have the same count (items changed in place, the usual frame of a drag),
    /// one splice per run of changed lines; otherwise one splice for all of them.
    package init(from previous: [String], to next: [String]) {
        var prefix = 0
        let shorter = min(previous.count, next.count)
        while prefix < shorter && previous[prefix] == next[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix && previous[previous.count - 1 - suffix] == next[next.count - 1 - suffix] { suffix += 1 }
        let oldEnd = previous.count - suffix, newEnd = next.count - suffix
        guard prefix < oldEnd || prefix < newEnd else {
            splices = []
            return
        }
        guard oldEnd - prefix == newEnd - prefix else {
            splices = [Splice(start: prefix, deleteCount: oldEnd - prefix, lines: Array(next[prefix..<newEnd]))]
            return
        }
        var result: [Splice] = []
        var index = prefix
        while index < oldEnd {
            guard previous[index] != next[index] else {
                index += 1
                continue
            }
            let start = index
            while index < oldEnd && previous[index] != next[index] { index += 1 }
            result.append(Splice(start: start, deleteCount: index - start, lines: Array(next[start..<index])))
        }
        splices = result
    }

    /// `previous` with the splices applied.
    package func applied(to previous: [String]) -> [String] {
        var result = previous
        for splice in splices.reversed() {
            let end = min(result.count, splice.start + splice.deleteCount)
            let start = min(splice.start, end)
            result.replaceSubrange(start..<end, with: splice.lines)
        }
        return result
    }

    /// How many characters the changed lines carry (what a client receives instead of the frame).
    package var changedCharacters: Int { splices.reduce(0) { $0 + $1.lines.reduce(0) { $0 + $1.utf8.count } } }
}
