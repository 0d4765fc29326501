import Foundation
import Testing
import TactileTesting
import TactileUI

/// `AnimatableModifier` (SwiftUI, deprecated for `Animatable` on the modifier) as Tactile runs it
/// (docs/COMPATIBILITY.md): the body is evaluated with the new data at once, and the animatable
/// modifiers it applies animate with the change's animation — so an offset driven by the data
/// moves along the animation's curve as in SwiftUI, while the data itself is not interpolated.
@MainActor
@Suite("AnimatableModifier")
struct AnimatableModifierTests {
    final class Seen { var values: [Double] = [] }

    struct Shift: AnimatableModifier {
        var animatableData: Double
        let seen: Seen
        func body(content: Content) -> some View {
            seen.values.append(animatableData)
            return content.offset(x: animatableData)
        }
    }

    struct Screen: View {
        let seen: Seen
        @State private var moved = false
        var body: some View {
            VStack {
                Color.red.frame(width: 20, height: 20).modifier(Shift(animatableData: moved ? 100 : 0, seen: seen))
                    .accessibilityIdentifier("box")
                Button("Move") { withAnimation(.linear(duration: 1)) { moved = true } }
            }
        }
    }

    @Test("the body sees the target value at once; the offset it applies animates along the linear curve")
    func offsetAnimatesDataDoesNot() {
        let seen = Seen()
        let host = ViewHost(Screen(seen: seen), canvasSize: CGSize(width: 300, height: 200))
        let start = host.view(withIdentifier: "box")!.globalFrame.minX
        host.tap(on: "Move")
        #expect(seen.values.last == 100, "no intermediate data: the body is evaluated with the target")
        #expect(!seen.values.contains { $0 > 0 && $0 < 100 })
        let tapEnd = host.clock.now
        host.advance(to: tapEnd + 0.5)
        let halfway = host.view(withIdentifier: "box")!.globalFrame.minX - start
        #expect(abs(halfway - 50) < 1, "half of a linear one-second animation: 50 of 100 pt")
        host.advance(to: tapEnd + 1.1)
        #expect(abs(host.view(withIdentifier: "box")!.globalFrame.minX - start - 100) < 0.001)
    }

    /// The "animation completed" modifier of pager and toast libraries: its `animatableData`'s
    /// `didSet` reports when the data equals the target it was made with.
    struct CompletionObserver: AnimatableModifier {
        var animatableData: Double {
            didSet { if animatableData == target { completion() } }
        }
        let target: Double
        let completion: () -> Void
        init(target: Double, completion: @escaping () -> Void) {
            self.target = target
            self.completion = completion
            animatableData = target
        }
        func body(content: Content) -> some View { content }
    }

    struct Paging: View {
        let log: EventLog
        @State private var page = 0
        var body: some View {
            VStack {
                Color.red.frame(width: 20, height: 20).offset(x: CGFloat(page) * 100)
                    .modifier(CompletionObserver(target: Double(page)) { log.add("reached \(page)") })
                Button("Next") { withAnimation(.linear(duration: 1)) { page += 1 } }
            }
        }
    }

    @Test("the host sets an animatable modifier's data when it updates it, so a didSet observer sees the target")
    func setterObservesTarget() {
        let log = EventLog()
        let host = ViewHost(Paging(log: log), canvasSize: CGSize(width: 300, height: 200))
        #expect(log.events.last == "reached 0")
        host.tap(on: "Next")
        #expect(log.events.last == "reached 1", "the setter sees the target when the change is made (SwiftUI: at the animation's end)")
    }
}
