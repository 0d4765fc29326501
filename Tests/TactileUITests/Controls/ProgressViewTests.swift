import Foundation
import Testing
import TactileTesting

/// `ProgressView` and `progressViewStyle(_:)`: laid out and described as on iOS.
@MainActor
@Suite("ProgressView")
struct ProgressViewTests {
    static let canvas = CGSize(width: 300, height: 300)

    @Test("without a value: a 20-point spinner, 'In progress' to VoiceOver, the label centred 8 points below it")
    func indeterminateSpinnerWithLabelBelow() {
        let host = ViewHost(ProgressView("Loading").accessibilityIdentifier("progress"), canvasSize: Self.canvas)
        let spinner = host.accessibilityElements.first { $0.label == "In progress" }
        let frame = spinner?.frame ?? .zero
        #expect(abs(frame.width - 20) < 0.001 && abs(frame.height - 20) < 0.001)
        let label = host.view(withText: "Loading")?.globalFrame ?? .zero
        #expect(abs(label.minY - frame.maxY - 8) < 0.001)
        #expect(abs(label.midX - frame.midX) < 0.001)
    }

    @Test("with a value: the label above a 4-point bar as wide as offered, valued value/total as a percentage, clamped")
    func determinateBar() {
        struct Bars: View {
            var body: some View {
                VStack {
                    ProgressView("Upload", value: 3.0, total: 4.0)
                    ProgressView(value: 7.0, total: 4.0)
                    ProgressView(value: 1.0, total: 0.0)
                }
                .frame(width: 200)
            }
        }
        let host = ViewHost(Bars(), canvasSize: Self.canvas)
        let bars = host.accessibilityElements.filter { $0.value?.hasSuffix("%") == true }
        #expect(bars.map(\.value) == ["75%", "100%", "0%"])
        #expect(bars.first?.frame.size == CGSize(width: 200, height: 4))
        let label = host.view(withText: "Upload")?.globalFrame
        #expect(label.map { (bars.first?.frame.minY ?? 0) - $0.maxY } == 8)
        #expect(label?.minX == bars.first?.frame.minX, "leading-aligned")
    }

    @Test("a nil value is indeterminate; .linear draws a bar for it and .circular a spinner for a value")
    func stylesChooseTheDrawing() {
        let none: Double? = nil
        let host = ViewHost(VStack {
            ProgressView(value: none)
            ProgressView(value: 0.5).progressViewStyle(.circular)
            ProgressView().progressViewStyle(.linear)
        }, canvasSize: Self.canvas)
        #expect(host.accessibilityElements.filter { $0.label == "In progress" }.count == 2)
        #expect(host.accessibilityElements.filter { $0.value == "0%" }.count == 1)
    }

    /// A custom style in the way apps write them: a gauge of its own around the built-in view.
    struct PercentStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) percent")
                ProgressView(configuration)
            }
        }
    }

    @Test("a custom ProgressViewStyle's body is drawn with the configuration; ProgressView(configuration) in it is the built-in view")
    func customStyle() {
        let host = ViewHost(ProgressView(value: 0.25).progressViewStyle(PercentStyle()), canvasSize: Self.canvas)
        #expect(host.view(withText: "25 percent") != nil)
        #expect(host.accessibilityElements.contains { $0.value == "25%" })
    }
}
