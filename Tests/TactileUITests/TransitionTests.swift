import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// Transitions and matched geometry on the host's virtual clock. What they follow: SwiftUI's
/// documentation of `AnyTransition` (insertion animates from the active state to identity,
/// removal from identity to the active state, `.opacity` is the default) and of
/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
@MainActor
@Suite("Transitions")
struct TransitionTests {
    /// A 100 × 100 square tagged "square" shown while `shown`, above a button that toggles it.
    struct Toggler: View {
        var transition: AnyTransition?
        @State var shown: Bool
        var body: some View {
            VStack(spacing: 0) {
                ZStack {
                    Color.gray.frame(width: 200, height: 100).accessibilityIdentifier("floor")
                    if shown {
                        if let transition {
                            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("square").transition(transition)
                        } else {
                            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("square")
                        }
                    }
                }
                Button("Toggle") { shown.toggle() }.accessibilityIdentifier("toggle")
            }
        }
    }

    /// The drawn items of the view tagged `identifier` (ghosts included).
    private func drawn(_ graph: ViewGraph, _ identifier: String) -> [DisplayItem] {
        graph.displayList().items.filter { $0.identifier == identifier }
    }

    /// The canvas box of the first shape drawn for `identifier`.
    private func drawnFrame(_ graph: ViewGraph, _ identifier: String) -> CGRect? {
        guard let item = drawn(graph, identifier).first, case .path(let path, _, _, _) = item.content else { return nil }
        return path.boundingRect.applying(item.transform)
    }

    /// Where the square is drawn on the canvas now, and with what opacity.
    private func square(_ graph: ViewGraph) -> (frame: CGRect, opacity: Double)? {
        guard let item = drawn(graph, "square").first, case .path(let path, _, _, _) = item.content else { return nil }
        return (path.boundingRect.applying(item.transform), item.opacity)
    }

    private func place(_ graph: ViewGraph) -> CGRect {
        let floor = graph.frame("floor")!
        return CGRect(x: floor.midX - 50, y: floor.minY, width: 100, height: 100)
    }

    @Test("an insertion without animation appears at once, fully opaque")
    func unanimatedInsertionAppears() {
        let (graph, _) = host(Toggler(shown: false))
        graph.tap("toggle")
        #expect(square(graph)?.opacity == 1)
        #expect(!graph.isAnimating)
    }

    @Test("an animated insertion with no transition fades in (the default is .opacity)")
    func defaultTransitionFades() {
        let (graph, clock) = host(Toggler(shown: false))
        graph.tap("toggle", animation: .linear(duration: 1))
        #expect(square(graph) == nil, "opacity 0 draws nothing")
        clock.advance(to: 0.25)
        #expect(abs((square(graph)?.opacity ?? -1) - 0.25) < 0.001)
        clock.advance(to: 0.5)
        #expect(abs((square(graph)?.opacity ?? -1) - 0.5) < 0.001)
        #expect(graph.isAnimating)
        clock.advance(to: 1)
        #expect(square(graph)?.opacity == 1)
        #expect(!graph.isAnimating)
    }

    @Test("an animated removal keeps drawing the view, fading out, then it is gone")
    func removalFadesOut() {
        let (graph, clock) = host(Toggler(shown: true))
        let frame = place(graph)
        graph.tap("toggle", animation: .linear(duration: 1))
        #expect(graph.node(withAccessibilityIdentifier: "square") == nil, "the view left the tree at once")
        #expect(square(graph)?.opacity == 1)
        clock.advance(to: 0.75)
        let drawnNow = square(graph)
        #expect(abs((drawnNow?.opacity ?? -1) - 0.25) < 0.001)
        #expect(close(drawnNow?.frame, frame))
        clock.advance(to: 1)
        #expect(square(graph) == nil)
        #expect(!graph.isAnimating)
    }

