import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A settings row: a heading, a button, a toggle and a decorative shape.
private struct SettingsRow: View {
    @State private var wifi = true
    var body: some View {
        VStack {
            Text("Network").accessibilityAddTraits(.isHeader)
            Circle().fill(.green).frame(width: 10, height: 10)
            Button("Join") {}
            Toggle("Wi-Fi", isOn: $wifi)
        }
    }
}

/// A volume control: VoiceOver adjusts it with swipes, as `accessibilityAdjustableAction` says.
private struct Volume: View {
    @State private var level = 5
    var body: some View {
        Rectangle().frame(width: 100, height: 20)
            .accessibilityElement()
            .accessibilityLabel("Volume")
            .accessibilityValue("\(level)")
            .accessibilityIdentifier("volume")
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: level += 1
                case .decrement: level -= 1
                }
            }
    }
}

/// A ball dragged by its offset, as the brief's scenario writes it.
private struct Ball: View {
    @State private var offset = CGSize.zero
    @State private var start = CGSize.zero
    var body: some View {
        Circle()
            .frame(width: 40, height: 40)
            .offset(offset)
            .gesture(DragGesture()
                .onChanged { offset = CGSize(width: start.width + $0.translation.width, height: start.height + $0.translation.height) }
                .onEnded { _ in start = offset })
            .accessibilityIdentifier("ball")
    }
}

/// Says which accessibility settings its environment reports.
private struct SettingsReader: View {
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiate
    var body: some View { Text("voiceOver \(voiceOver) reduceMotion \(reduceMotion) differentiate \(differentiate)") }
}

@MainActor
@Suite("Accessibility: the tree VoiceOver reads")
struct AccessibilityTreeTests {
    @Test("texts, buttons and toggles are elements in source order; shapes are none (SwiftUI's defaults)")
    func defaultElements() {
        let host = ViewHost(SettingsRow())
        #expect(host.accessibilityTranscript == ["Network, Heading", "Join, Button", "Wi-Fi, on, Switch button"])
        let elements = host.accessibilityElements
        #expect(elements.map(\.traits) == [[.isStaticText, .isHeader], .isButton, .isToggle])
        #expect(elements[2].value == "1", "a toggle's value is 1 when on, as UIKit reports a switch")
    }

    @Test("a toggled toggle reads off, after its tap")
    func toggleValueFollowsState() {
        let host = ViewHost(SettingsRow())
        host.tap(on: "Wi-Fi")
        #expect(host.accessibilityTranscript.last == "Wi-Fi, off, Switch button")
    }

    @Test("label, value and hint modifiers replace what the content says; the modifier nearest the view wins")
    func labelValueHint() {
        let host = ViewHost(
            Text("★★★☆☆")
                .accessibilityLabel("Rating")
                .accessibilityValue(Text("3 of 5"))
                .accessibilityHint("Double tap to rate")
                .accessibilityLabel("Outer label")
        )
        let element = host.accessibilityElements.first
        #expect(element?.label == "Rating")
        #expect(element?.spokenText == "Rating, 3 of 5, Double tap to rate")
    }

    @Test("a label on a shape makes it an element (it forms none on its own)")
    func labelledShape() {
        let host = ViewHost(Circle().frame(width: 30, height: 30).accessibilityLabel("Status: online"))
        #expect(host.accessibilityTranscript == ["Status: online"])
    }

    @Test("accessibilityElement(children: .combine) joins its content's labels with commas into one element")
    func combine() {
        let host = ViewHost(HStack { Text("Ada"); Text("online") }.accessibilityElement(children: .combine))
        #expect(host.accessibilityTranscript == ["Ada, online"])
    }

    @Test("accessibilityElement() (children: .ignore) makes one element that reads none of its content")
    func ignore() {
        let host = ViewHost(HStack { Text("Ada"); Text("online") }.accessibilityElement().accessibilityLabel("Ada is online"))
        #expect(host.accessibilityTranscript == ["Ada is online"])
    }

    @Test("accessibilityElement(children: .contain) keeps the content's elements, and modifiers reach each")
    func contain() {
        let host = ViewHost(VStack { Text("A"); Text("B") }.accessibilityElement(children: .contain).accessibilityHint("Letter"))
        #expect(host.accessibilityTranscript == ["A, Letter", "B, Letter"])
    }

