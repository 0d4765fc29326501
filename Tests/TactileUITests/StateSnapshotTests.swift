import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `ViewGraph.stateSnapshot()` and `ViewGraph(…restoring:)`: a tree's `@State` values leave as
/// data and seed a new tree where identity path and value type still match (issue 15).
@Suite("State snapshots")
@MainActor
struct StateSnapshotTests {
    /// A tapped counter and a dragged offset, one level below the root.
    struct Board: View {
        var body: some View {
            VStack {
                Tally()
                Puck()
            }
        }
    }

    struct Tally: View {
        @State var taps = 0
        @GestureState var pressing = false
        var body: some View {
            Button("Taps \(taps)") { taps += 1 }.accessibilityIdentifier("tally")
        }
    }

    struct Puck: View {
        @State var offset = CGSize.zero
        @State var tilt = Angle.zero
        var body: some View {
            Color.orange.frame(width: 40, height: 40).offset(offset).rotationEffect(tilt).accessibilityIdentifier("puck")
        }
    }

    /// The same `Tally`, placed one container deeper when `moved`.
    struct Shelf: View {
        var moved: Bool
        var body: some View {
            if moved {
                VStack { VStack { Tally() } }
            } else {
                VStack { Tally() }
            }
        }
    }

    /// A value that is not Codable.
    struct Opaque: Equatable { var seed = 1 }

    struct Holder: View {
        @State var opaque = Opaque()
        @State var label = "start"
        var body: some View { Text("\(label) \(opaque.seed)") }
    }

    private func graph<V: View>(_ view: V, restoring snapshot: StateSnapshot? = nil) -> ViewGraph {
        ViewGraph(rootView: view, canvasSize: CGSize(width: 300, height: 300), clock: VirtualClock(), restoring: snapshot)
    }

    /// The state of `name` as the state panel shows it.
    private func value(_ graph: ViewGraph, _ name: String) -> String? {
        graph.stateValues.first { $0.name == name }?.value
    }

    /// A snapshot after it crossed a process boundary as JSON.
    private func carried(_ snapshot: StateSnapshot) throws -> StateSnapshot {
        try StateSnapshot(json: snapshot.json())
    }

    @Test func everyStateWithTheSameIdentityPathAndTypeStartsFromTheKeptValue() throws {
        let old = graph(Board())
        old.tap("tally")
        old.tap("tally")
        // What a drag's onChanged would write.
        let puckState = try #require(old.stateSnapshot().entries.first { $0.property == "offset" })
        #expect(puckState.valueType == "CoreFoundation.CGSize" || puckState.valueType.hasSuffix("CGSize"))
        let snapshot = try carried(old.stateSnapshot())
        #expect(snapshot.entries.map(\.property) == ["taps", "offset", "tilt"])

        var edited = snapshot
        edited.entries[1].value = "[30,-12]"
        edited.entries[2].value = #"{"radians":0.5}"#
        let new = graph(Board(), restoring: edited)
        #expect(value(new, "taps") == "2")
        #expect(value(new, "offset") == String(describing: CGSize(width: 30, height: -12)))
        #expect(value(new, "tilt") == String(describing: Angle(radians: 0.5)))
        let restoration = try #require(new.stateRestoration)
        #expect(restoration.restored.map(\.description) == ["StateSnapshotTests.Tally.taps", "StateSnapshotTests.Puck.offset", "StateSnapshotTests.Puck.tilt"])
        #expect(restoration.reset.isEmpty)
        #expect(restoration.unmatched.isEmpty)
        // The restored state is live: it goes on from the kept value.
        new.tap("tally")
        #expect(value(new, "taps") == "3")
    }

    @Test func gestureStateIsNeverKept() {
        let snapshot = graph(Board()).stateSnapshot()
        #expect(!snapshot.entries.contains { $0.property == "pressing" })
        #expect(!snapshot.skipped.contains { $0.property == "pressing" })
    }

    @Test func aStateWhoseDeclaredTypeChangedStartsFresh() throws {
        let old = graph(Board())
        old.tap("tally")
        var snapshot = try carried(old.stateSnapshot())
        // The previous build declared `taps` as a Double.
        snapshot.entries[0].valueType = "Swift.Double"
        snapshot.entries[0].value = "1.0"
        let new = graph(Board(), restoring: snapshot)
        #expect(value(new, "taps") == "0")
        let reset = try #require(new.stateRestoration?.reset.first)
        #expect(reset.state.description == "StateSnapshotTests.Tally.taps")
        #expect(reset.reason == .typeChanged(from: "Swift.Double", to: "Swift.Int"))
        #expect(new.stateRestoration?.restored.map(\.property) == ["offset", "tilt"])
    }

    @Test func aViewMovedToAnotherStructuralPositionStartsFresh() throws {
        let old = graph(Shelf(moved: false))
        old.tap("tally")
        #expect(value(old, "taps") == "1")
        let snapshot = try carried(old.stateSnapshot())

        let same = graph(Shelf(moved: false), restoring: snapshot)
        #expect(value(same, "taps") == "1")

        let moved = graph(Shelf(moved: true), restoring: snapshot)
        #expect(value(moved, "taps") == "0")
        let restoration = try #require(moved.stateRestoration)
        #expect(restoration.reset.map(\.reason) == [.new])
        #expect(restoration.unmatched.map(\.description) == ["StateSnapshotTests.Tally.taps"])
        #expect(restoration.unmatched.first?.path != restoration.reset.first?.state.path)
    }