    @Test("a view being removed is not hit: a touch on it reaches the view beneath")
    func removedViewIsNotHit() {
        let (graph, clock) = host(Toggler(shown: true))
        let center = CGPoint(x: place(graph).midX, y: place(graph).midY)
        let tester = HitTester(configuration: .standard)
        #expect(tester.path(at: center, in: graph.roots)?.contains { $0.accessibilityIdentifier == "square" } == true)
        graph.tap("toggle", animation: .linear(duration: 1))
        clock.advance(to: 0.5)
        graph.update()
        let path = tester.path(at: center, in: graph.roots) ?? []
        #expect(!path.contains { $0.accessibilityIdentifier == "square" })
        #expect(path.contains { $0.accessibilityIdentifier == "floor" })
    }

    /// A square shown while `shown`, beside a count whose change re-runs the body around it.
    struct CountingToggler: View {
        @State var shown = true
        @State var count = 0
        var body: some View {
            VStack(spacing: 0) {
                ZStack {
                    Color.gray.frame(width: 200, height: 100).accessibilityIdentifier("floor")
                    if shown {
                        Color.red.frame(width: 100, height: 100).accessibilityIdentifier("square")
                    }
                    Text("\(count)")
                }
                Button("Toggle") { shown.toggle() }.accessibilityIdentifier("toggle")
                Button("Count") { count += 1 }.accessibilityIdentifier("count")
            }
        }
    }

    /// Every ghost in the tree, brought up to the clock's time, with the live node drawing it.
    private func ghosts(_ graph: ViewGraph) -> [(holder: ViewNode, ghost: ViewNode)] {
        graph.update()
        var found: [(ViewNode, ViewNode)] = []
        func visit(_ node: ViewNode) {
            for ghost in node.ghosts { found.append((node, ghost.node)) }
            node.children.forEach(visit)
        }
        graph.roots.forEach(visit)
        return found
    }

    @Test("a removed view's parent is the live view drawing it, also after the body around it runs again")
    func ghostHangsFromItsHolder() {
        let (graph, clock) = host(CountingToggler())
        graph.tap("toggle", animation: .linear(duration: 1))
        let first = ghosts(graph)
        #expect(first.count == 1)
        // Its former parent's body ran again: that node is gone, and painting the ghost walks up
        // from it (a removed view's parent must never be a node nobody keeps).
        #expect(first.allSatisfy { $0.ghost.parent === $0.holder && !$0.holder.isDetached })
        clock.advance(to: 0.25)
        graph.tap("count")
        let second = ghosts(graph)
        #expect(second.count == 1)
        #expect(second.allSatisfy { $0.ghost.parent === $0.holder && !$0.holder.isDetached })
        clock.advance(to: 0.5)
        #expect(abs((square(graph)?.opacity ?? -1) - 0.5) < 0.001, "the ghost keeps fading after the holder changed")
        clock.advance(to: 1)
        #expect(ghosts(graph).isEmpty)
        #expect(square(graph) == nil)
    }

    @Test("move(edge: .leading) slides in from its own width to the left")
    func moveFromLeadingEdge() {
        let (graph, clock) = host(Toggler(transition: .move(edge: .leading), shown: false))
        graph.tap("toggle", animation: .linear(duration: 1))
        let rest = place(graph)
        #expect(close(square(graph)?.frame, rest.offsetBy(dx: -100, dy: 0)))
        clock.advance(to: 0.5)
        #expect(close(square(graph)?.frame, rest.offsetBy(dx: -50, dy: 0)))
        #expect(square(graph)?.opacity == 1, "move does not fade")
        clock.advance(to: 1)
        #expect(close(square(graph)?.frame, rest))
    }

    @Test("scale grows from nothing about the centre")
    func scaleFromCentre() {
        let (graph, clock) = host(Toggler(transition: .scale, shown: false))
        graph.tap("toggle", animation: .linear(duration: 1))
        let rest = place(graph)
        clock.advance(to: 0.5)
        #expect(close(square(graph)?.frame, rest.insetBy(dx: 25, dy: 25)))
        clock.advance(to: 1)
        #expect(close(square(graph)?.frame, rest))
    }

