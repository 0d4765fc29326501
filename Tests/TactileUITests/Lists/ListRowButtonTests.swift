import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A list row holding an automatic-style `Button` (or a `NavigationLink`) is the button's target
/// as a whole, as a selectable `UITableViewCell` is on iOS: a tap beside the label or in the row's
/// insets triggers it. Explicitly styled buttons keep their own target (`ListRowButtons`).
@MainActor
@Suite("List rows: a Button row is tapped anywhere in the row, as a UITableViewCell")
struct ListRowButtonTests {
    /// Rows whose taps are counted: an automatic button, a borderless one, two automatic
    /// buttons side by side, a disabled one, one in a horizontal scroll view, and a text row.
    struct Rows: View {
        @State private var log: [String] = []
        var body: some View {
            VStack(spacing: 0) {
                Text(log.isEmpty ? "none" : log.joined(separator: ",")).accessibilityIdentifier("log")
                List {
                    Button("Automatic") { log.append("automatic") }
                    Button("Borderless") { log.append("borderless") }.buttonStyle(.borderless)
                    HStack {
                        Button("Left") { log.append("left") }
                        Spacer()
                        Button("Right") { log.append("right") }
                    }
                    Button("Disabled") { log.append("disabled") }.disabled(true)
                    ScrollView(.horizontal) {
                        Button("Scrolled") { log.append("scrolled") }
                    }
                    Text("Plain text")
                    Button("Explicit") { log.append("explicit") }.buttonStyle(.automatic)
                }
                .listStyle(.plain)
            }
        }
    }

    /// A point in `label`'s row, `x` points from the list's leading edge: beside the label when
    /// `x` is past its trailing edge.
    private func point(beside label: String, in host: ViewHost<Rows>, x: CGFloat = 380) -> CGPoint {
        CGPoint(x: x, y: host.view(withText: label)!.globalFrame.midY)
    }

    @Test("a tap beside an automatic button's label triggers it once; a tap on the label too, its own press winning (S-60)")
    func besideTheLabel() {
        let host = listHost(Rows())
        host.tap(at: point(beside: "Automatic", in: host))
        #expect(host.view("log").text == "automatic")
        host.tap(on: "Automatic")
        #expect(host.view("log").text == "automatic,automatic", "the label's own press wins: one trigger, not two")
    }

    @Test("a tap in the row's top inset, above the label, triggers the row's button")
    func inTheInset() {
        let host = listHost(Rows())
        let label = host.view(withText: "Automatic")!.globalFrame
        host.tap(at: CGPoint(x: label.midX, y: label.minY - 4))
        #expect(host.view("log").text == "automatic")
    }

    @Test("a touch down beside the label shows the button pressed until the lift, which triggers it")
    func pressedLook() {
        let host = listHost(Rows())
        let beside = point(beside: "Automatic", in: host)
        host.touchDown(at: beside)
        #expect(host.view(withText: "Automatic")?.opacity == ControlDefaults.pressedLabelOpacity)
        host.touchUp()
        #expect(host.view(withText: "Automatic")?.opacity == 1)
        #expect(host.view("log").text == "automatic")
    }

    @Test("an explicitly borderless button is only its label: a tap beside it does nothing")
    func borderlessKeepsItsOwnTarget() {
        let host = listHost(Rows())
        host.tap(at: point(beside: "Borderless", in: host))
        #expect(host.view("log").text == "none")
        host.tap(on: "Borderless")
        #expect(host.view("log").text == "borderless")
    }

    @Test("`.buttonStyle(.automatic)` given explicitly is the automatic style: the row is its target")
    func explicitAutomatic() {
        let host = listHost(Rows())
        host.tap(at: point(beside: "Explicit", in: host))
        #expect(host.view("log").text == "explicit")
    }

    @Test("two automatic buttons in one row: a tap between them triggers both, in order; a tap on one label triggers that one (S-60)")
    func twoButtons() {
        let host = listHost(Rows())
        let left = host.view(withText: "Left")!.globalFrame, right = host.view(withText: "Right")!.globalFrame
        host.tap(at: CGPoint(x: (left.maxX + right.minX) / 2, y: left.midY))
        #expect(host.view("log").text == "left,right")
        host.tap(on: "Right")
        #expect(host.view("log").text == "left,right,right")
    }

    @Test("a disabled button's row triggers nothing")
    func disabled() {
        let host = listHost(Rows())
        host.tap(at: point(beside: "Disabled", in: host))
        host.tap(on: "Disabled", reportingMisses: false)
        #expect(host.view("log").text == "none")
    }

    @Test("a button in a scroll view inside the row is not the row's; a text row has no target")
    func notTheRows() {
        let host = listHost(Rows())
        host.tap(at: point(beside: "Scrolled", in: host))
        host.tap(at: point(beside: "Plain text", in: host))
        #expect(host.view("log").text == "none")
        host.tap(on: "Scrolled")
        #expect(host.view("log").text == "scrolled")
    }

    @Test("a drag that starts beside the label moves the list and triggers nothing (S-90)")
    func dragScrolls() {
        let host = listHost(Rows())
        let start = point(beside: "Automatic", in: host)
        let before = host.view(withText: "Automatic")!.globalFrame.minY
        host.touchDown(at: start)
        host.advance(by: 1.0 / 60)
        host.move(to: CGPoint(x: start.x, y: start.y - 15))
        host.advance(by: 1.0 / 60)
        host.move(to: CGPoint(x: start.x, y: start.y - 60))
        #expect(host.view(withText: "Automatic")!.globalFrame.minY < before, "the list follows the finger")
        host.touchUp()
        host.advance(by: 1)
        #expect(host.view("log").text == "none")
    }

    /// A `NavigationLink` row pushes when tapped beside its title, as a disclosure row does.
    struct Links: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Settings", value: 1)
                }
                .navigationDestination(for: Int.self) { _ in Text("Settings page") }
            }
        }
    }

    @Test("a NavigationLink row pushes its destination when tapped beside its title")
    func navigationLinkRow() {
        let host = listHost(Links())
        let title = host.view(withText: "Settings")!.globalFrame
        host.tap(at: CGPoint(x: 360, y: title.midY))
        host.advance(by: 1)
        #expect(host.view(withText: "Settings page") != nil)
    }
}
