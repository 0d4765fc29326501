import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `visualEffect(_:)` (iOS 17): effects computed from the view's own geometry, drawn and hit
/// where they put the view, never changing layout; and the Metal shader effects, accepted and
/// drawn unchanged.
@MainActor
@Suite("Visual effects from geometry")
struct VisualEffectTests {
    /// Rows that slide right by a tenth of their distance from the top of the screen, as parallax
    /// lists write it.
    struct Parallax: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<12, id: \.self) { index in
                        Color.blue.frame(height: 100)
                            .accessibilityIdentifier("row\(index)")
                            .visualEffect { content, proxy in
                                content.offset(x: proxy.frame(in: .global).minY / 10)
                            }
                    }
                }
            }
            .accessibilityIdentifier("list")
        }
    }

    @Test("the effect follows the geometry: each row is moved by its own position, and again after a scroll moves it")
    func effectFollowsScrolling() {
        let host = ViewHost(Parallax(), canvasSize: CGSize(width: 300, height: 600))
        for index in [1, 3] {
            let frame = host.view("row\(index)").globalFrame
            #expect(abs(frame.minX - frame.minY / 10) < 0.01, "row \(index) at y \(frame.minY) is moved \(frame.minX)")
        }
        let before = host.view("row3").globalFrame
        host.drag(on: "list", by: CGSize(width: 0, height: -200), lift: false)
        let after = host.view("row3").globalFrame
        #expect(after.minY < before.minY - 100, "the list scrolled")
        #expect(abs(after.minX - after.minY / 10) < 0.01, "the row is moved by its new position (\(after.minY)), not its old one")
    }

    struct Badge: View {
        @State private var taps = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 100)
                    .accessibilityIdentifier("badge")
                    .onTapGesture { taps += 1 }
                    .visualEffect { content, proxy in
                        content.offset(x: proxy.size.width).scaleEffect(0.5).opacity(0.5)
                    }
                Text("\(taps)").accessibilityIdentifier("taps")
            }
        }
    }

    @Test("S-66: the effects move where the view is drawn and hit, in the order chained, and leave layout alone")
    func effectsDrawAndHitButDoNotLayOut() {
        let plain = ViewHost(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("badge")
            Text("0").accessibilityIdentifier("taps")
        }, canvasSize: CGSize(width: 400, height: 400))
        let host = ViewHost(Badge(), canvasSize: CGSize(width: 400, height: 400))
        #expect(host.view("taps").globalFrame == plain.view("taps").globalFrame, "the text below is where it would be without the effect")
        let badge = host.view("badge").globalFrame
        let reader = plain.view("badge").globalFrame
        #expect(abs(badge.width - 50) < 0.01, "scaled by half")
        #expect(abs(badge.midX - (reader.midX + 50)) < 0.01 && abs(badge.midY - reader.midY) < 0.01,
                "moved by its width, then scaled about the laid-out centre, which halves the move too")
        host.tap(at: CGPoint(x: reader.midX - 40, y: reader.midY))
        #expect(host.view("taps").text == "0", "where the badge was laid out is empty")
        host.tap(on: "badge")
        #expect(host.view("taps").text == "1")
    }

    @Test("shaders are values: ShaderLibrary's functions are called with arguments, and the effects that take one draw the view unchanged")
    func shadersAreAcceptedAndKept() {
        let shader = ShaderLibrary.ripple(.float2(CGSize(width: 10, height: 20)), .float(0.5), .color(.red), .boundingRect)
        #expect(shader.function.name == "ripple" && shader.function.library == .default)
        #expect(shader.arguments == [.float2(10, 20), .float(0.5), .color(.red), .boundingRect])
        let plain = ViewHost(Color.red.frame(width: 80, height: 80).accessibilityIdentifier("tile"), canvasSize: CGSize(width: 200, height: 200))
        let shaded = ViewHost(Color.red.frame(width: 80, height: 80)
            .colorEffect(shader)
            .layerEffect(ShaderLibrary.default.burn(.float(1)), maxSampleOffset: .zero)
            .distortionEffect(shader, maxSampleOffset: CGSize(width: 4, height: 4))
            .visualEffect { content, proxy in
                content.layerEffect(ShaderLibrary.burnEffect(.float2(proxy.size.width, proxy.size.height)), maxSampleOffset: .zero)
            }
            .accessibilityIdentifier("tile"), canvasSize: CGSize(width: 200, height: 200))
        #expect(shaded.view("tile").globalFrame == plain.view("tile").globalFrame)
        #expect(shaded.svg() == plain.svg(), "drawn exactly as without the shaders")
    }
}
