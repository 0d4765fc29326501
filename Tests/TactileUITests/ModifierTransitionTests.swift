import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `AnyTransition.modifier(active:identity:)`: SwiftUI documents it as "a transition from
/// transitioning from `active` to `identity` on insertion, and from `identity` to `active` on
/// removal". Here the view's placement and opacity follow what the modifiers' bodies do to their
/// content (`ModifierTransition`).
@MainActor
@Suite("Transitions: modifier(active:identity:)")
struct ModifierTransitionTests {
    /// Moves its content down by `y` and fades it to `opacity`, as toast libraries' slide modifiers do.
    struct Slide: ViewModifier {
        var y: CGFloat
        var opacity: Double
        func body(content: Content) -> some View { content.offset(y: y).opacity(opacity) }
    }

    /// Turns its content by `degrees` and scales it by `scale` about its centre.
    struct Spin: ViewModifier {
        var degrees: Double
        var scale: CGFloat
        func body(content: Content) -> some View { content.rotationEffect(.degrees(degrees)).scaleEffect(scale) }
    }

    private static let slide = AnyTransition.modifier(active: Slide(y: 200, opacity: 0), identity: Slide(y: 0, opacity: 1))

    private static func square(_ graph: ViewGraph) -> (frame: CGRect, transform: CGAffineTransform, opacity: Double)? {
        guard let item = graph.displayList().items.first(where: { $0.identifier == "square" }),
              case .path(let path, _, _, _) = item.content else { return nil }
        return (path.boundingRect.applying(item.transform), item.transform, item.opacity)
    }

    private static func close<F: BinaryFloatingPoint>(_ a: F?, _ b: F) -> Bool { a.map { abs($0 - b) < 0.01 } ?? false }

    @Test("an insertion starts where the active modifier puts the view, faded as it fades it, and ends at identity")
    func insertionFromActive() {
        let (graph, clock) = host(TransitionTests.Toggler(transition: Self.slide, shown: true))
        let rest = Self.square(graph)!.frame
        graph.tap("toggle")
        graph.tap("toggle", animation: .linear(duration: 1))
        #expect(Self.square(graph) == nil, "opacity 0 at the start draws nothing")
        clock.advance(to: 0.25)
        let quarter = Self.square(graph)
        #expect(Self.close(quarter?.frame.minY, rest.minY + 150), "three quarters of the 200 still to go")
        #expect(Self.close(quarter?.opacity, 0.25))
        clock.advance(to: 1)
        #expect(Self.square(graph)?.frame == rest)
        #expect(Self.square(graph)?.opacity == 1)
    }

    @Test("a removal moves from identity towards the active state, then the view is gone")
    func removalToActive() {
        let (graph, clock) = host(TransitionTests.Toggler(transition: Self.slide, shown: true))
        let rest = Self.square(graph)!.frame
        graph.tap("toggle", animation: .linear(duration: 1))
        clock.advance(to: 0.5)
        #expect(Self.close(Self.square(graph)?.frame.minY, rest.minY + 100))
        #expect(Self.close(Self.square(graph)?.opacity, 0.5))
        clock.advance(to: 1)
        #expect(Self.square(graph) == nil)
    }

    @Test("a rotation in the modifier's body turns the view (it does not shrink through the middle); its scale interpolates")
    func rotationAndScale() {
        let spin = AnyTransition.modifier(active: Spin(degrees: 90, scale: 0.5), identity: Spin(degrees: 0, scale: 1))
        let (graph, clock) = host(TransitionTests.Toggler(transition: spin, shown: false))
        graph.tap("toggle", animation: .linear(duration: 1))
        clock.advance(to: 0.5)
        let t = Self.square(graph)!.transform
        let stretch = (t.a * t.a + t.b * t.b).squareRoot()
        #expect(abs(stretch - 0.75) < 0.001, "scale half-way from 0.5 to 1")
        #expect(abs(atan2(t.b, t.a) - .pi / 4) < 0.001, "45° of the 90°")
    }

    @Test("combined with .opacity, both fade factors multiply")
    func combinedWithOpacity() {
        let halfFade = AnyTransition.modifier(active: Slide(y: 100, opacity: 0.5), identity: Slide(y: 0, opacity: 1))
        let (graph, clock) = host(TransitionTests.Toggler(transition: halfFade.combined(with: .opacity), shown: false))
        graph.tap("toggle", animation: .linear(duration: 1))
        clock.advance(to: 0.5)
        #expect(Self.close(Self.square(graph)?.opacity, 0.75 * 0.5), "the modifier's half-way 0.75 times .opacity's 0.5")
    }
}
