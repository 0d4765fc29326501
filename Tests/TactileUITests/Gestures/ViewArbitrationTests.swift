import Foundation
import Testing
import TactileTesting

/// Records which handlers ran, in order.
@MainActor
final class Log {
    var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
}

@MainActor
@Suite("Arbitration between views (S-60…S-65)")
struct ViewArbitrationTests {
    /// Apple's example: a heart image with its own tap inside a VStack with a tap.
    struct Hearts: View {
        let log: Log
        var body: some View {
            VStack {
                Image(systemName: "heart.fill").font(.system(size: 40))
                    .accessibilityIdentifier("heart")
                    .onTapGesture { log("image") }
                Text("Likes").accessibilityIdentifier("likes")
            }
            .onTapGesture { log("stack") }
        }
    }

    @Test("S-60 a tap on the heart runs only the image's handler; elsewhere the VStack's")
    func s60HeartInVStack() {
        let log = Log()
        let host = ViewHost(Hearts(log: log))
        host.tap(on: "heart")
        #expect(log.entries == ["image"])
        host.advance(by: 1)
        host.tap(on: "likes")
        #expect(log.entries == ["image", "stack"])
    }

    struct ButtonInParent: View {
        enum Attachment { case normal, high, simultaneous }
        let log: Log
        let attachment: Attachment
        var body: some View {
            let content = VStack {
                Button("Press") { log("button") }.accessibilityIdentifier("button")
                Color.blue.frame(width: 100, height: 100)
            }
            switch attachment {
            case .normal: AnyView(content.gesture(TapGesture().onEnded { log("parent") }))
            case .high: AnyView(content.highPriorityGesture(TapGesture().onEnded { log("parent") }))
            case .simultaneous: AnyView(content.simultaneousGesture(TapGesture().onEnded { log("parent") }))
            }
        }
    }

    @Test("S-65 a parent .gesture does not steal button taps", arguments: [
        (ButtonInParent.Attachment.normal, ["button"]),
        (.high, ["parent"]),
        (.simultaneous, ["button", "parent"]),
    ])
    func s65ButtonUnderParent(attachment: ButtonInParent.Attachment, expected: [String]) {
        let log = Log()
        let host = ViewHost(ButtonInParent(log: log, attachment: attachment))
        host.tap(on: "button")
        #expect(log.entries.sorted() == expected.sorted())
    }

    @Test("S-65 a button press has no movement limit; the release must land within 70 pt")
    func s65ButtonReleaseOutset() {
        let log = Log()
        let host = ViewHost(ButtonInParent(log: log, attachment: .normal))
        let frame = host.view("button").globalFrame
        host.drag(from: host.center(of: "button"), to: CGPoint(x: frame.maxX + 60, y: frame.midY))
        #expect(log.entries == ["button"])
        host.drag(from: host.center(of: "button"), to: CGPoint(x: frame.maxX + 80, y: frame.midY))
        #expect(log.entries == ["button"])
    }

