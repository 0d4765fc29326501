import Foundation
import Testing
@testable import TactileTesting
@testable import TactileUI

@MainActor
private final class DropLog {
    var entries: [String] = []
}

/// A fruit to drag onto a basket, the basket lighting up while targeted.
private struct Basket: View {
    let log: DropLog
    @State private var dropped: [String] = []
    @State private var isTargeted = false

    var body: some View {
        VStack(spacing: 40) {
            Text("Apple")
                .padding(20)
                .background(Color.red)
                .draggable("Apple")
            Rectangle()
                .fill(isTargeted ? Color.green : Color.gray)
                .frame(width: 200, height: 200)
                .accessibilityIdentifier("basket")
                .dropDestination(for: String.self) { items, location in
                    dropped += items
                    log.entries.append("drop \(items) at \(Int(location.x.rounded())),\(Int(location.y.rounded()))")
                    return true
                } isTargeted: { targeted in
                    isTargeted = targeted
                    log.entries.append("targeted \(targeted)")
                }
            Text("Dropped: \(dropped.joined(separator: ","))")
            Spacer()
        }
    }
}

@MainActor
@Suite("Drag and drop: draggable onto dropDestination")
struct DraggableDropDestinationTests {
    @Test("a lifted item carried onto a destination is dropped there, with the location in the destination's space")
    func liftedItemIsDropped() {
        let log = DropLog()
        let host = ViewHost(Basket(log: log))
        host.dragAndDrop(from: "Apple", to: "basket", at: UnitPoint(x: 0.25, y: 0.75))
        #expect(log.entries == ["targeted true", "targeted false", "drop [\"Apple\"] at 50,150"])
        #expect(host.view(withText: "Dropped: Apple") != nil)
        #expect(host.carriedDrag == nil)
    }

    @Test("the destination is targeted only while the carried item is over it")
    func targetedWhileOver() {
        let log = DropLog()
        let host = ViewHost(Basket(log: log))
        host.dragAndDrop(from: "Apple", to: "basket", lift: false)
        #expect(log.entries == ["targeted true"])
        #expect(host.carriedDrag?.typeIdentifiers == ["public.utf8-plain-text"])
        host.move(0, to: CGPoint(x: 20, y: 800))
        #expect(log.entries == ["targeted true", "targeted false"])
        host.touchUp(0)
        #expect(log.entries == ["targeted true", "targeted false"])
        #expect(host.view(withText: "Dropped: ") != nil)
    }

    @Test("a finger that moves before the lift drags nothing")
    func moveBeforeLiftDoesNotLift() {
        let log = DropLog()
        let host = ViewHost(Basket(log: log))
        host.dragAndDrop(from: "Apple", to: "basket", liftDuration: 0.2)
        #expect(log.entries.isEmpty)
        #expect(host.carriedDrag == nil)
    }

    @Test("a lifted item released where it was lifted, over no destination, drops nowhere")
    func releaseOverNoDestination() {
        let log = DropLog()
        let host = ViewHost(Basket(log: log))
        host.longPress(on: "Apple", duration: 0.8)
        #expect(log.entries.isEmpty)
        #expect(host.carriedDrag == nil)
    }

    @Test("S-66 a destination covered by another view is not reached there: the drag finds its destination on the hit path")
    func coveredDestinationIsNotReached() {
        let log = DropLog()
        let host = ViewHost(ZStack {
            Basket(log: log)
            VStack {
                Spacer().frame(height: 140)
                Color.white.frame(width: 240, height: 240).accessibilityIdentifier("cover")
                Spacer()
            }
        })
        #expect(host.view("cover").globalFrame.contains(host.center(of: "basket")), "the cover lies over the basket's centre")
        host.dragAndDrop(from: "Apple", to: "cover")
        // On the way the finger crosses the basket's uncovered top edge (targeted), then goes
        // under the cover, which is hit instead: the basket is left, and nothing drops.
        #expect(log.entries == ["targeted true", "targeted false"])
        #expect(host.view(withText: "Dropped: ") != nil)
    }

    @Test("while carried, a copy of the dragged view follows the finger above the window")
    func previewFollowsFinger() {
        let host = ViewHost(Basket(log: DropLog()))
        let source = host.view(withText: "Apple")!.globalFrame
        host.dragAndDrop(from: host.center(of: "Apple"), to: CGPoint(x: 300, y: 700), lift: false)
        let start = CGPoint(x: source.midX, y: source.midY)
        let copies = host.host.graph.allNodes.filter { ($0.behavior as? TextBehavior)?.string == "Apple" }.map(\.globalFrame)
        #expect(copies.count == 2)
        let moved = copies.first { abs($0.minX - source.minX) > 1 }
        #expect(moved.map { abs($0.midX - 300) < 0.5 && abs($0.midY - 700) < 0.5 } == true,
                "the preview keeps the grab point under the finger: \(String(describing: moved)), from \(start)")
        host.touchUp(0)
        #expect(host.host.graph.allNodes.filter { ($0.behavior as? TextBehavior)?.string == "Apple" }.count == 1)
    }
}

