import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `GeometryEffect`, `Animatable`, `AnimatablePair`, `projectionEffect` and `transformEffect`:
/// a user's effect moves where its content is drawn and hit, and animates through its
/// `animatableData` as SwiftUI animates it (the classic shake of a wrong password).
@MainActor
@Suite("Drawing: GeometryEffect and Animatable")
struct GeometryEffectTests {
    /// The shake apps write: three oscillations of 10 pt per unit of `animatableData`.
    struct Shake: GeometryEffect {
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 3), y: 0))
        }
    }

    struct Login: View {
        @State private var attempts = 0
        var body: some View {
            VStack {
                Rectangle().frame(width: 100, height: 40).modifier(Shake(animatableData: CGFloat(attempts)))
                    .accessibilityIdentifier("field")
                Button("Sign in") { withAnimation(.linear(duration: 1)) { attempts += 1 } }.accessibilityIdentifier("sign-in")
            }
        }
    }

    @Test("a GeometryEffect's animatableData animates: the shake passes through its peaks and rests where it began")
    func shakeAnimates() {
        let host = ViewHost(Login(), canvasSize: CGSize(width: 300, height: 300))
        let rest = host.view("field").globalFrame.minX
        host.tap(on: "sign-in")
        let start = host.clock.now
        host.advance(to: start + 1.0 / 6)  // data 1/6: sin(π/2) = 1
        #expect(abs(host.view("field").globalFrame.minX - (rest + 10)) < 0.01)
        host.advance(to: start + 0.5)  // data 1/2: sin(3π/2) = −1
        #expect(abs(host.view("field").globalFrame.minX - (rest - 10)) < 0.01)
        host.advance(to: start + 1)
        #expect(abs(host.view("field").globalFrame.minX - rest) < 0.01)
    }

    @Test("a geometry effect moves where its content is hit, not only where it is drawn")
    func effectMovesHitTesting() {
        let taps = Flag()
        let host = ViewHost(Color.red.frame(width: 50, height: 50)
            .onTapGesture { taps.value = true }
            .modifier(Shake(animatableData: 1.0 / 6)), canvasSize: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 27, y: 50))
        #expect(!taps.value, "the square is drawn at 35…85")
        host.tap(at: CGPoint(x: 80, y: 50))
        #expect(taps.value)
    }

    /// A skew with two animated values.
    struct Skew: GeometryEffect {
        var x: CGFloat
        var y: Double
        var animatableData: AnimatablePair<CGFloat, Double> {
            get { AnimatablePair(x, y) }
            set { x = newValue.first; y = newValue.second }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(a: 1, b: CGFloat(y), c: x, d: 1, tx: 0, ty: 0))
        }
    }

    struct Skewing: View {
        @State private var skewed = false
        var body: some View {
            VStack {
                Color.blue.frame(width: 100, height: 100).modifier(Skew(x: skewed ? 0.5 : 0, y: skewed ? 0.2 : 0))
                    .accessibilityIdentifier("card")
                Button("skew") { withAnimation(.linear(duration: 1)) { skewed = true } }.accessibilityIdentifier("skew")
            }
        }
    }

    @Test("an AnimatablePair animates both of its values together")
    func pairAnimates() {
        let host = ViewHost(Skewing(), canvasSize: CGSize(width: 300, height: 300))
        let rest = host.view("card").globalFrame
        host.tap(on: "skew")
        host.advance(to: host.clock.now + 0.5)
        let half = host.view("card").globalFrame
        // Halfway: x-skew 0.25 widens the box by 25, y-skew 0.1 heightens it by 10.
        #expect(abs(half.width - (rest.width + 25)) < 0.01)
        #expect(abs(half.height - (rest.height + 10)) < 0.01)
        host.advance(to: host.clock.now + 1)
        #expect(abs(host.view("card").globalFrame.width - (rest.width + 50)) < 0.01)
    }

    @Test("transformEffect and projectionEffect draw their content through the transform")
    func fixedEffects() {
        let host = ViewHost(VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40).transformEffect(CGAffineTransform(translationX: 30, y: 0))
                .accessibilityIdentifier("moved")
            Color.blue.frame(width: 40, height: 40).projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1)))
                .accessibilityIdentifier("wide")
        }, canvasSize: CGSize(width: 200, height: 80))
        let moved = host.view("moved").globalFrame, wide = host.view("wide").globalFrame
        #expect(abs(moved.minX - (80 + 30)) < 0.001)
        #expect(abs(wide.width - 80) < 0.001 && abs(wide.minX - 80) < 0.001)
    }

    @Test("animatable data of a kind the host cannot take apart is set at once, unanimated")
    func opaqueDataSnaps() {
        #expect(Shake(animatableData: 2).animatableVector == AnimatableVector([2]))
        #expect(Shake(animatableData: 2).withAnimatableVector(AnimatableVector([0.5])).animatableData == 0.5)
        #expect(Shake(animatableData: 2).withAnimatableVector(AnimatableVector([0.5, 1])).animatableData == 2, "a vector that does not fit changes nothing")
        #expect(Opaque().animatableVector == nil)
    }

    struct Counter: VectorArithmetic {
        var count = 0
        static var zero: Counter { Counter() }
        static func + (lhs: Counter, rhs: Counter) -> Counter { Counter(count: lhs.count + rhs.count) }
        static func - (lhs: Counter, rhs: Counter) -> Counter { Counter(count: lhs.count - rhs.count) }
        mutating func scale(by rhs: Double) { count = Int(Double(count) * rhs) }
        var magnitudeSquared: Double { Double(count * count) }
    }

    struct Opaque: GeometryEffect {
        var animatableData = Counter(count: 3)
        func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform() }
    }
}
