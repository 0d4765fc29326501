import Foundation
import Testing
import TactileTesting
@testable import TactileUI

@MainActor
@Suite("Animation")
struct AnimationTests {
    /// A square that moves 100 points right when tapped.
    struct Mover: View {
        @State var moved = false
        var body: some View {
            VStack {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("square").offset(x: moved ? 100 : 0)
                Button("Move") { moved.toggle() }.accessibilityIdentifier("move")
            }
        }
    }

    private func squareX(_ graph: ViewGraph) -> CGFloat {
        graph.update()
        return graph.frame("square")!.minX - graph.node(withAccessibilityIdentifier: "move")!.globalFrame.midX + 5
    }

    @Test("without an animation a change applies at once")
    func noAnimationSnaps() {
        let (graph, _) = host(Mover())
        graph.tap("move")
        #expect(abs(squareX(graph) - 100) < 0.001)
        #expect(!graph.isAnimating)
    }

    @Test("withAnimation(.linear) interpolates on the host clock")
    func linearInterpolation() {
        let (graph, clock) = host(Mover())
        graph.tap("move", animation: .linear(duration: 1))
        #expect(abs(squareX(graph)) < 0.001)
        clock.advance(to: 0.25)
        #expect(abs(squareX(graph) - 25) < 0.001)
        clock.advance(to: 0.5)
        #expect(abs(squareX(graph) - 50) < 0.001)
        #expect(graph.isAnimating)
        clock.advance(to: 1)
        #expect(abs(squareX(graph) - 100) < 0.001)
        #expect(!graph.isAnimating)
    }

    @Test("an animating frame updated again at the same time lays nothing out again, and still shows a change of that time")
    func updateAtTheSameTimeReusesThePresentation() {
        let (graph, clock) = host(Mover())
        graph.tap("move", animation: .linear(duration: 1))
        clock.advance(to: 0.25)
        #expect(abs(squareX(graph) - 25) < 0.001)
        let generation = graph.layoutGeneration, placements = graph.placementCount
        graph.update()
        _ = graph.displayList()
        #expect(graph.layoutGeneration == generation)
        #expect(graph.placementCount == placements)
        #expect(abs(squareX(graph) - 25) < 0.001)
        // A state change at that same time is laid out (here it snaps back: no animation).
        graph.tap("move")
        #expect(graph.layoutGeneration != generation)
        #expect(abs(squareX(graph)) < 0.001)
        // And a later time presents again.
        graph.tap("move", animation: .linear(duration: 1))
        clock.advance(to: 0.75)
        #expect(abs(squareX(graph) - 50) < 0.001)
        #expect(graph.isAnimating)
    }

    @Test("easeInOut starts slow, is halfway at half time, and ends at the target")
    func easeInOutInterpolation() {
        let (graph, clock) = host(Mover())
        let animation = Animation.easeInOut(duration: 1)
        graph.tap("move", animation: animation)
        clock.advance(to: 0.25)
        let quarter = squareX(graph)
        #expect(abs(quarter - 100 * animation.fraction(at: 0.25)) < 0.001)
        #expect(quarter < 25)
        clock.advance(to: 0.5)
        #expect(abs(squareX(graph) - 50) < 0.01)
        clock.advance(to: 1)
        #expect(abs(squareX(graph) - 100) < 0.001)
    }

    @Test("a spring follows the spring curve, may overshoot, and settles on the target")
    func springInterpolation() {
        let (graph, clock) = host(Mover())
        let animation = Animation.spring(response: 0.5, dampingFraction: 0.5)
        graph.tap("move", animation: animation)
        var overshot = false
        for step in 1...20 {
            let time = Double(step) * 0.05
            clock.advance(to: time)
            let x = squareX(graph)
            #expect(abs(x - 100 * animation.fraction(at: time)) < 0.001)
            if x > 100.5 { overshot = true }
        }
        #expect(overshot)
        clock.advance(to: animation.totalDuration + 0.01)
        #expect(abs(squareX(graph) - 100) < 0.001)
        #expect(!graph.isAnimating)
    }