    @Test("accessibilityHidden(true) removes the content's elements; false keeps them")
    func hidden() {
        let host = ViewHost(VStack {
            Text("Shown")
            Text("Decoration").accessibilityHidden(true)
            Text("Also shown").accessibilityHidden(false)
        })
        #expect(host.accessibilityTranscript == ["Shown", "Also shown"])
    }

    @Test("accessibilityRemoveTraits takes off traits a control gives; AddTraits adds them back when outside")
    func traits() {
        let removed = ViewHost(Button("Tab") {}.accessibilityRemoveTraits(.isButton).accessibilityAddTraits(.isSelected))
        #expect(removed.accessibilityElements.first?.traits == .isSelected)
        #expect(removed.accessibilityTranscript == ["Tab, Selected"])
        let readded = ViewHost(Button("Tab") {}.accessibilityRemoveTraits(.isButton).accessibilityAddTraits(.isButton))
        #expect(readded.accessibilityElements.first?.traits == .isButton)
    }

    @Test("AccessibilityTraits is an option set: union, subtraction, membership")
    func traitSetAlgebra() {
        var traits: AccessibilityTraits = [.isButton, .isHeader]
        #expect(traits.contains(.isButton))
        traits.remove(.isButton)
        #expect(traits == .isHeader)
        #expect(traits.union(.isLink).contains([.isHeader, .isLink]))
        #expect(AccessibilityTraits().isEmpty)
    }

    @Test("accessibilityAdjustableAction: a swipe up increments, down decrements, and the value is read again")
    func adjustable() {
        let host = ViewHost(Volume())
        #expect(host.accessibilityTranscript == ["Volume, 5, Adjustable"])
        #expect(host.performAccessibilityAdjustment(.increment, on: "volume"))
        #expect(host.performAccessibilityAdjustment(.increment, on: "Volume"), "found by label too")
        #expect(host.performAccessibilityAdjustment(.decrement, on: "volume"))
        #expect(host.accessibilityElements.first?.value == "6")
        #expect(!host.performAccessibilityAdjustment(.increment, on: "nothing"))
    }

    @Test("an element's frame is where its view is drawn")
    func elementFrame() {
        let still = ViewHost(Text("Hi"), canvasSize: CGSize(width: 200, height: 200)).accessibilityElements.first?.frame
        let moved = ViewHost(Text("Hi").offset(x: 30, y: 40), canvasSize: CGSize(width: 200, height: 200)).accessibilityElements.first?.frame
        #expect(still.map { close(moved, $0.offsetBy(dx: 30, dy: 40)) } == true, "\(String(describing: still)) then \(String(describing: moved))")
    }

    @Test("a dragged ball's identified view follows the ball (its frame is drawn after the offset, as iOS UI tests report)")
    func identifiedViewFollowsOffset() {
        let host = ViewHost(Ball(), canvasSize: CGSize(width: 400, height: 400))
        let before = host.view("ball").center
        #expect(before == CGPoint(x: 200, y: 200))
        host.drag(on: "ball", by: CGSize(width: 80, height: -50))
        let after = host.view("ball").center
        #expect(abs(after.x - 280) < 0.001 && abs(after.y - 150) < 0.001)
        // A second drag starts where the ball is drawn, so the view must be found there.
        host.drag(on: "ball", by: CGSize(width: -30, height: 0))
        #expect(abs(host.view("ball").center.x - 250) < 0.001)
    }

    @Test("an identified padded view keeps its padded box: only effects that fill their parent are looked through")
    func paddedFrame() {
        let host = ViewHost(Color.red.frame(width: 20, height: 20).padding(10).accessibilityIdentifier("tile"),
                            canvasSize: CGSize(width: 100, height: 100))
        #expect(host.view("tile").globalFrame == CGRect(x: 30, y: 30, width: 40, height: 40))
    }

    @Test("the accessibility environment values are off by default and report what the host was given")
    func settings() {
        #expect(ViewHost(SettingsReader()).view(withText: "voiceOver false reduceMotion false differentiate false") != nil)
        let host = ViewHost(SettingsReader(), accessibility: AccessibilitySettings(voiceOverEnabled: true, reduceMotion: true))
        #expect(host.view(withText: "voiceOver true reduceMotion true differentiate false") != nil)
        let third = ViewHost(SettingsReader(), accessibility: AccessibilitySettings(differentiateWithoutColor: true))
        #expect(third.view(withText: "voiceOver false reduceMotion false differentiate true") != nil)
    }
}