    struct Switch: View {
        @State private var isOn = false
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $isOn).accessibilityIdentifier("toggle")
                Text(isOn ? "on" : "off").accessibilityIdentifier("state")
            }
        }
    }

    @Test("S-65 a toggle flips on release")
    func s65ToggleFlips() {
        let host = ViewHost(Switch())
        host.touchDown(at: host.center(of: "toggle"))
        #expect(host.view("state").text == "off")
        host.advance(by: 0.05)
        host.touchUp()
        #expect(host.view("state").text == "on")
    }

    struct OneView: View {
        let log: Log
        let doubleFirst: Bool
        var body: some View {
            if doubleFirst {
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box")
                    .onTapGesture(count: 2) { log("double") }
                    .onTapGesture { log("single") }
            } else {
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box")
                    .onTapGesture { log("single") }
                    .onTapGesture(count: 2) { log("double") }
            }
        }
    }

    @Test("S-64 double then single on one view: a double tap runs the double only; a single waits 0.35 s")
    func s64DoubleBeforeSingle() {
        let log = Log()
        let host = ViewHost(OneView(log: log, doubleFirst: true))
        host.tap(count: 2, on: "box")
        host.advance(by: 1)
        #expect(log.entries == ["double"])
        host.tap(on: "box")
        #expect(log.entries == ["double"])
        host.advance(by: 0.36)
        #expect(log.entries == ["double", "single"])
    }

    @Test("S-64 single then double on one view: the double never fires")
    func s64SingleBeforeDouble() {
        let log = Log()
        let host = ViewHost(OneView(log: log, doubleFirst: false))
        host.tap(count: 2, on: "box")
        host.advance(by: 1)
        #expect(log.entries == ["single", "single"])
    }

    struct Nested: View {
        let log: Log
        let childCount: Int
        let parentCount: Int
        var body: some View {
            VStack {
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("child")
                    .onTapGesture(count: childCount) { log("child \(childCount)") }
            }
            .padding(20)
            .onTapGesture(count: parentCount) { log("parent \(parentCount)") }
        }
    }

    @Test("S-68 child single, parent double: a double tap runs the parent; a single runs the child after the window")
    func s68ChildSingleParentDouble() {
        let log = Log()
        let host = ViewHost(Nested(log: log, childCount: 1, parentCount: 2))
        host.tap(count: 2, on: "child")
        host.advance(by: 1)
        #expect(log.entries == ["parent 2"])
        host.tap(on: "child")
        #expect(log.entries == ["parent 2"])
        host.advance(by: 0.36)
        #expect(log.entries == ["parent 2", "child 1"])
    }

    @Test("S-68 child double, parent single: a double tap runs the child; a single runs the parent after the window")
    func s68ChildDoubleParentSingle() {
        let log = Log()
        let host = ViewHost(Nested(log: log, childCount: 2, parentCount: 1))
        host.tap(count: 2, on: "child")
        host.advance(by: 1)
        #expect(log.entries == ["child 2"])
        host.tap(on: "child")
        host.advance(by: 0.36)
        #expect(log.entries == ["child 2", "parent 1"])
    }

    struct Masked: View {
        let log: Log
        let mask: GestureMask
        var body: some View {
            VStack {
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("child")
                    .onTapGesture { log("child") }
            }
            .simultaneousGesture(TapGesture().onEnded { log("parent") }, including: mask)
        }
    }

    @Test("S-61 each GestureMask keeps the gestures it names", arguments: [
        (GestureMask.all, ["child", "parent"]), (.gesture, ["parent"]), (.subviews, ["child"]), (.none, []),
    ])
    func s61Masks(mask: GestureMask, expected: [String]) {
        let log = Log()
        let host = ViewHost(Masked(log: log, mask: mask))
        host.tap(on: "child")
        #expect(log.entries.sorted() == expected)
    }

    struct Toggled: View {
        let log: Log
        let isEnabled: Bool
        var body: some View {
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box")
                .gesture(TapGesture().onEnded { log("tap") }, isEnabled: isEnabled)
        }
    }

    @Test("S-61 gesture(_:isEnabled:) is .all when enabled and .subviews when not")
    func s61IsEnabled() {
        let log = Log()
        ViewHost(Toggled(log: log, isEnabled: true)).tap(on: "box")
        ViewHost(Toggled(log: log, isEnabled: false)).tap(on: "box")
        #expect(log.entries == ["tap"])
    }

    struct Counting: View {
        let log: Log
        @State private var count = 0
        var body: some View {
            let press = TapGesture().onEnded { count += 1; log("tap \(count)") }
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box")
                .gesture(count >= 2 ? nil : press)
        }
    }

    @Test("S-57 a nil gesture attaches nothing that can succeed")
    func s57NilGesture() {
        let log = Log()
        let host = ViewHost(Counting(log: log))
        for _ in 0..<3 {
            host.tap(on: "box")
            host.advance(by: 1)
        }
        #expect(log.entries == ["tap 1", "tap 2"])
    }
}