    @Test("a retargeted animation starts from the current presentation value")
    func retargetFromPresentation() {
        let (graph, clock) = host(Mover())
        graph.tap("move", animation: .linear(duration: 1))
        clock.advance(to: 0.5)
        #expect(abs(squareX(graph) - 50) < 0.001)
        graph.tap("move", animation: .linear(duration: 1))
        #expect(abs(squareX(graph) - 50) < 0.001)
        clock.advance(to: 1)
        #expect(abs(squareX(graph) - 25) < 0.001)
        clock.advance(to: 1.5)
        #expect(abs(squareX(graph)) < 0.001)
    }

    /// A square that moves 100 points further right at each tap.
    struct Stepper: View {
        @State var steps = 0
        var body: some View {
            VStack {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("square").offset(x: CGFloat(steps) * 100)
                Button("Step") { steps += 1 }.accessibilityIdentifier("move")
            }
        }
    }

    @Test("an animated change after unanimated ones starts from the value the last of them set")
    func animationStartsFromTheLastUnanimatedValue() {
        let (graph, clock) = host(Stepper())
        graph.tap("move")
        graph.tap("move")
        #expect(abs(squareX(graph) - 200) < 0.001)
        #expect(!graph.isAnimating)
        clock.advance(to: 1)
        graph.tap("move", animation: .linear(duration: 1))
        #expect(abs(squareX(graph) - 200) < 0.001)
        clock.advance(to: 1.5)
        #expect(abs(squareX(graph) - 250) < 0.001)
        clock.advance(to: 2)
        #expect(abs(squareX(graph) - 300) < 0.001)
        // And unanimated again once it ended: the next change snaps.
        graph.tap("move")
        #expect(abs(squareX(graph) - 400) < 0.001)
        #expect(!graph.isAnimating)
    }

    @Test("an unanimated change while another view animates snaps, and leaves the other animation running")
    func unanimatedChangeDuringAnotherAnimationSnaps() {
        struct Pair: View {
            @State var left = false
            @State var right = false
            var body: some View {
                VStack {
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("left").offset(x: left ? 100 : 0)
                    Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("right").offset(x: right ? 100 : 0)
                    Button("L") { left.toggle() }.accessibilityIdentifier("moveLeft")
                    Button("R") { right.toggle() }.accessibilityIdentifier("moveRight")
                }
            }
        }
        let (graph, clock) = host(Pair())
        graph.update()
        let leftStart = graph.frame("left")!.minX, rightStart = graph.frame("right")!.minX
        graph.tap("moveLeft", animation: .linear(duration: 1))
        clock.advance(to: 0.5)
        graph.tap("moveRight")
        graph.update()
        #expect(abs(graph.frame("right")!.minX - rightStart - 100) < 0.001)
        #expect(abs(graph.frame("left")!.minX - leftStart - 50) < 0.001)
        clock.advance(to: 1)
        graph.update()
        #expect(abs(graph.frame("left")!.minX - leftStart - 100) < 0.001)
        // The right square, changed without an animation during the other's, animates later from where it is.
        graph.tap("moveRight", animation: .linear(duration: 1))
        clock.advance(to: 1.5)
        graph.update()
        #expect(abs(graph.frame("right")!.minX - rightStart - 50) < 0.001)
    }

    /// A square whose offset changes while it is out of the tree.
    struct Returning: View {
        @State var shown = true
        @State var far = false
        var body: some View {
            VStack {
                if shown {
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("square").offset(x: far ? 100 : 0)
                }
                Button("Hide") { shown = false; far = true }.accessibilityIdentifier("hide")
                Button("Show") { shown = true }.accessibilityIdentifier("show")
            }
        }
    }

    @Test("a view that left the tree comes back at its new target without animating, even in an animated transaction")
    func aReturningViewDoesNotAnimateFromItsOldTarget() throws {
        let (graph, clock) = host(Returning())
        graph.tap("hide")
        graph.update()
        #expect(graph.frame("square") == nil)
        graph.tap("show", animation: .linear(duration: 1))
        clock.advance(to: 0.5)
        graph.update()
        let square = try #require(graph.frame("square"))
        let show = try #require(graph.node(withAccessibilityIdentifier: "show")).globalFrame
        #expect(abs(square.minX - show.midX + 5 - 100) < 0.001, "at its target at once: its key was forgotten when it left")
    }