    @Test("scale(scale:anchor:) scales from the anchor")
    func scaleFromAnchor() {
        let (graph, clock) = host(Toggler(transition: .scale(scale: 0.5, anchor: .topLeading), shown: false))
        graph.tap("toggle", animation: .linear(duration: 1))
        let rest = place(graph)
        #expect(close(square(graph)?.frame, CGRect(x: rest.minX, y: rest.minY, width: 50, height: 50)))
        clock.advance(to: 0.5)
        #expect(close(square(graph)?.frame, CGRect(x: rest.minX, y: rest.minY, width: 75, height: 75)))
    }

    @Test("slide enters from the leading edge and leaves towards the trailing edge")
    func slideIsAsymmetric() {
        let (graph, clock) = host(Toggler(transition: .slide, shown: false))
        graph.tap("toggle", animation: .linear(duration: 1))
        let rest = place(graph)
        clock.advance(to: 0.5)
        #expect(close(square(graph)?.frame, rest.offsetBy(dx: -50, dy: 0)))
        clock.advance(to: 1)
        graph.tap("toggle", animation: .linear(duration: 1))
        clock.advance(to: 1.5)
        #expect(close(square(graph)?.frame, rest.offsetBy(dx: 50, dy: 0)))
        clock.advance(to: 2)
        #expect(square(graph) == nil)
    }

    @Test("asymmetric and combined transitions apply their own effects on each side")
    func asymmetricCombined() {
        let transition = AnyTransition.asymmetric(insertion: .offset(x: 0, y: 40).combined(with: .opacity),
                                                  removal: .scale(scale: 0.5))
        let (graph, clock) = host(Toggler(transition: transition, shown: false))
        graph.tap("toggle", animation: .linear(duration: 1))
        let rest = place(graph)
        clock.advance(to: 0.5)
        #expect(close(square(graph)?.frame, rest.offsetBy(dx: 0, dy: 20)))
        #expect(abs((square(graph)?.opacity ?? -1) - 0.5) < 0.001)
        clock.advance(to: 1)
        graph.tap("toggle", animation: .linear(duration: 1))
        clock.advance(to: 2)
        // Removal at its end is gone; just before, it is scaled towards 0.5 and opaque.
        clock.advance(to: 1.5)
        #expect(square(graph) == nil, "time only moves forward: the removal ended at 2")
    }

    @Test("a removal halfway through its scale is drawn at three quarters, still opaque")
    func removalScale() {
        let (graph, clock) = host(Toggler(transition: .asymmetric(insertion: .identity, removal: .scale(scale: 0.5)), shown: true))
        let rest = place(graph)
        graph.tap("toggle", animation: .linear(duration: 1))
        clock.advance(to: 0.5)
        #expect(close(square(graph)?.frame, rest.insetBy(dx: 12.5, dy: 12.5)))
        #expect(square(graph)?.opacity == 1)
    }

    @Test("a transition's own animation runs even when the change has none")
    func transitionAnimationWins() {
        let (graph, clock) = host(Toggler(transition: .opacity.animation(.linear(duration: 2)), shown: false))
        graph.tap("toggle")
        clock.advance(to: 1)
        #expect(abs((square(graph)?.opacity ?? -1) - 0.5) < 0.001)
        clock.advance(to: 2)
        #expect(square(graph)?.opacity == 1)
    }

    @Test("identity shows the view at once and keeps a removed one until the animation ends")
    func identityTransition() {
        let (graph, clock) = host(Toggler(transition: .identity, shown: false))
        graph.tap("toggle", animation: .linear(duration: 1))
        #expect(square(graph)?.opacity == 1)
        clock.advance(to: 1)
        graph.tap("toggle", animation: .linear(duration: 1))
        clock.advance(to: 1.5)
        #expect(square(graph)?.opacity == 1)
        clock.advance(to: 2)
        #expect(square(graph) == nil)
    }

