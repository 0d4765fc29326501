import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `animation(_:body:)` (iOS 17) as SwiftUI documents it: "the animation is applied to the
/// modifiers in `body`", not to changes the content makes itself.
@MainActor
@Suite("Scoped animation (animation(_:body:))")
struct ScopedAnimationTests {
    struct Inner: View {
        @State var wide = false
        var body: some View {
            VStack {
                Color.red.frame(width: wide ? 100 : 50, height: 20).accessibilityIdentifier("bar")
                Button("Widen") { wide = true }
            }
        }
    }

    struct Outer: View {
        @State var faded = false
        var body: some View {
            VStack {
                Inner().animation(.linear(duration: 1)) { $0.opacity(faded ? 0.2 : 1) }
                Button("Fade") { faded = true }
            }
        }
    }

    @Test("a modifier in the body animates with the scope's animation")
    func bodyModifierAnimates() throws {
        let host = ViewHost(Outer(), canvasSize: CGSize(width: 390, height: 400))
        #expect(host.view(withIdentifier: "bar")?.opacity == 1)
        host.tap(on: "Fade")
        let start = host.clock.now
        host.advance(to: start + 0.5)
        let halfway = try #require(host.view(withIdentifier: "bar")?.opacity)
        #expect(abs(halfway - 0.6) < 0.01, "half of a linear one-second fade from 1 to 0.2")
        host.advance(to: start + 1.1)
        #expect(abs((host.view(withIdentifier: "bar")?.opacity ?? 0) - 0.2) < 0.001)
    }

    @Test("a change the content makes on its own is not animated by the scope")
    func contentChangeNotAnimated() throws {
        let host = ViewHost(Outer(), canvasSize: CGSize(width: 390, height: 400))
        host.tap(on: "Widen")
        #expect(host.view(withIdentifier: "bar")?.globalFrame.width == 100, "at its new width at once")
    }

    /// The content and the body's modifier both follow the outer view's state: one change moves both.
    struct Together: View {
        @State var on = false
        var body: some View {
            VStack {
                Color.red.frame(width: on ? 100 : 50, height: 20).accessibilityIdentifier("bar")
                    .animation(.linear(duration: 1)) { $0.opacity(on ? 0.2 : 1) }
                Button("Both") { on = true }
            }
        }
    }

    @Test("a change to the content in the same update as the body's is not animated by the scope, as SwiftUI pops the animation for the content")
    func contentChangeInSameUpdateNotAnimated() throws {
        let host = ViewHost(Together(), canvasSize: CGSize(width: 390, height: 400))
        host.tap(on: "Both")
        let start = host.clock.now
        host.advance(to: start + 0.5)
        #expect(host.view(withIdentifier: "bar")?.globalFrame.width == 100, "the content's width at once")
        let halfway = try #require(host.view(withIdentifier: "bar")?.opacity)
        #expect(abs(halfway - 0.6) < 0.01, "the body's opacity animates")
    }
}
