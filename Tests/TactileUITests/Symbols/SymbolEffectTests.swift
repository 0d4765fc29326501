import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// Symbol effects (`symbolEffect(_:options:value:)`, `symbolEffect(_:options:isActive:)`, iOS 17
/// and 18) and `contentTransition(_:)`: accepted in every form apps write, and drawn as without
/// them — Tactile's symbols have no layers to animate (docs/COMPATIBILITY.md).
@MainActor
@Suite("Symbol effects and content transitions")
struct SymbolEffectTests {
    struct Thinking: View {
        let effects: Bool
        @State private var count = 0
        var body: some View {
            VStack {
                if effects {
                    Image(systemName: "heart.fill")
                        .symbolEffect(.bounce.byLayer, options: .speed(1.2), value: count)
                        .symbolEffect(.wiggle.byLayer, options: .repeat(3), value: count)
                        .symbolEffect(.breathe.byLayer, value: count)
                        .symbolEffect(.rotate.counterClockwise, value: count)
                        .symbolEffect(.pulse, options: .repeating, isActive: count > 0)
                        .symbolEffect(.variableColor.iterative.reversing)
                        .symbolEffect(.scale.up, isActive: true)
                    Image(systemName: count.isMultiple(of: 2) ? "play.fill" : "pause.fill")
                        .contentTransition(.symbolEffect(.replace.downUp))
                    Text("\(count)").contentTransition(.numericText(value: Double(count)))
                } else {
                    Image(systemName: "heart.fill")
                    Image(systemName: count.isMultiple(of: 2) ? "play.fill" : "pause.fill")
                    Text("\(count)")
                }
                Button("go") { withAnimation(.linear(duration: 1)) { count += 1 } }
            }
        }
    }

    @Test("a symbol with effects is drawn exactly as without them, before and during the change that plays them")
    func effectsDrawNothing() {
        let plain = ViewHost(Thinking(effects: false), canvasSize: CGSize(width: 200, height: 200))
        let effected = ViewHost(Thinking(effects: true), canvasSize: CGSize(width: 200, height: 200))
        #expect(effected.svg() == plain.svg())
        for host in [plain, effected] {
            host.tap(on: "go")
            host.advance(by: 0.25)
        }
        #expect(effected.svg() == plain.svg())
        #expect(effected.view(withText: "1") != nil, "numeric text shows the new value at once")
    }

    @Test("effects are values: the variants chosen, in order, make them equal or not")
    func effectValues() {
        #expect(BounceSymbolEffect.bounce.byLayer == .bounce.byLayer)
        #expect(BounceSymbolEffect.bounce.byLayer != .bounce)
        #expect(BounceSymbolEffect.bounce.up.byLayer != .bounce.byLayer.up)
        #expect(WiggleSymbolEffect.wiggle.custom(angle: .degrees(30)) != .wiggle.custom(angle: .degrees(45)))
    }

    @Test("options record repeats and speed, whichever order they are chained in")
    func optionValues() {
        #expect(SymbolEffectOptions.repeat(3).speed(2) == .speed(2).repeat(3))
        #expect(SymbolEffectOptions.repeat(3).repeatBehavior?.count == 3)
        #expect(SymbolEffectOptions.repeating.repeatBehavior == .continuous)
        #expect(SymbolEffectOptions.nonRepeating.repeatBehavior?.count == 1)
        #expect(SymbolEffectOptions.speed(1.2).speedMultiplier == 1.2)
        #expect(SymbolEffectOptions.default.repeatBehavior == nil)
        #expect(ContentTransition.numericText() != .numericText(countsDown: true))
    }
}