    /// A list whose rows are removed and inserted by id, with an implicit animation.
    struct Rows: View {
        @State var rows = [1, 2, 3]
        var body: some View {
            VStack(spacing: 0) {
                ForEach(rows, id: \.self) { row in
                    Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("row\(row)")
                }
                Button("Remove") { rows.removeFirst() }.accessibilityIdentifier("remove")
            }
            .animation(.linear(duration: 1), value: rows)
        }
    }

    @Test("an implicit animation animates ForEach removals: the removed row fades where it was")
    func implicitAnimationRemovesRow() {
        let (graph, clock) = host(Rows())
        let first = graph.frame("row1")!
        graph.tap("remove")
        clock.advance(to: 0.5)
        let item = drawn(graph, "row1").first
        #expect(item.map { abs($0.opacity - 0.5) < 0.001 } == true)
        if let item, case .path(let path, _, _, _) = item.content {
            #expect(close(path.boundingRect.applying(item.transform), first))
        }
        clock.advance(to: 1)
        #expect(drawn(graph, "row1").isEmpty)
        #expect(graph.node(withAccessibilityIdentifier: "row2") != nil)
    }

    /// A thumbnail that becomes a large card: the matched-geometry "hero" pattern.
    struct Hero: View {
        @Namespace var namespace
        @State var expanded = false
        var body: some View {
            ZStack(alignment: .topLeading) {
                if expanded {
                    Color.orange.frame(width: 300, height: 200).matchedGeometryEffect(id: "card", in: namespace)
                        .accessibilityIdentifier("large").offset(x: 50, y: 50)
                } else {
                    Color.orange.frame(width: 40, height: 40).matchedGeometryEffect(id: "card", in: namespace)
                        .accessibilityIdentifier("small")
                }
                Button("Flip") { expanded.toggle() }.accessibilityIdentifier("flip").offset(y: 260)
            }
            .frame(width: 400, height: 300, alignment: .topLeading)
        }
    }

    @Test("matchedGeometryEffect: the inserted view starts at the removed one's frame and moves to its own")
    func matchedGeometryMovesFrame() {
        let (graph, clock) = host(Hero())
        let small = graph.frame("small")!
        graph.tap("flip", animation: .linear(duration: 1))
        let large = graph.frame("large")!
        clock.advance(to: 0.5)
        graph.update()
        let halfway = CGRect(x: (small.midX + large.midX) / 2 - (small.width + large.width) / 4,
                             y: (small.midY + large.midY) / 2 - (small.height + large.height) / 4,
                             width: (small.width + large.width) / 2, height: (small.height + large.height) / 2)
        #expect(close(drawnFrame(graph, "large"), halfway))
        #expect(abs((drawn(graph, "large").first?.opacity ?? -1) - 0.5) < 0.001, "the inserted view fades in")
        // The removed thumbnail moves along with it (drawn at the same frame, fading out).
        #expect(close(drawnFrame(graph, "small"), halfway))
        #expect(abs((drawn(graph, "small").first?.opacity ?? -1) - 0.5) < 0.001)
        clock.advance(to: 1)
        #expect(close(drawnFrame(graph, "large"), large))
        #expect(drawn(graph, "small").isEmpty)
    }

    @Test("each @Namespace is distinct and survives body re-runs")
    func namespacesAreStable() {
        struct Two: View {
            @Namespace var first
            @Namespace var second
            @State var count = 0
            let seen: (Namespace.ID, Namespace.ID) -> Void
            var body: some View {
                seen(first, second)
                return Button("\(count)") { count += 1 }.accessibilityIdentifier("bump")
            }
        }
        var ids: [(Namespace.ID, Namespace.ID)] = []
        let (graph, _) = host(Two { ids.append(($0, $1)) })
        graph.tap("bump")
        #expect(ids.count == 2)
        #expect(ids[0].0 != ids[0].1)
        #expect(ids[0].0 == ids[1].0 && ids[0].1 == ids[1].1)
    }
}
