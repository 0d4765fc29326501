import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// iOS 26's Liquid Glass as Tactile draws it: the material the glass stands in for, in the
/// glass's shape behind the view, tinted; `GlassEffectContainer` stacks its content as a `ZStack`
/// (docs/COMPATIBILITY.md).
@MainActor
@Suite("Liquid Glass")
struct GlassTests {
    @Test("regular glass in a circle is the regular material filling a circle behind the view; a tint lies over it; identity draws nothing")
    func glassDrawsItsMaterial() {
        let (plain, _) = host(Color.clear.frame(width: 40, height: 40).glassEffect(in: .circle), width: 40, height: 40)
        let svg = plain.svg()
        #expect(svg.contains(##"fill="#ffffff""##), "the regular material is translucent white in light mode: \(svg)")
        let (tinted, _) = host(Color.clear.frame(width: 40, height: 40).glassEffect(.regular.tint(.blue), in: .circle), width: 40, height: 40)
        #expect(tinted.svg().contains("#007aff") || tinted.svg().contains("#007AFF"), Comment(rawValue: tinted.svg()))
        let (none, _) = host(Color.clear.frame(width: 40, height: 40).glassEffect(.identity), width: 40, height: 40)
        #expect(none.svg().components(separatedBy: "<path").count == 2, "only the clear colour: \(none.svg())")
    }

    @Test("a glass container lays its children over one another, centred, as a ZStack")
    func containerStacks() {
        let host = ViewHost(GlassEffectContainer(spacing: 20) {
            Color.red.frame(width: 100, height: 50).accessibilityIdentifier("wide")
            Color.blue.frame(width: 20, height: 20).glassEffect().accessibilityIdentifier("dot")
        }, canvasSize: CGSize(width: 200, height: 200))
        let wide = host.view("wide").globalFrame, dot = host.view("dot").globalFrame
        #expect(abs(wide.midX - dot.midX) < 0.001 && abs(wide.midY - dot.midY) < 0.001)
    }
}
