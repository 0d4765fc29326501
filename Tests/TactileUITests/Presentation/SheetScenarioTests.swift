import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A screen presenting a sheet, its state shown outside it.
private struct Presenter: View {
    var disabled = false
    var cover = false
    @State private var isPresented = false
    @State private var dismissals = 0

    var body: some View {
        let screen = VStack {
            Text("dismissals \(dismissals)")
            Text(isPresented ? "presented" : "not presented")
            Button("Show") { isPresented = true }
        }
        if cover {
            screen.fullScreenCover(isPresented: $isPresented, onDismiss: { dismissals += 1 }) { SheetBody() }
        } else {
            screen.sheet(isPresented: $isPresented, onDismiss: { dismissals += 1 }) {
                SheetBody().interactiveDismissDisabled(disabled)
            }
        }
    }
}

/// A sheet's content: a title, a close button using `dismiss`, and a counter.
private struct SheetBody: View {
    @Environment(\.dismiss) private var dismiss
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Sheet")
            Button("Close") { dismiss() }
            Button("Tapped \(taps)") { taps += 1 }
        }
    }
}

private struct Note: Identifiable {
    let id: Int
}

/// `sheet(item:)`: one sheet per note.
private struct ItemPresenter: View {
    @State private var note: Note?
    var body: some View {
        VStack {
            Text(note.map { "note \($0.id)" } ?? "no note")
            Button("Open 7") { note = Note(id: 7) }
        }
        .sheet(item: $note) { note in
            Text("Note \(note.id)")
        }
    }
}

/// A sheet whose content is a long scroll view.
private struct ScrollingSheet: View {
    @State private var isPresented = true
    var body: some View {
        Text(isPresented ? "presented" : "not presented")
            .sheet(isPresented: $isPresented) {
                VStack(spacing: 0) {
                Color.red.frame(height: 4).accessibilityIdentifier("grabber")
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<40, id: \.self) { row in
                            // Rows fill their width: the scroll view is reached where its content is hit.
                            Color.white.frame(height: 50).overlay(Text("Row \(row)"))
                        }
                    }
                }
                }
            }
    }
}

/// A sheet with a medium and a large detent.
private struct DetentSheet: View {
    @State private var isPresented = true
    var body: some View {
        Text(isPresented ? "presented" : "not presented")
            .sheet(isPresented: $isPresented) {
                Color.white.overlay(Text("Half")).presentationDetents([.medium, .large])
            }
    }
}

@MainActor
@Suite("sheet: presented above the window, dismissed by a drag past its threshold or a flick (iOS page sheet)")
struct SheetScenarioTests {
    /// A host with the sheet presented and at rest; the rest position of the sheet's title.
    private func presented(_ view: Presenter = Presenter()) -> (ViewHost<Presenter>, CGFloat) {
        let host = ViewHost(view)
        host.tap(on: "Show")
        host.advance(by: 2)
        return (host, host.view("Sheet").center.y)
    }

    /// A point on the sheet away from its buttons.
    private let grab = CGPoint(x: 195, y: 200)

    @Test("presenting slides the sheet up from below the window to rest; it covers the presenting view's buttons")
    func slidesUp() {
        let host = ViewHost(Presenter())
        host.tap(on: "Show")
        #expect(host.view(withText: "presented") != nil)
        host.advance(by: 0.1)
        let early = host.view("Sheet").center.y
        host.advance(by: 2)
        let rest = host.view("Sheet").center.y
        #expect(early > rest + 50, "mid-presentation the sheet is still low (\(early) vs \(rest))")
        #expect(abs(host.view("Close").center.y - (10 + (844 - 10) / 2)) < 1, "the sheet is centred in the window below its top inset, not in the presenting view")
        host.tap(at: CGPoint(x: 195, y: 700))
        #expect(host.view(withText: "presented") != nil)
        // The presenting view's button sits under the sheet: a tap there reaches the sheet.
        let show = host.view("Show").center
        host.tap(at: show)
        #expect(host.view(withText: "dismissals 0") != nil)
    }

