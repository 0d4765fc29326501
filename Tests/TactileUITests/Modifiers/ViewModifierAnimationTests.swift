import Foundation
import Testing
import TactileTesting
import TactileUI

/// `ViewModifier.animation(_:)` (SwiftUI, iOS 13): "returns a new version of the modifier that will
/// apply `animation` to all animatable values within the modifier" — the modifier's own changes
/// animate, changes the content makes on its own do not (SwiftUI pushes the animation for the
/// modifier and pops it for its content).
@MainActor
@Suite("ViewModifier.animation(_:)")
struct ViewModifierAnimationTests {
    /// In the style of shimmer effects: an animatable modifier whose data moves its content.
    struct Shift: AnimatableModifier {
        var animatableData: Double
        func body(content: Content) -> some View { content.offset(x: animatableData) }
    }

    struct Screen: View {
        let animated: Bool
        @State private var moved = false
        @State private var wide = false
        var body: some View {
            VStack {
                let box = Color.red.frame(width: wide ? 40 : 20, height: 20)
                Group {
                    if animated {
                        box.modifier(Shift(animatableData: moved ? 100 : 0).animation(.linear(duration: 1)))
                    } else {
                        box.modifier(Shift(animatableData: moved ? 100 : 0))
                    }
                }
                .accessibilityIdentifier("box")
                Button("Move") { moved.toggle() }
                Button("Widen") { wide.toggle() }
            }
        }
    }

    @Test("the modifier's change animates with its animation, with no withAnimation at the change")
    func modifierChangeAnimates() {
        let host = ViewHost(Screen(animated: true), canvasSize: CGSize(width: 300, height: 200))
        let start = host.view(withIdentifier: "box")!.globalFrame.minX
        host.tap(on: "Move")
        let tapEnd = host.clock.now
        host.advance(to: tapEnd + 0.5)
        let halfway = host.view(withIdentifier: "box")!.globalFrame.minX - start
        #expect(abs(halfway - 50) < 1, "half of a linear one-second animation: 50 of 100 pt, was \(halfway)")
        host.advance(to: tapEnd + 1.1)
        #expect(abs(host.view(withIdentifier: "box")!.globalFrame.minX - start - 100) < 0.001)
    }

    @Test("without it the same change jumps")
    func withoutItJumps() {
        let host = ViewHost(Screen(animated: false), canvasSize: CGSize(width: 300, height: 200))
        let start = host.view(withIdentifier: "box")!.globalFrame.minX
        host.tap(on: "Move")
        host.advance(to: host.clock.now + 0.1)
        #expect(abs(host.view(withIdentifier: "box")!.globalFrame.minX - start - 100) < 0.001)
    }

    @Test("a change the content makes on its own is not animated by the modifier's animation")
    func contentChangeDoesNotAnimate() {
        let host = ViewHost(Screen(animated: true), canvasSize: CGSize(width: 300, height: 200))
        host.tap(on: "Widen")
        host.advance(to: host.clock.now + 0.1)
        #expect(host.view(withIdentifier: "box")!.globalFrame.width == 40, "the content's new width at once")
    }
}
