import Foundation
import TactileTesting
import TagLayout
import Testing

// Tiko94/TagLayout — README "Usage": `TagLayout(tags: fruits) { tag in Text(tag)… }` "allows you to display your
// tag list": no gesture. The library places each tag in a `ZStack(alignment: .topLeading)` inside a
// `GeometryReader` with two `alignmentGuide` closures that share running `width`/`height` variables: a tag goes
// right of the previous one until the row would pass the reader's width, then starts a new row one tag height
// lower; the last tag resets both. This only works if the closures run once per tag, leading then top, in order.
struct TagLayoutReadmeView: View {
    let fruits = [
        "Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Honeydew", "Indian Fig", "Jackfruit",
        "Kiwi", "Lemon", "Mango", "Nectarine", "Orange", "Papaya", "Quince", "Raspberry", "Strawberry", "Tangerine",
        "Ugli Fruit", "Vanilla", "Watermelon", "Xigua", "Yellow Passion Fruit", "Zucchini", "Blueberry", "Cantaloupe",
        "Dragonfruit", "Pineapple",
    ]

    var body: some View {
        TagLayout(tags: fruits) { tag in
            Text(tag)
                .font(.title3)
                .cornerRadius(3)
                .padding(4)
                .overlay(RoundedRectangle(cornerRadius: 3).stroke(Color.blue, lineWidth: 1.0))
                .padding(8)
        }.padding(.all, 8)
    }
}

@MainActor
@Suite("Tiko94/TagLayout: the tags flow left to right and wrap into rows (layout; no gesture)")
struct TagLayoutMainGestureTests {
    let host = ViewHost(TagLayoutReadmeView())
    var fruits: [String] { TagLayoutReadmeView().fruits }

    /// A tag's box: its text and the 4 + 8 pt of padding around it.
    func box(_ tag: String) -> CGRect { host.view(tag).globalFrame.insetBy(dx: -12, dy: -12) }

    @Test("Every tag is drawn once, inside the 374-pt reader, and no two overlap")
    func noOverlap() {
        let boxes = fruits.map(box)
        for (i, a) in boxes.enumerated() {
            #expect(a.minX >= 8 - 0.5 && a.maxX <= 382 + 0.5, "\(fruits[i]) at \(a)")
            for (j, b) in boxes.enumerated() where j > i {
                #expect(a.intersection(b).width < 0.5 || a.intersection(b).height < 0.5, "\(fruits[i]) \(a) and \(fruits[j]) \(b)")
            }
        }
    }

    /// The rows the library's closures give with the drawn sizes (a tag's box width as `d.width`) and a reader
    /// `readerWidth` wide.
    func expectedRows(readerWidth: CGFloat) -> [[String]] {
        var rows: [[String]] = [[]]
        var width: CGFloat = 0
        for tag in fruits {
            let w = box(tag).width
            if abs(width - w) > readerWidth {
                width = 0
                rows.append([])
            }
            rows[rows.count - 1].append(tag)
            width -= w
        }
        // A first tag that already wraps leaves row 0 empty; the stack's bounds start at the first tag.
        return rows.filter { !$0.isEmpty }
    }

    /// Whether every tag is where `rows` put it: side by side from x 8, each row one tag height below the last.
    func placed(in rows: [[String]]) -> Bool {
        let height = box("Apple").height
        for (r, row) in rows.enumerated() {
            var x: CGFloat = 8
            for tag in row {
                let b = box(tag)
                guard abs(b.minX - x) < 0.5, abs(b.minY - (8 + CGFloat(r) * height)) < 0.5 else { return false }
                x += b.width
            }
        }
        return true
    }

    @Test("The rows are the library's rule applied to the tags' widths: next to each other until 374 pt, then a new row")
    func rowsFollowTheRule() {
        let rows = expectedRows(readerWidth: 374)
        #expect(rows.count > 3 && rows.count < 15, "the tags wrap: \(rows)")
        #expect(placed(in: rows), "the closures read the reader's laid-out width, 374 pt (not one tag a row, a 0-pt reader's)")
    }

    @Test("Tactile: an alignment guide's closure that reads the reader's proxy gets the size, whether the content reads it or not")
    func proxyInAlignmentGuide() {
        struct Reads: View {
            var readsSize: Bool
            var body: some View {
                GeometryReader { geometry in
                    ZStack(alignment: .topLeading) {
                        Text("AAA").alignmentGuide(.leading) { _ in -geometry.size.width / 2 }
                        Text("BBB")
                        if readsSize { Text("width \(Int(geometry.size.width))") }
                    }
                }
            }
        }
        let reading = ViewHost(Reads(readsSize: true))
        #expect(reading.view("AAA").globalFrame.minX == 195)
        let notReading = ViewHost(Reads(readsSize: false))
        #expect(notReading.view("AAA").globalFrame.minX == 195, "a proxy read only by the closure lays the reader out again")
    }
}
