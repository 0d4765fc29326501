import TactileTesting
import Testing
import Unlocker

// aaronlab/Unlocker — README "Example" (`CapsuleShape`): `Unlocker(disabled:percentage:minPercentage: 25,
// threshold: 50.0) { sliderWidth in … } completion: { … }`, a "Slide to Unlock" slider: dragging right fills it
// to the finger (from 25 %, `minPercentage`); released past `threshold` (50 %) it fills to 100 % over
// `duration` (0.3 s), disables itself, runs the completion and empties back to 25 %; released before, or
// dragged left, it goes back to 25 %. The example's completion enables it again 3 s later. (The library
// sets the percentage in `DispatchQueue.main.async` blocks; no `import Foundation` here, so the example's
// `asyncAfter` is on the host's clock, as the library's own are. `UIScreen.main.bounds.width / 3` is
// written as 130, the third of the 390-pt canvas: this test target is not iOS code.)
struct UnlockerReadmeView: View {
    @State private var disabled: Bool = false
    @State private var percentage: Float = 0.0
    @State var completions = 0

    var body: some View {
        ZStack {
            Color.gray
            HStack {
                Spacer(minLength: 0)
                Text("Slide to Unlock")
                Image(systemName: "chevron.right.2")
            }
            .padding(.trailing)
            Unlocker(disabled: $disabled, percentage: $percentage, minPercentage: 25, threshold: 50.0) { sliderWidth in
                ZStack {
                    Rectangle()
                        .foregroundColor(.primary)
                    if sliderWidth > 130 {
                        HStack {
                            Text("Unlocking")
                                .foregroundColor(.blue)
                                .lineLimit(1)
                                .padding(.leading)
                            Image(systemName: "chevron.right.2")
                                .foregroundColor(.blue)
                            Spacer(minLength: 0)
                        }
                    } else {
                        Image(systemName: "chevron.right.2")
                            .foregroundColor(.blue)
                    }
                }
            } completion: {
                completions += 1
                DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
                    disabled.toggle()
                }
            }
        }
        .font(.system(size: 12))
        .frame(height: 60)
        .padding()
        .accessibilityIdentifier("unlocker")
    }
}

@MainActor
@Suite("aaronlab/Unlocker: slide to unlock — past the threshold the slider fills and runs the completion")
struct UnlockerMainGestureTests {
    let host = ViewHost(UnlockerReadmeView())

    var percentage: Double { Double(host.stateValue(named: "percentage", in: "UnlockerReadmeView") ?? "") ?? .nan }
    var disabled: String? { host.stateValue(named: "disabled", in: "UnlockerReadmeView") }
    var completions: String? { host.stateValue(named: "completions", in: "UnlockerReadmeView") }
    /// The slider: the identified view less its 16-pt padding.
    var track: CGRect { host.view("unlocker").globalFrame.insetBy(dx: 16, dy: 16) }

    /// Lets the main queue run: the library sets the percentage in `DispatchQueue.main.async`.
    func yieldToMainQueue() async {
        for _ in 0..<3 { await Task.yield() }
    }

    /// A drag along the track from `from` to `to` (fractions of its width) over 0.3 s, letting the main queue
    /// run after every event as it does on a device; `lift: false` keeps the finger down.
    func slide(from: CGFloat, to: CGFloat, lift: Bool = true) async {
        let y = track.midY
        host.touchDown(at: CGPoint(x: track.minX + track.width * from, y: y))
        await yieldToMainQueue()
        for step in 1...18 {
            host.advance(by: 0.3 / 18)
            host.move(to: CGPoint(x: track.minX + track.width * (from + (to - from) * CGFloat(step) / 18), y: y))
            await yieldToMainQueue()
        }
        guard lift else { return }
        host.touchUp()
        await yieldToMainQueue()
    }

    @Test("It appears filled to minPercentage, 25 %")
    func appears() async {
        await host.settle()
        #expect(track.width == 358)
        #expect(percentage == 25)
        #expect(disabled == "false")
    }

    @Test("A slide to 80 % fills it to the finger; the lift past 50 % fills it, disables it, runs the completion once, and it empties to 25 %")
    func slidePastThreshold() async {
        await host.settle()
        await slide(from: 0.1, to: 0.8, lift: false)
        await host.settle()
        #expect(abs(percentage - 80) < 0.5, "the slider follows the finger: \(percentage) %")
        #expect(host.view(withText: "Unlocking") != nil, "its content shows past 130 pt")
        host.touchUp()
        await yieldToMainQueue()
        await host.run(for: 0.25)
        #expect(percentage == 100)
        #expect(disabled == "true")
        #expect(completions == "0", "the completion runs after `duration`, 0.3 s")
        await host.run(for: 0.1)
        #expect(completions == "1")
        await host.run(for: 0.6)
        #expect(percentage == 25, "it empties again 0.2 s later")
        await slide(from: 0.1, to: 0.9)
        await host.run(for: 1)
        #expect(completions == "1", "disabled, it does not slide again")
        await host.run(for: 2)
        #expect(disabled == "false", "the example's completion enables it 3 s later")
        await slide(from: 0.1, to: 0.9)
        await host.run(for: 1)
        #expect(completions == "2")
    }

    @Test("A slide to 40 % springs back to 25 % with no completion; a slide left changes nothing")
    func shortSlide() async {
        await host.settle()
        await slide(from: 0.1, to: 0.4, lift: false)
        await host.settle()
        #expect(abs(percentage - 40) < 0.5)
        host.touchUp()
        await yieldToMainQueue()
        await host.run(for: 1)
        #expect(percentage == 25)
        #expect(completions == "0")
        await slide(from: 0.5, to: 0.1)
        await host.run(for: 1)
        #expect(percentage == 25)
        #expect(completions == "0")
    }
}