/// Rows in a scroll view, each draggable.
private struct DraggableRows: View {
    let log: DropLog
    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { index in
                        Text("Row \(index)")
                            .frame(maxWidth: .infinity, minHeight: 60)
                            .background(Color.white)
                            .draggable("Row \(index)")
                    }
                }
            }
            .frame(height: 600)
            Color.blue
                .frame(height: 200)
                .accessibilityIdentifier("bin")
                .onDrop(of: [.plainText], isTargeted: nil) { providers in
                    for provider in providers {
                        provider.loadObject(ofClass: String.self) { text, _ in
                            MainActor.assumeIsolated { log.entries.append("bin \(text ?? "nil")") }
                        }
                    }
                    return true
                }
        }
    }
}

@MainActor
@Suite("Drag and drop: in a scroll view, with item providers")
struct DragInScrollViewTests {
    @Test("S-90 a finger that moves at once scrolls the rows; held still it lifts a row, which wins the claim, and the scroll view stays")
    func scrollOrLift() throws {
        let log = DropLog()
        let host = ViewHost(DraggableRows(log: log))
        let before = host.view(withText: "Row 3")!.globalFrame.minY
        host.drag(on: "Row 3", by: CGSize(width: 0, height: -200))
        let scrolled = host.view(withText: "Row 3")!.globalFrame.minY
        #expect(scrolled < before - 100)
        #expect(log.entries.isEmpty)
        // Until the fling has stopped: a touch on a moving scroll view only stops it.
        host.advance(by: 10)
        let row = try #require((0..<30).map { "Row \($0)" }.first { title in
            host.view(withText: title).map { $0.globalFrame.minY > 100 && $0.globalFrame.maxY < 500 } ?? false
        })
        let settled = host.view(withText: row)!.globalFrame.minY
        host.dragAndDrop(from: row, to: "bin")
        #expect(log.entries == ["bin \(row)"])
        #expect(abs(host.view(withText: row)!.globalFrame.minY - settled) < 0.5)
    }
}

/// A destination driven by a `DropDelegate` that logs each call, with a proposal it is given.
private struct DelegateTarget: View {
    let log: DropLog
    let operation: DropOperation

    struct Delegate: DropDelegate {
        let log: DropLog
        let operation: DropOperation
        func validateDrop(info: DropInfo) -> Bool {
            log.entries.append("validate \(info.hasItemsConforming(to: [.text]))")
            return true
        }
        func dropEntered(info: DropInfo) { log.entries.append("entered") }
        func dropUpdated(info: DropInfo) -> DropProposal? {
            if log.entries.last != "updated" { log.entries.append("updated") }
            return DropProposal(operation: operation)
        }
        func dropExited(info: DropInfo) { log.entries.append("exited") }
        func performDrop(info: DropInfo) -> Bool {
            log.entries.append("perform \(info.itemProviders(for: [.plainText]).count)")
            return true
        }
    }

    var body: some View {
        VStack(spacing: 40) {
            Text("Note").padding(20).onDrag { NSItemProvider(object: "a note" as NSString) }
            Color.orange.frame(width: 200, height: 200).accessibilityIdentifier("target")
                .onDrop(of: [.text], delegate: Delegate(log: log, operation: operation))
            Spacer()
        }
    }
}

@MainActor
@Suite("Drag and drop: DropDelegate")
struct DropDelegateTests {
    @Test("a delegate is validated once, entered, updated while the drag moves, then performs the drop")
    func delegateOrder() {
        let log = DropLog()
        let host = ViewHost(DelegateTarget(log: log, operation: .move))
        host.dragAndDrop(from: "Note", to: "target")
        #expect(log.entries == ["validate true", "entered", "updated", "perform 1"])
    }

    @Test("a drag that leaves the destination exits it; a forbidden proposal exits it on release without performing")
    func exitAndForbidden() {
        let log = DropLog()
        let host = ViewHost(DelegateTarget(log: log, operation: .forbidden))
        host.dragAndDrop(from: "Note", to: "target", lift: false)
        host.move(0, to: CGPoint(x: 10, y: 820))
        #expect(log.entries == ["validate true", "entered", "updated", "exited"])
        host.move(0, to: host.center(of: "target"))
        host.touchUp(0)
        #expect(log.entries == ["validate true", "entered", "updated", "exited", "entered", "updated", "exited"])
    }

    @Test("a cancelled touch ends the drag: the destination is exited, nothing is performed")
    func cancelledTouchExits() {
        let log = DropLog()
        let host = ViewHost(DelegateTarget(log: log, operation: .copy))
        host.dragAndDrop(from: "Note", to: "target", lift: false)
        host.cancelTouch(0)
        #expect(log.entries == ["validate true", "entered", "updated", "exited"])
        #expect(host.carriedDrag == nil)
    }
}

/// A card of the user's own `Transferable` type, exported as JSON and as its title's text.
private struct Card: Codable, Transferable, Equatable {
    var title: String
    var points: Int
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
    }
}