    /// A square whose content changes kind as it moves, so the nodes above the content are
    /// made anew rather than updated in place.
    struct Swapping: View {
        @State var moved = false
        var body: some View {
            VStack {
                Group {
                    if moved { Color.blue } else { Circle().fill(Color.red) }
                }
                .frame(width: 10, height: 10).accessibilityIdentifier("square").offset(x: moved ? 100 : 0)
                Button("Move") { moved.toggle() }.accessibilityIdentifier("move")
            }
        }
    }

    @Test("a node made anew at its predecessor's identity animates from the predecessor's target")
    func aReplacedNodeAnimatesFromItsPredecessorsTarget() throws {
        let (graph, clock) = host(Swapping())
        let offsetNode = { graph.roots.flatMap(\.subtree).first { $0.behavior is OffsetBehavior } }
        let before = try #require(offsetNode())
        graph.tap("move", animation: .linear(duration: 1))
        clock.advance(to: 0.5)
        graph.update()
        let after = try #require(offsetNode())
        #expect(after !== before, "the fixture must replace the offset's node, not update it in place")
        let square = try #require(graph.frame("square"))
        let move = try #require(graph.node(withAccessibilityIdentifier: "move")).globalFrame
        #expect(abs(square.minX - move.midX + 5 - 50) < 0.001, "halfway from the old node's target")
    }

    struct Implicit: View {
        @State var big = false
        var body: some View {
            VStack {
                Color.blue.frame(width: big ? 200 : 100, height: 10).accessibilityIdentifier("bar")
                    .opacity(big ? 1 : 0.5)
                    .animation(.linear(duration: 2), value: big)
                Button("Grow") { big.toggle() }.accessibilityIdentifier("grow")
            }
        }
    }

    @Test("animation(_:value:) animates frame and opacity when the value changes")
    func implicitAnimation() {
        let (graph, clock) = host(Implicit())
        graph.tap("grow")
        clock.advance(to: 1)
        graph.update()
        #expect(graph.frame("bar").map { abs($0.width - 150) < 0.001 } == true)
        let opacity = graph.node(withAccessibilityIdentifier: "bar")!.opacity
        #expect(abs(opacity - 0.75) < 0.001)
    }

    @Test("disablesAnimations suppresses implicit animations")
    func disablesAnimations() {
        let (graph, _) = host(Implicit())
        var transaction = Transaction()
        transaction.disablesAnimations = true
        let action = graph.node(withAccessibilityIdentifier: "grow")!.subtree.first { $0.primaryAction != nil }!.primaryAction!
        withTransaction(transaction) { action() }
        graph.update()
        #expect(graph.frame("bar").map { abs($0.width - 200) < 0.001 } == true)
    }

    struct Recolor: View {
        @State var red = false
        var body: some View {
            VStack {
                Circle().fill(red ? Color.red : Color.blue).frame(width: 10, height: 10).accessibilityIdentifier("dot")
                    .scaleEffect(red ? 3 : 1).rotationEffect(.degrees(red ? 90 : 0))
                Button("Recolor") { red.toggle() }.accessibilityIdentifier("recolor")
            }
        }
    }

    @Test("colour, scale and rotation interpolate together")
    func colourScaleRotation() throws {
        let (graph, clock) = host(Recolor())
        graph.tap("recolor", animation: .linear(duration: 1))
        clock.advance(to: 0.5)
        graph.update()
        let shape = try #require(graph.node(withAccessibilityIdentifier: "dot")?.subtree.first { $0.behavior is ShapeBehavior })
        let color = try #require(shape.presentedBehavior as? ShapeBehavior).color
        let blue = SystemColorPalette.blue, red = SystemColorPalette.red
        #expect(abs(color.red - (blue.red + red.red) / 2) < 0.001)
        #expect(abs(color.blue - (blue.blue + red.blue) / 2) < 0.001)
        // Scale 2 and 45°: the 10-point square becomes 20 × √2 ≈ 28.284 wide on the canvas.
        #expect(shape.globalFrame.width > 28.28 && shape.globalFrame.width < 28.29)
    }
}
