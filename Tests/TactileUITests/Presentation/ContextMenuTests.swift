import Foundation
import Testing
import TactileTesting
@testable import TactileUI

@MainActor
private final class Actions {
    var log: [String] = []
}

/// A card with a context menu of two buttons, the second destructive, and a button of its own.
private struct Card: View {
    let actions: Actions
    var body: some View {
        VStack {
            Button("Open") { actions.log.append("open") }
                .padding(40)
                .background(Color.yellow)
                .contextMenu {
                    Button("Copy") { actions.log.append("copy") }
                    Button("Delete", role: .destructive) { actions.log.append("delete") }
                }
            Spacer()
        }
    }
}

/// Rows in a scroll view, each with a context menu.
private struct Rows: View {
    let actions: Actions
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { index in
                    Text("Row \(index)")
                        .frame(maxWidth: .infinity, minHeight: 60)
                        .background(Color.white)
                        .contextMenu {
                            Button("Pin \(index)") { actions.log.append("pin \(index)") }
                        }
                }
            }
        }
    }
}

/// `contextMenu(menuItems:)`: UIKit's context-menu interaction, a long press (UIContextMenuInteraction).
@MainActor
@Suite("contextMenu: a long press presents the menu's buttons; a tap runs one and dismisses")
struct ContextMenuTests {
    private let device = Device.iPhone16
    private var hold: Double { ControlDefaults.contextMenuPressDuration + 0.1 }

    @Test("a long press presents the menu below the view; a tap on a button runs its action and dismisses it")
    func longPressPresentsAndButtonDismisses() {
        let actions = Actions()
        let host = ViewHost(Card(actions: actions), device: device)
        #expect(host.view(withText: "Copy") == nil)
        host.longPress(on: "Open", duration: hold)
        #expect(host.view(withText: "Copy") != nil)
        #expect(host.view("Copy").globalFrame.minY > host.view("Open").globalFrame.maxY, "below the view")
        #expect(actions.log.isEmpty, "the long press does not fire the view's own button")
        host.tap(on: "Copy")
        #expect(actions.log == ["copy"])
        host.advance(by: 1)
        #expect(host.view(withText: "Copy") == nil)
    }

    @Test("a press shorter than the duration shows no menu and a tap still fires the view's button")
    func shortPress() {
        let actions = Actions()
        let host = ViewHost(Card(actions: actions), device: device)
        host.longPress(on: "Open", duration: ControlDefaults.contextMenuPressDuration - 0.2)
        #expect(host.view(withText: "Copy") == nil)
        host.tap(on: "Open")
        #expect(actions.log == ["open", "open"])
    }

    @Test("a tap outside the menu dismisses it and runs nothing")
    func tapOutside() {
        let actions = Actions()
        let host = ViewHost(Card(actions: actions), device: device)
        host.longPress(on: "Open", duration: hold)
        host.tap(at: CGPoint(x: 20, y: device.canvasSize.height - 100))
        host.advance(by: 1)
        #expect(host.view(withText: "Copy") == nil)
        #expect(actions.log.isEmpty)
        host.tap(on: "Open")
        #expect(actions.log == ["open"], "the view is reachable again")
    }

    @Test("a destructive button is drawn red, the others in the primary colour")
    func destructiveIsRed() {
        let host = ViewHost(Card(actions: Actions()), device: device)
        host.longPress(on: "Open", duration: hold)
        let environment = EnvironmentValues()
        #expect(host.view("Delete").fillColor == Color(resolved: Color.red.resolvedColor(in: environment)))
        #expect(host.view("Copy").fillColor == Color(resolved: Color.primary.resolvedColor(in: environment)))
    }

    @Test("a press that moves beyond the allowable distance shows no menu")
    func movementCancels() {
        let actions = Actions()
        let host = ViewHost(Card(actions: actions), device: device)
        let start = host.view("Open").center
        host.touchDown(at: start)
        host.advance(by: 0.1)
        host.move(to: CGPoint(x: start.x + ControlDefaults.contextMenuAllowableMovement + 5, y: start.y))
        host.advance(by: 1)
        host.touchUp()
        #expect(host.view(withText: "Copy") == nil)
    }

    @Test("in a ScrollView a drag scrolls and no menu appears; a long press on a row presents its menu")
    func inScrollView() {
        let actions = Actions()
        let host = ViewHost(Rows(actions: actions), device: device)
        let before = host.view("Row 5").globalFrame.minY
        host.drag(on: "Row 5", by: CGSize(width: 0, height: -200), duration: 0.6)
        host.advance(by: 10)  // the fling decelerates to rest
        #expect(host.view("Row 5").globalFrame.minY < before - 100, "scrolled")
        #expect(host.view(withText: "Pin 5") == nil)
        host.longPress(on: "Row 8", duration: hold)
        #expect(host.view(withText: "Pin 8") != nil)
        host.tap(on: "Pin 8")
        #expect(actions.log == ["pin 8"])
    }

    @Test("contextMenu(menuItems:preview:) draws the preview with the menu below it")
    func preview() {
        let host = ViewHost(Text("Photo").contextMenu {
            Button("Share") {}
        } preview: {
            Color.blue.frame(width: 200, height: 120).accessibilityIdentifier("preview")
        }, device: device)
        #expect(host.view(withIdentifier: "preview") == nil)
        host.longPress(on: "Photo", duration: hold)
        let preview = host.view("preview").globalFrame
        #expect(host.view("Share").globalFrame.minY > preview.maxY)
    }
}

