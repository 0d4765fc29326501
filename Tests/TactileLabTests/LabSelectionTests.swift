import Foundation
import TactileLab
import TactileTesting
import Testing

// The views these tests select: their source is this file (the entry's `sourceFiles`), and each
// line a test expects carries a `// select:` marker the tests find it by.

/// Seven 300×50 rows in a 300×400 canvas (the stack is 350 pt tall, centred: rows start at y 25).
struct SelectionStack: View {
    @State private var showsDetail = true
    let rows = ["a", "b", "c"]

    var body: some View {
        VStack(spacing: 0) {
            Text("Title") // select: title
                .frame(width: 300, height: 50) // select: title-frame
            Rectangle() // select: chained
                .fill(Color.blue) // select: chained-fill
                .padding(10) // select: chained-padding
                .frame(width: 300, height: 50)
                .onTapGesture { showsDetail.toggle() } // select: chained-tap
            if showsDetail {
                Color.green.frame(width: 300, height: 50) // select: then
            } else {
                Color.gray.frame(width: 300, height: 50) // select: else
            }
            ForEach(rows, id: \.self) { _ in
                Color.orange.frame(width: 300, height: 50) // select: row
            }
            Color.purple.modifier(SelectionBorder()) // select: custom
                .frame(width: 300, height: 50)
        }
    }
}

/// A user modifier: selectable mode does not follow into its body.
struct SelectionBorder: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(4).background(Color.black)
    }
}