/// A photo whose conversion is async (`DataRepresentation`).
private struct Photo: Transferable, Equatable {
    var bytes: Data
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .png) { photo in photo.bytes } importing: { data in Photo(bytes: data) }
    }
}

private struct Board: View {
    let log: DropLog
    var body: some View {
        VStack(spacing: 30) {
            Text("Card").padding(20).draggable(Card(title: "Plan", points: 3))
            Text("Photo").padding(20).draggable(Photo(bytes: Data([1, 2, 3])))
            Color.gray.frame(width: 150, height: 100).accessibilityIdentifier("cards")
                .dropDestination(for: Card.self) { cards, _ in log.entries.append("cards \(cards.map(\.title))"); return true }
            Color.gray.frame(width: 150, height: 100).accessibilityIdentifier("titles")
                .dropDestination(for: String.self) { titles, _ in log.entries.append("titles \(titles)"); return true }
            Color.gray.frame(width: 150, height: 100).accessibilityIdentifier("photos")
                .dropDestination(for: Photo.self) { photos, _ in log.entries.append("photos \(photos.map(\.bytes.count))"); return true }
            Spacer()
        }
    }
}

@MainActor
@Suite("Drag and drop: Transferable")
struct TransferableDropTests {
    @Test("a value of the destination's own type is handed over; another destination decodes it through a proxy")
    func ownTypeAndProxy() {
        let log = DropLog()
        let host = ViewHost(Board(log: log))
        host.dragAndDrop(from: "Card", to: "cards")
        host.dragAndDrop(from: "Card", to: "titles")
        #expect(log.entries == ["cards [\"Plan\"]", "titles [\"Plan\"]"])
    }

    @Test("a destination whose type cannot be decoded from the drag is not a destination for it")
    func undecodableIsNotTargeted() {
        let log = DropLog()
        let host = ViewHost(Board(log: log))
        host.dragAndDrop(from: "Photo", to: "titles")
        host.dragAndDrop(from: "Card", to: "photos")
        #expect(log.entries.isEmpty)
    }

    @Test("JSON from a CodableRepresentation decodes into the type it came from")
    func codableRoundTrip() throws {
        let provider = NSItemProvider()
        provider.register(Card(title: "Ship", points: 5))
        #expect(provider.registeredTypeIdentifiers == ["public.json", "public.utf8-plain-text"])
        let json = try #require(Card.transferEntries.first?.export?(Card(title: "Ship", points: 5)))
        guard case .now(.success(let data)) = json else { Issue.record("the JSON export is immediate"); return }
        let decoded = try JSONDecoder().decode(Card.self, from: data)
        #expect(decoded == Card(title: "Ship", points: 5))
    }

    @Test("an async DataRepresentation's drop lands when the host's task running it finishes")
    func asyncConversionLandsAfterTasks() async {
        let log = DropLog()
        let host = ViewHost(Board(log: log))
        host.dragAndDrop(from: "Photo", to: "photos")
        await host.waitForTasks()
        #expect(log.entries == ["photos [3]"])
    }
}

@MainActor
@Suite("Drag and drop: UTType and NSItemProvider")
struct TypeIdentifierTests {
    @Test("system types conform to their declared parents, transitively")
    func conformance() {
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.json.supertypes.contains(.content))
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType("public.plain-text") == .plainText)
        let own = UTType(exportedAs: "com.example.card", conformingTo: .json)
        #expect(own.conforms(to: .text))
        #expect(UTType("com.example.card")?.conforms(to: .json) == true)
    }

    @Test("an item provider loads text as String and NSString, and a URL as URL")
    func providerLoads() {
        let text = NSItemProvider(object: "hello" as NSString)
        #expect(text.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        #expect(!text.hasItemConformingToTypeIdentifier(UTType.url.identifier))
        nonisolated(unsafe) var loaded: [String] = []
        text.loadObject(ofClass: String.self) { value, _ in loaded.append(value ?? "nil") }
        let url = NSItemProvider(object: URL(string: "https://example.com/a")! as NSURL)
        url.loadObject(ofClass: URL.self) { value, _ in loaded.append(value?.absoluteString ?? "nil") }
        url.loadTransferable(type: URL.self) { result in loaded.append((try? result.get().host) ?? "nil") }
        #expect(loaded == ["hello", "https://example.com/a", "example.com"])
    }
}

@Suite("Collection offsets")
struct CollectionOffsetTests {
    @Test("moved elements sit before the one that was at the destination, in their order")
    func moveBeforeDestination() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([1, 3]), toOffset: 0)
        #expect(letters == ["b", "d", "a", "c", "e"])
        letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet(integer: 0), toOffset: 5)
        #expect(letters == ["b", "c", "d", "e", "a"])
        letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet(integer: 3), toOffset: 1)
        #expect(letters == ["a", "d", "b", "c", "e"])
        letters.remove(atOffsets: IndexSet([0, 4]))
        #expect(letters == ["d", "b", "c"])
    }
}