    @Test("the sheet is drawn above the presenting view, on a dimmed backdrop")
    func drawnAbove() {
        let (host, _) = presented()
        let svg = host.svg()
        let sheetTitle = svg.range(of: ">Sheet<") ?? svg.range(of: "Sheet")
        let showTitle = svg.range(of: "Show")
        #expect(sheetTitle != nil && showTitle != nil)
        if let sheetTitle, let showTitle { #expect(showTitle.lowerBound < sheetTitle.lowerBound, "the sheet is painted after the presenting view") }
        let drawn = host.drawnViews
        #expect(drawn.last?.text == "Tapped 0", "the last thing drawn is the sheet's content")
    }

    @Test("a downward drag moves the sheet with the finger (after the pan's 10-point slop)")
    func followsTheFinger() {
        let (host, rest) = presented()
        host.touchDown(at: grab)
        host.advance(by: 0.05)
        host.move(to: CGPoint(x: grab.x, y: grab.y + 12))
        host.advance(by: 0.05)
        host.move(to: CGPoint(x: grab.x, y: grab.y + 112))
        #expect(abs(host.view("Sheet").center.y - (rest + 100)) < 0.5)
        host.advance(by: 0.05)
        host.move(to: CGPoint(x: grab.x, y: grab.y + 62))
        #expect(abs(host.view("Sheet").center.y - (rest + 50)) < 0.5)
        // Held still before lifting: no flick, and 50 points is short of half.
        for _ in 0..<6 {
            host.advance(by: 0.1)
            host.move(to: CGPoint(x: grab.x, y: grab.y + 62))
        }
        host.touchUp()
        host.advance(by: 2)
        #expect(abs(host.view("Sheet").center.y - rest) < 0.5)
    }

    @Test("a slow release past half the sheet dismisses it: the binding turns false, onDismiss runs after the slide")
    func pastThreshold() {
        let (host, _) = presented()
        host.drag(from: grab, to: CGPoint(x: grab.x, y: grab.y + 500), duration: 3)
        #expect(host.view(withText: "not presented") != nil, "the binding is false at the release")
        #expect(host.view(withText: "dismissals 0") != nil, "onDismiss waits for the slide")
        #expect(host.view(withText: "Sheet") != nil, "the sheet still draws while it slides out")
        host.advance(by: 2)
        #expect(host.view(withText: "dismissals 1") != nil)
        #expect(host.view(withText: "Sheet") == nil)
        host.tap(on: "Show")
        #expect(host.view(withText: "presented") != nil, "the presenting view takes touches again")
    }

    @Test("a slow release short of half springs back and stays presented")
    func springsBack() {
        let (host, rest) = presented()
        host.drag(from: grab, to: CGPoint(x: grab.x, y: grab.y + 300), duration: 3)
        #expect(host.view("Sheet").center.y > rest + 100)
        host.advance(by: 2)
        #expect(host.view(withText: "presented") != nil)
        #expect(abs(host.view("Sheet").center.y - rest) < 0.5)
        #expect(host.view(withText: "dismissals 0") != nil)
    }

    @Test("a short fast downward flick dismisses although the sheet moved far less than half")
    func flick() {
        let (host, _) = presented()
        host.drag(from: grab, to: CGPoint(x: grab.x, y: grab.y + 120), duration: 0.06)
        #expect(host.view(withText: "not presented") != nil)
        host.advance(by: 2)
        #expect(host.view(withText: "dismissals 1") != nil)
    }

    @Test("an upward drag rubber-bands: the sheet moves up less than the finger, then springs back")
    func upwardRubberBand() {
        let (host, rest) = presented()
        host.touchDown(at: CGPoint(x: grab.x, y: 600))
        host.advance(by: 0.05)
        host.move(to: CGPoint(x: grab.x, y: 588))
        host.advance(by: 0.05)
        host.move(to: CGPoint(x: grab.x, y: 388))
        let moved = rest - host.view("Sheet").center.y
        #expect(moved > 0 && moved < 150, "moved up \(moved) for a 200-point drag")
        host.touchUp()
        host.advance(by: 2)
        #expect(abs(host.view("Sheet").center.y - rest) < 0.5)
        #expect(host.view(withText: "presented") != nil)
    }

    @Test("interactiveDismissDisabled: a drag past half and a flick both spring back; the sheet resists the finger")
    func disabled() {
        let (host, rest) = presented(Presenter(disabled: true))
        host.drag(from: grab, to: CGPoint(x: grab.x, y: grab.y + 500), duration: 3, lift: false)
        #expect(host.view("Sheet").center.y - rest < 300, "rubber band: less than the finger's 490 points")
        host.touchUp()
        host.advance(by: 2)
        host.drag(from: grab, to: CGPoint(x: grab.x, y: grab.y + 120), duration: 0.06)
        host.advance(by: 2)
        #expect(host.view(withText: "presented") != nil)
        #expect(abs(host.view("Sheet").center.y - rest) < 0.5)
        #expect(host.view(withText: "dismissals 0") != nil)
    }

    @Test("@Environment(\\.dismiss) in the sheet dismisses it; onDismiss runs once it has slid out")
    func dismissAction() {
        let (host, _) = presented()
        host.tap(on: "Close")
        #expect(host.view(withText: "not presented") != nil)
        host.advance(by: 2)
        #expect(host.view(withText: "dismissals 1") != nil)
        #expect(host.view(withText: "Close") == nil)
    }

    @Test("a button inside the sheet fires on a tap; a drag that starts on it moves the sheet and does not fire it")
    func gesturesInside() {
        let (host, rest) = presented()
        host.tap(on: "Tapped 0")
        #expect(host.view(withText: "Tapped 1") != nil)
        let button = host.center(of: "Tapped 1")
        host.drag(from: button, to: CGPoint(x: button.x, y: button.y + 150), duration: 1, lift: false)
        #expect(host.view("Sheet").center.y > rest + 100)
        host.touchUp()
        host.advance(by: 2)
        #expect(host.view(withText: "Tapped 1") != nil)
    }

    @Test("a sheet presented again starts with fresh state")
    func freshState() {
        let (host, _) = presented()
        host.tap(on: "Tapped 0")
        host.tap(on: "Close")
        host.advance(by: 2)
        host.tap(on: "Show")
        host.advance(by: 2)
        #expect(host.view(withText: "Tapped 0") != nil)
    }

    @Test("fullScreenCover covers the whole window and a downward drag does not dismiss it")
    func fullScreenCover() {
        let host = ViewHost(Presenter(cover: true))
        host.tap(on: "Show")
        host.advance(by: 2)
        #expect(abs(host.view("Close").center.y - 844 / 2) < 1, "centred in the window")
        host.drag(from: grab, to: CGPoint(x: grab.x, y: grab.y + 500), duration: 0.3)
        host.advance(by: 2)
        #expect(host.view(withText: "presented") != nil)
        host.tap(on: "Close")
        host.advance(by: 2)
        #expect(host.view(withText: "dismissals 1") != nil)
    }

    @Test("sheet(item:) shows the item's sheet and a dismissal sets the item to nil")
    func itemSheet() {
        let host = ViewHost(ItemPresenter())
        host.tap(on: "Open 7")
        host.advance(by: 2)
        #expect(host.view(withText: "Note 7") != nil)
        host.drag(from: grab, to: CGPoint(x: grab.x, y: grab.y + 120), duration: 0.06)
        #expect(host.view(withText: "no note") != nil)
        #expect(host.view(withText: "Note 7") != nil, "the last item still shows while the sheet slides out")
        host.advance(by: 2)
        #expect(host.view(withText: "Note 7") == nil)
    }

    @Test("a ScrollView in the sheet scrolls; at its top a downward drag moves the sheet instead (iOS)")
    func scrollViewInside() {
        let host = ViewHost(ScrollingSheet())
        host.advance(by: 2)
        let row = host.view("Row 0").center.y
        // Upward: the content scrolls, the sheet stays.
        host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 400), duration: 1, lift: false)
        let grabber = host.view("grabber").center.y
        #expect(host.view("Row 0").center.y < row - 150, "the content scrolled up")
        #expect(grabber < 20, "the sheet did not move")
        // Back down while scrolled: the content scrolls back; the sheet does not move.
        host.move(to: CGPoint(x: 195, y: 600))
        host.advance(by: 0.5)
        host.move(to: CGPoint(x: 195, y: 600))
        host.advance(by: 0.5)
        host.touchUp()
        host.advance(by: 2)
        #expect(abs(host.view("Row 0").center.y - row) < 0.5)
        #expect(host.view(withText: "presented") != nil)
        // At the top, a downward drag moves the sheet and dismisses it past half.
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 350), duration: 1.5, lift: false)
        #expect(host.view("Row 0").center.y > row + 100, "the sheet moved down with the finger")
        host.move(to: CGPoint(x: 195, y: 700))
        host.advance(by: 0.5)
        host.move(to: CGPoint(x: 195, y: 700))
        host.advance(by: 0.5)
        host.touchUp()
        #expect(host.view(withText: "not presented") != nil)
    }

    @Test("presentationDetents([.medium, .large]): rests at medium, a drag up goes to large, a flick down back to medium, a drag down past half of medium dismisses")
    func detents() {
        let host = ViewHost(DetentSheet())
        host.advance(by: 2)
        let full: CGFloat = 844 - 10
        let mediumTop = 10 + full / 2
        #expect(abs(host.view("Half").center.y - (mediumTop + full / 4)) < 1, "the content is centred in the medium sheet")
        host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), duration: 1.5, lift: false)
        for _ in 0..<5 { host.advance(by: 0.1); host.move(to: CGPoint(x: 195, y: 300)) }
        host.touchUp()
        host.advance(by: 2)
        #expect(abs(host.view("Half").center.y - (10 + full / 2)) < 1, "at large, centred in the full sheet")
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 420), duration: 0.06)
        host.advance(by: 2)
        #expect(host.view(withText: "presented") != nil, "a flick from large stops at medium")
        #expect(abs(host.view("Half").center.y - (mediumTop + full / 4)) < 1)
        host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 840), duration: 2, lift: false)
        for _ in 0..<5 { host.advance(by: 0.1); host.move(to: CGPoint(x: 195, y: 840)) }
        host.touchUp()
        #expect(host.view(withText: "not presented") != nil)
    }

    @Test("the release rule: a downward flick, or past the fraction unless flicked back up")
    func releaseRule() {
        let configuration = PresentationConfiguration.standard
        #expect(PresentationState.dismisses(displacement: 10, height: 800, velocity: 1000, configuration: configuration))
        #expect(!PresentationState.dismisses(displacement: 10, height: 800, velocity: 999, configuration: configuration))
        #expect(PresentationState.dismisses(displacement: 400, height: 800, velocity: 0, configuration: configuration))
        #expect(!PresentationState.dismisses(displacement: 399, height: 800, velocity: 0, configuration: configuration))
        #expect(!PresentationState.dismisses(displacement: 600, height: 800, velocity: -1000, configuration: configuration))
    }
}