/// Selectable mode (docs/LAB-PROTOCOL.md, "Selectable mode"): `select` places the view under a
/// canvas point in its source — the line of its initializer, its statement, its modifiers — and
/// `select` with `attempt` the gestures a timeline lane's attempt ran; bad input is an error value.
@Suite("Lab selection")
@MainActor
struct LabSelectionTests {
    static let file = #filePath
    static let text = (try? String(contentsOfFile: #filePath, encoding: .utf8)) ?? ""

    /// The line of the `// select: <marker>` comment.
    static func line(_ marker: String) -> Int {
        let lines = text.components(separatedBy: "\n")
        return (lines.firstIndex { $0.hasSuffix("// select: " + marker) } ?? -1) + 1
    }

    static let catalog = [
        LabCatalog.Entry(id: "selection", title: "Selection", seed: "test", kind: "scene", source: "",
                         make: { AnyView(SelectionStack()) }, sourceFiles: [file]),
        // A scene compiled into the lab: its source is the entry's text.
        LabCatalog.Entry(id: "selection-inline", title: "Selection", seed: "test", kind: "scene", source: text,
                         make: { AnyView(SelectionStack()) }),
        // A `#Preview` closure with no view struct of its own: the walk starts at the preview.
        LabCatalog.Entry(id: "selection-preview", title: "Preview", seed: "test", kind: "preview", source: previewSource,
                         make: { AnyView(VStack { Color.red.frame(width: 100, height: 100); Color.blue.padding(5).frame(width: 100, height: 100) }) }),
    ]

    static let previewSource = """
        import SwiftUI

        #Preview("Squares") {
            VStack {
                Color.red.frame(width: 100, height: 100)
                Color.blue
                    .padding(5)
                    .frame(width: 100, height: 100)
            }
        }
        """

    static func open(_ scene: String = "selection") -> LabSession {
        let session = LabSession(catalog: catalog)
        _ = session.handle(text: #"{"type":"open","scene":"\#(scene)","canvas":{"width":300,"height":400},"time":0}"#)
        return session
    }

    static func select(_ session: LabSession, x: Double, y: Double) throws -> LabSelection {
        let replies = session.handle(text: #"{"type":"select","x":\#(x),"y":\#(y)}"#)
        guard replies.count == 1, case .selection(let selection) = replies[0] else { throw Failure("not one selection: \(replies)") }
        return selection
    }

    @Test func aTextInAStackIsPlacedAtItsLineWithItsModifiers() throws {
        let selection = try Self.select(Self.open(), x: 150, y: 50)
        #expect(selection.file == Self.file)
        #expect(selection.inScene)
        #expect(selection.line == Self.line("title"))
        #expect(selection.lines == [Self.line("title"), Self.line("title-frame")])
        #expect(selection.chain == [LabSelection.Link(name: "frame", line: Self.line("title-frame"))])
        #expect(selection.exact)
        #expect(selection.frame == CGRect(x: 0, y: 25, width: 300, height: 50), "the frame of the statement's outermost view")
    }

    @Test func aModifierChainIsListedInnermostFirst() throws {
        let selection = try Self.select(Self.open(), x: 150, y: 100)
        #expect(selection.line == Self.line("chained"))
        #expect(selection.lines == [Self.line("chained"), Self.line("chained-tap")])
        #expect(selection.chain.map(\.name) == ["fill", "padding", "frame", "onTapGesture"])
        #expect(selection.chain.first?.line == Self.line("chained-fill"))
        #expect(selection.chain.last?.gestures == ["TapGesture"])
        #expect(selection.exact)
    }

    @Test func aViewInAnIfBranchIsPlacedInTheBranchTaken() throws {
        let session = Self.open()
        #expect(try Self.select(session, x: 150, y: 150).line == Self.line("then"))
        // The tap flips the branch.
        _ = session.handle(text: #"{"type":"touches","time":10,"seq":1,"touches":[{"id":0,"phase":"began","x":150,"y":100}]}"#)
        _ = session.handle(text: #"{"type":"touches","time":20,"seq":2,"touches":[{"id":0,"phase":"ended","x":150,"y":100}]}"#)
        let selection = try Self.select(session, x: 150, y: 150)
        #expect(selection.line == Self.line("else"))
        #expect(selection.exact)
    }

    @Test func aForEachRowIsPlacedAtTheRowContent() throws {
        let selection = try Self.select(Self.open(), x: 150, y: 250)
        #expect(selection.line == Self.line("row"))
        #expect(selection.exact)
        #expect(selection.frame == CGRect(x: 0, y: 225, width: 300, height: 50), "the second row")
    }

    @Test func aCustomModifiersBodyFallsBackToItsStatementAndSaysSo() throws {
        let selection = try Self.select(Self.open(), x: 150, y: 350)
        #expect(selection.line == Self.line("custom"))
        #expect(!selection.exact)
    }

    @Test func aSceneCompiledIntoTheLabIsPlacedInItsOwnSource() throws {
        let selection = try Self.select(Self.open("selection-inline"), x: 150, y: 50)
        #expect(selection.file == "selection-inline")
        #expect(selection.inScene)
        #expect(selection.source == nil)
        #expect(selection.line == Self.line("title"))
    }

    @Test func aViewInAPreviewClosureIsPlacedInThePreview() throws {
        // 300×400 canvas: the 200 pt stack is centred, the blue square's top at y 200.
        let selection = try Self.select(Self.open("selection-preview"), x: 150, y: 250)
        #expect(selection.file == "selection-preview")
        #expect(selection.line == 6)
        #expect(selection.lines == [6, 8])
        #expect(selection.chain.map(\.name) == ["padding", "frame"])
        #expect(selection.chain.map(\.line) == [7, 8])
        #expect(selection.exact)
    }

    @Test func aLanesAttemptIsPlacedAtTheModifierThatAttachedItsGesture() throws {
        let session = Self.open()
        _ = session.handle(text: #"{"type":"touches","time":10,"seq":1,"touches":[{"id":0,"phase":"began","x":150,"y":100}]}"#)
        _ = session.handle(text: #"{"type":"touches","time":20,"seq":2,"touches":[{"id":0,"phase":"ended","x":150,"y":100}]}"#)
        let replies = session.handle(text: #"{"type":"select","attempt":1}"#)
        guard replies.count == 1, case .selection(let selection) = replies[0] else { throw Failure("not one selection: \(replies)") }
        #expect(selection.line == Self.line("chained"))
        #expect(selection.attached == [LabSelection.Attachment(file: Self.file, line: Self.line("chained-tap"), name: "onTapGesture", gestures: ["TapGesture"])])
        let json = LabReply.selection(selection).json()
        #expect(json.contains(#""attached":[{"file":"#))
        #expect(json.contains(#""type":"selection""#))
    }

    @Test func aMalformedSelectIsAnErrorAndTheSessionGoesOn() throws {
        let session = Self.open()
        for text in [#"{"type":"select","x":"left","y":3}"#, #"{"type":"select","x":3}"#, #"{"type":"select","x":1,"y":2,"attempt":1}"#,
                     #"{"type":"select","attempt":0}"#] {
            let replies = session.handle(text: text)
            guard replies.count == 1, case .error(let error, _) = replies[0] else { throw Failure("not one error: \(replies)") }
            #expect(error.code == .invalidMessage, "\(text)")
        }
        let outside = session.handle(text: #"{"type":"select","x":5,"y":5}"#)
        guard case .error(let error, _)? = outside.first else { throw Failure("not an error: \(outside)") }
        #expect(error.code == .nothingSelected)
        #expect(try Self.select(session, x: 150, y: 50).line == Self.line("title"), "the session goes on")
    }

    @Test func selectBeforeOpenIsNoScene() {
        let replies = LabSession(catalog: Self.catalog).handle(text: #"{"type":"select","x":1,"y":2}"#)
        guard case .error(let error, _)? = replies.first else { Issue.record("not an error: \(replies)"); return }
        #expect(error.code == .noScene)
    }
}