    @Test func aValueThatIsNotCodableIsSkippedAndReported() throws {
        let old = graph(Holder())
        let snapshot = try carried(old.stateSnapshot())
        #expect(snapshot.entries.map(\.property) == ["label"])
        let skipped = try #require(snapshot.skipped.first)
        #expect(skipped.property == "opaque")
        #expect(skipped.reason.contains("not Codable"))

        let new = graph(Holder(), restoring: snapshot)
        let reset = try #require(new.stateRestoration?.reset.first)
        #expect(reset.state.property == "opaque")
        guard case .notKept(let why) = reset.reason else {
            Issue.record("expected notKept, got \(reset.reason)")
            return
        }
        #expect(why.contains("not Codable"))
        #expect(new.stateRestoration?.restored.map(\.property) == ["label"])
    }

    @Test func aValueThatDoesNotDecodeLeavesTheInitialValueAndSaysWhy() throws {
        var snapshot = try carried(graph(Board()).stateSnapshot())
        snapshot.entries[0].value = #""many""#
        let new = graph(Board(), restoring: snapshot)
        #expect(value(new, "taps") == "0")
        guard case .undecodable = new.stateRestoration?.reset.first?.reason else {
            Issue.record("expected undecodable, got \(String(describing: new.stateRestoration?.reset))")
            return
        }
    }

    @Test func aMalformedOrForeignSnapshotIsAnErrorValue() {
        #expect(throws: StateSnapshotError.self) { try StateSnapshot(json: "{not json") }
        #expect(throws: StateSnapshotError.self) { try StateSnapshot(json: "[]") }
        do {
            _ = try StateSnapshot(json: #"{"format":"something-else","version":1,"entries":[],"skipped":[]}"#)
            Issue.record("a foreign format was read")
        } catch {
            #expect(error.message.contains("something-else"))
        }
        do {
            _ = try StateSnapshot(json: #"{"format":"tactile-state-snapshot","version":99,"entries":[],"skipped":[]}"#)
            Issue.record("a future version was read")
        } catch {
            #expect(error.message.contains("version 99"))
        }
    }

    @Test func withoutASnapshotThereIsNoRestoration() {
        #expect(graph(Board()).stateRestoration == nil)
    }

    @Test func identityPathsAreTheSameTextInEveryProcess() {
        let path = ViewIdentity([.body, .index(1), .type(ObjectIdentifier(Tally.self)), .id(AnyHashable(3))]).stablePath
        #expect(path == "/body/1/type(Tally)/id(Swift.Int:3)")
    }

    @Test func geometryValuesAreCodableAsOnApplePlatforms() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func json(_ value: some Encodable) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
        #expect(try json(CGPoint(x: 1, y: 2)) == "[1,2]")
        #expect(try json(CGSize(width: 3, height: 4)) == "[3,4]")
        #expect(try json(CGRect(x: 1, y: 2, width: 3, height: 4)) == "[[1,2],[3,4]]")
        #expect(try json(CGVector(dx: 5, dy: 6)) == "[5,6]")
        #expect(try json(CGAffineTransform(translationX: 7, y: 8)) == "[1,0,0,1,7,8]")
        #expect(try json(Angle(radians: 0.25)) == #"{"radians":0.25}"#)
        #expect(try JSONDecoder().decode(CGVector.self, from: Data("[5,6]".utf8)) == CGVector(dx: 5, dy: 6))
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: Data("[1,0,0,1,7,8]".utf8)) == CGAffineTransform(translationX: 7, y: 8))
        #expect(try JSONDecoder().decode(Angle.self, from: Data(#"{"radians":0.25}"#.utf8)) == Angle(radians: 0.25))
    }

    @Test func aDraggedOffsetSurvivesIntoANewHostThroughTheWholeStack() throws {
        struct Draggable: View {
            @State var offset = CGSize.zero
            var body: some View {
                Color.orange.frame(width: 80, height: 80).offset(offset)
                    .gesture(DragGesture().onEnded { offset.width += $0.translation.width; offset.height += $0.translation.height })
                    .accessibilityIdentifier("tile")
            }
        }
        let old = ViewHost(Draggable())
        old.drag(on: "tile", by: CGSize(width: 40, height: 24))
        old.advance(by: 0.5)
        let moved = try #require(old.stateSnapshot().entries.first)
        #expect(moved.value == "[40,24]")

        let new = ViewHost(Draggable(), restoring: try StateSnapshot(json: old.stateSnapshot().json()))
        #expect(new.stateRestoration?.restored.map(\.property) == ["offset"])
        // The restored view is where the old one was dropped, and drags on from there.
        new.drag(on: "tile", by: CGSize(width: 10, height: 0))
        new.advance(by: 0.5)
        #expect(new.stateSnapshot().entries.first?.value == "[50,24]")
    }
}
