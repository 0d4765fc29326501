import Foundation
import Testing
import TactileTesting
import TactileUI

/// `fixedSize()` and `fixedSize(horizontal:vertical:)` as SwiftUI lays them out: along a fixed
/// axis the content is proposed nil (its ideal length) instead of the length offered, and the
/// modifier is the content's size (SwiftUI's `_FixedSizeLayout`; `View.fixedSize(horizontal:vertical:)`
/// documentation). Widths follow `FontMetrics`: body text (17 pt) advances 0.55 × 17 = 9.35 pt a
/// character and a line is 1.2 × 17 = 20.4 pt.
@MainActor
@Suite("Fixed size")
struct FixedSizeTests {
    private let advance: CGFloat = 9.35
    private let line: CGFloat = 20.4
    /// 18 characters; in 60 points (6 characters) every word takes a line of its own.
    private let long = "one two three four"

    @Test("a long Text in a narrow frame wraps, and keeps one line at its full width with fixedSize")
    func fixedSizeKeepsTextOnOneLine() throws {
        let wrapped = ViewHost(Text(long).accessibilityIdentifier("t").frame(width: 60).accessibilityIdentifier("frame"))
        let wrappedText = try #require(wrapped.view(withIdentifier: "t")).globalFrame
        #expect(wrappedText.width <= 60)
        #expect(abs(wrappedText.height - 4 * line) < 0.001, "four lines of one word")

        let fixed = ViewHost(Text(long).fixedSize().accessibilityIdentifier("t").frame(width: 60).accessibilityIdentifier("frame"))
        let text = try #require(fixed.view(withIdentifier: "t")).globalFrame
        let frame = try #require(fixed.view(withIdentifier: "frame")).globalFrame
        #expect(abs(text.width - 18 * advance) < 0.001, "the unwrapped width")
        #expect(abs(text.height - line) < 0.001, "one line")
        #expect(abs(frame.width - 60) < 0.001, "the frame keeps its width; the text overflows it")
        #expect(abs(text.midX - frame.midX) < 0.001, "centred in the frame, overflowing both sides")
    }

    @Test("fixedSize(horizontal: false, vertical: true) gives wrapped text every line in a frame too short for them")
    func verticalFixedSizeGivesFullHeight() throws {
        let limited = ViewHost(Text(long).accessibilityIdentifier("t").frame(width: 60, height: 30))
        let cut = try #require(limited.view(withIdentifier: "t")).globalFrame
        #expect(cut.height <= 30, "without it the text takes the height offered")

        let host = ViewHost(Text(long).fixedSize(horizontal: false, vertical: true).accessibilityIdentifier("t").frame(width: 60, height: 30))
        let text = try #require(host.view(withIdentifier: "t")).globalFrame
        #expect(text.width <= 60, "still wraps at the width offered")
        #expect(abs(text.height - 4 * line) < 0.001, "all four lines")
    }

    @Test("fixedSize(horizontal: true, vertical: false) fixes the width only")
    func horizontalFixedSizeKeepsProposedHeight() throws {
        let host = ViewHost(Color.red.fixedSize(horizontal: true, vertical: false).accessibilityIdentifier("c").frame(width: 60, height: 30))
        let color = try #require(host.view(withIdentifier: "c")).globalFrame
        // A colour's ideal size is SwiftUI's placeholder 10 × 10; the height is the one offered.
        #expect(abs(color.width - 10) < 0.001)
        #expect(abs(color.height - 30) < 0.001)
    }

    @Test("the modifier reports the content's size to its parent: a stack makes room for the whole line")
    func parentSeesFixedSize() throws {
        let host = ViewHost(HStack(spacing: 0) {
            Text(long).fixedSize().accessibilityIdentifier("t")
            Color.blue.accessibilityIdentifier("rest")
        }.frame(width: 200))
        let text = try #require(host.view(withIdentifier: "t")).globalFrame
        let rest = try #require(host.view(withIdentifier: "rest")).globalFrame
        #expect(abs(text.width - 18 * advance) < 0.001)
        #expect(abs(rest.width - (200 - 18 * advance)) < 0.001, "the colour gets what the line leaves")
    }

    @Test("a button whose label is fixed is hit where its label overflows the frame")
    func hitAreaFollowsFixedSize() throws {
        struct Screen: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Button("one two three four") { taps += 1 }
                        .fixedSize()
                        .accessibilityIdentifier("button")
                        .frame(width: 60)
                        .accessibilityIdentifier("frame")
                    Text("taps \(taps)")
                }
            }
        }
        let host = ViewHost(Screen())
        let button = try #require(host.view(withIdentifier: "button")).globalFrame
        let frame = try #require(host.view(withIdentifier: "frame")).globalFrame
        // 95 % along the label is well outside the 60-point frame.
        #expect(button.minX + 0.95 * button.width > frame.maxX)
        host.tap(on: "button", at: UnitPoint(x: 0.95, y: 0.5))
        #expect(host.view(withText: "taps 1") != nil)
    }
}
