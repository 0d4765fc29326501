import Foundation
import TactileTesting
import TagLayoutView
import Testing

// giiiita/TagLayoutView — README "Usage": `TagLayoutView(tags, tagFont:padding:parentWidth:) { tag in … }` in a
// `GeometryReader`, "for easy tag display". No gesture: the library measures each tag with
// `String.size(withAttributes: [.font: tagFont])` plus twice `padding`, fills rows up to `parentWidth`,
// and lays each row out as an `HStack` (its default spacing) ending in a `Spacer`, the rows in a leading
// `VStack` with 4 pt above and below each. (The README's call lacks the comma after `tagFont:`; written
// with it.)
struct TagLayoutReadmeView: View {
    var tags = ["tagA", "tagB", "tagC"]

    var body: some View {
        GeometryReader { geometry in
            TagLayoutView(
                tags,
                tagFont: UIFont.systemFont(ofSize: 34, weight: UIFont.Weight.thin),
                padding: 20,
                parentWidth: geometry.size.width) { tag in
                    Text(tag)
                        .bold()
                        .fixedSize()
                        .padding(EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
                        .foregroundColor(Color.green)
                        .background(Color.white)
                        .overlay(RoundedRectangle(cornerRadius: 32).stroke(Color.green, lineWidth: 2.0))
                }.padding(.all, 16)
        }
    }
}

@MainActor
@Suite("giiiita/TagLayoutView: tags fill rows up to the parent's width, then wrap (layout; no gesture)")
struct TagLayoutViewMainGestureTests {
    /// The rows the library's rule gives: each tag is its width in the 34-pt thin font plus 2 × 20 pt.
    func expectedRows(_ tags: [String], width: CGFloat) -> [[String]] {
        let font = UIFont.systemFont(ofSize: 34, weight: .thin)
        var rows: [[String]] = []
        var used: CGFloat = 0
        for tag in tags {
            let w = tag.size(withAttributes: [.font: font]).width + 40
            if let last = rows.indices.last, used + w <= width {
                rows[last].append(tag)
                used += w
            } else {
                rows.append([tag])
                used = w
            }
        }
        return rows
    }

    /// The tags' frames grouped by the row they are drawn on (top to bottom, each left to right).
    func drawnRows(_ host: ViewHost<TagLayoutReadmeView>, _ tags: [String]) -> [[String]] {
        let frames = tags.map { (tag: $0, frame: host.view(withText: $0)?.globalFrame ?? .null) }
        let ys = Array(Set(frames.map { $0.frame.minY.rounded() })).sorted()
        return ys.map { y in frames.filter { $0.frame.minY.rounded() == y }.sorted { $0.frame.minX < $1.frame.minX }.map(\.tag) }
    }

    @Test("The README's three tags share one row, in order, from the 16-pt padding on")
    func readmeTags() {
        let host = ViewHost(TagLayoutReadmeView())
        #expect(expectedRows(["tagA", "tagB", "tagC"], width: 390).count == 1)
        #expect(drawnRows(host, ["tagA", "tagB", "tagC"]) == [["tagA", "tagB", "tagC"]])
        let a = host.view("tagA").globalFrame, b = host.view("tagB").globalFrame
        #expect(abs(a.minX - 28) < 0.01, "the first tag's text after the padding and its 12-pt inset: \(a)")
        // Between two texts: the first's 12-pt trailing inset, the HStack's 8-pt spacing, the second's 12-pt inset.
        #expect(abs(b.minX - a.maxX - 32) < 0.5, "\(a) \(b)")
    }

    @Test("Twelve tags wrap into the rows the library's measure gives, each row left-aligned")
    func tagsWrap() {
        let tags = ["SwiftUI", "Linux", "Gestures", "Tactile", "Layout", "Tags", "Wrap", "Rows", "Fonts",
                    "Padding", "Spacer", "Geometry"]
        let host = ViewHost(TagLayoutReadmeView(tags: tags))
        let expected = expectedRows(tags, width: 390)
        #expect(expected.count > 2, "the case wraps: \(expected)")
        let drawn = drawnRows(host, tags)
        #expect(drawn == expected)
        let firsts = expected.map { host.view($0[0]).globalFrame }
        #expect(firsts.allSatisfy { abs($0.minX - 28) < 0.01 }, "each row starts at the padding: \(firsts)")
        // A row is its text (plus 4 + 4 pt inset) and 4 pt above and below: rows are evenly spaced.
        let steps = zip(firsts.dropFirst(), firsts).map { $0.minY - $1.minY }
        #expect(steps.allSatisfy { abs($0 - (firsts[0].height + 16)) < 0.5 }, "\(steps), text height \(firsts[0].height)")
    }
}
