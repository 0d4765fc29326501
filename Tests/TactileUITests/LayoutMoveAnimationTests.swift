import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A view its layout moves under an animation slides to its new place, as in SwiftUI: a row
/// inserted above it, a `ForEach` reordered, a sibling that grew (the swipe-to-reveal rows of
/// X901/FXSwipeAction, where the revealed buttons push the row's content aside).
@MainActor
@Suite("Layout moves animate")
struct LayoutMoveAnimationTests {
    struct Column: View {
        let animation: Animation?
        @State private var showsBanner = false
        var body: some View {
            VStack(spacing: 0) {
                if showsBanner { Color.yellow.frame(width: 100, height: 40) }
                Color.blue.frame(width: 100, height: 20).accessibilityIdentifier("row")
                Button("toggle") {
                    if let animation {
                        withAnimation(animation) { showsBanner.toggle() }
                    } else {
                        showsBanner.toggle()
                    }
                }
            }
            .frame(width: 200, height: 300, alignment: .top)
        }
    }

    static func near(_ value: CGFloat, _ expected: CGFloat) -> Bool { abs(value - expected) < 0.01 }

    @Test("a row pushed down by an animated insertion above it slides there over the animation")
    func pushedRowSlides() {
        let host = ViewHost(Column(animation: .linear(duration: 1)), canvasSize: CGSize(width: 200, height: 300))
        let before = host.view("row").globalFrame.minY
        host.tap(on: "toggle")
        let tapped = host.clock.now
        #expect(Self.near(host.view("row").globalFrame.minY, before), "it starts where it was")
        host.advance(to: tapped + 0.5)
        #expect(Self.near(host.view("row").globalFrame.minY, before + 20), "halfway down the banner's 40 points")
        host.advance(to: tapped + 1)
        #expect(Self.near(host.view("row").globalFrame.minY, before + 40))
    }

    @Test("the same insertion without an animation moves the row at once")
    func unanimatedMoveJumps() {
        let host = ViewHost(Column(animation: nil), canvasSize: CGSize(width: 200, height: 300))
        let before = host.view("row").globalFrame.minY
        host.tap(on: "toggle")
        #expect(Self.near(host.view("row").globalFrame.minY, before + 40))
    }

    @Test("moved again halfway, the row goes on from where it is shown, never jumping")
    func retargetGoesOnFromThePresentedPlace() {
        let host = ViewHost(Column(animation: .linear(duration: 1)), canvasSize: CGSize(width: 200, height: 300))
        let before = host.view("row").globalFrame.minY
        host.tap(on: "toggle")
        let tapped = host.clock.now
        host.advance(to: tapped + 0.5)
        let halfway = host.view("row").globalFrame.minY
        host.tap(on: "toggle")
        let again = host.clock.now
        #expect(abs(host.view("row").globalFrame.minY - halfway) < 2, "no jump at the second toggle")
        host.advance(to: again + 1)
        #expect(Self.near(host.view("row").globalFrame.minY, before))
    }

    @Test("hit testing follows the row where it is shown while it slides")
    func hitTestingFollowsTheShownPlace() {
        struct Tappable: View {
            @State private var showsBanner = false
            @State private var taps = 0
            var body: some View {
                VStack(spacing: 0) {
                    if showsBanner { Color.yellow.frame(width: 100, height: 100) }
                    Text("taps \(taps)").frame(width: 100, height: 20).contentShape(Rectangle())
                        .onTapGesture { taps += 1 }.accessibilityIdentifier("row")
                    Button("toggle") { withAnimation(.linear(duration: 1)) { showsBanner.toggle() } }
                }
                .frame(width: 200, height: 400, alignment: .top)
            }
        }
        let host = ViewHost(Tappable(), canvasSize: CGSize(width: 200, height: 400))
        host.tap(on: "toggle")
        let tapped = host.clock.now
        host.advance(to: tapped + 0.5)
        // Tapped where it is drawn now, 50 points above where its layout puts it.
        host.tap(on: "row")
        #expect(host.view(withText: "taps 1") != nil)
    }

    @Test("reordered ForEach rows swap places by sliding past each other")
    func reorderedRowsSlide() {
        struct List2: View {
            @State private var order = ["a", "b"]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(order, id: \.self) { name in
                        Color.green.frame(width: 50, height: 30).accessibilityIdentifier(name)
                    }
                    Button("swap") { withAnimation(.linear(duration: 1)) { order.reverse() } }
                }
                .frame(width: 200, height: 300, alignment: .top)
            }
        }
        let host = ViewHost(List2(), canvasSize: CGSize(width: 200, height: 300))
        let a = host.view("a").globalFrame.minY, b = host.view("b").globalFrame.minY
        host.tap(on: "swap")
        let tapped = host.clock.now
        host.advance(to: tapped + 0.5)
        #expect(Self.near(host.view("a").globalFrame.minY, (a + b) / 2))
        #expect(Self.near(host.view("b").globalFrame.minY, (a + b) / 2))
        host.advance(to: tapped + 1)
        #expect(Self.near(host.view("a").globalFrame.minY, b))
        #expect(Self.near(host.view("b").globalFrame.minY, a))
    }

    @Test("an implicit animation on the stack animates the moves its value's change makes")
    func implicitAnimationAnimatesMoves() {
        struct Implicit: View {
            @State private var wide = false
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    HStack(spacing: 0) {
                        Color.gray.frame(width: wide ? 80 : 20, height: 20)
                        Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("tail")
                    }
                    .animation(.linear(duration: 1), value: wide)
                    Button("widen") { wide.toggle() }
                }
                .frame(width: 200, height: 200, alignment: .topLeading)
            }
        }
        let host = ViewHost(Implicit(), canvasSize: CGSize(width: 200, height: 200))
        let before = host.view("tail").globalFrame.minX
        host.tap(on: "widen")
        let tapped = host.clock.now
        host.advance(to: tapped + 0.5)
        // The gray frame's width animates (30 → 50 at half time) and the HStack lays out the
        // tail after it, so the tail is 30 points along: the move follows the animated width.
        #expect(Self.near(host.view("tail").globalFrame.minX, before + 30))
        host.advance(to: tapped + 1)
        #expect(Self.near(host.view("tail").globalFrame.minX, before + 60))
    }
}
