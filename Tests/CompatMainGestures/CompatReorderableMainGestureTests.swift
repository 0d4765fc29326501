import CompatReorderable
import Foundation
import TactileTesting
import Testing

// euwars/CompatReorderable — README: `ForEach { }.compatReorderable()` in a `LazyVGrid` inside a
// `ScrollView`, with `.compatReorderContainer(for:) { difference in difference.apply(to: &stickers) }`:
// on iOS an item is lifted by a long press (UIKit's drag interaction), dragged, and the `move` closure
// fires once, on the drop. The library has two backends, `#if os(iOS) || os(visionOS)` (UIDragInteraction
// and UIDropInteraction on the hosting view) and `#if os(watchOS) || os(macOS)` (a SwiftUI long press
// then drag); compiled for Linux, as it type-checks on Tactile, it has neither.
struct Sticker: Identifiable {
    let id: Int
}

struct StickerGrid: View {
    @State private var stickers = (1...6).map(Sticker.init(id:))
    let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(stickers) { sticker in
                    Text("Sticker \(sticker.id)")
                        .frame(height: 100)
                        .frame(maxWidth: .infinity)
                        .background(Color.orange)
                }
                .compatReorderable()
            }
            .compatReorderContainer(for: Sticker.self) { difference in
                difference.apply(to: &stickers)
            }
        }
    }
}

@MainActor
@Suite("euwars/CompatReorderable: a long press lifts a sticker and the drop reorders the grid")
struct CompatReorderableMainGestureTests {
    let host = ViewHost(StickerGrid())

    @Test("The README's grid lays out six stickers in three columns")
    func gridLaysOut() {
        let one = host.center(of: "Sticker 1"), three = host.center(of: "Sticker 3"), four = host.center(of: "Sticker 4")
        #expect(one.y == three.y && three.x > one.x + 200, "a row of three: \(one), \(three)")
        #expect(four.y > one.y + 100, "a second row: \(four)")
    }

    @Test("Differs: a long press on Sticker 1 and a drag onto Sticker 3 does not reorder (no backend for this platform)")
    func longPressDragReorders() async {
        let one = host.center(of: "Sticker 1"), three = host.center(of: "Sticker 3")
        host.longPress(at: one, duration: 0.6, lift: false)
        for step in 1...20 {
            host.advance(by: 1.0 / 60)
            host.move(to: CGPoint(x: one.x + (three.x + 20 - one.x) * CGFloat(step) / 20, y: one.y))
        }
        await host.run(for: 0.3)
        host.touchUp()
        await host.settle()
        withKnownIssue("CompatReorderable compiles no reorder backend outside iOS, visionOS, watchOS and macOS; its iOS one needs UIDragInteraction") {
            #expect(host.center(of: "Sticker 1").x > three.x - 1, "Sticker 1 moved to the end of the first row")
        }
    }
}
