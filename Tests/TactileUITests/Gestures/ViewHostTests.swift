import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// Records what views under test report, in order.
@MainActor
final class Recorder {
    private(set) var entries: [String] = []
    private(set) var values: [Double] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
    func record(_ value: Double) { values.append(value) }
}

/// A 200 × 200 square with a MagnifyGesture and a RotateGesture run simultaneously, reporting
/// their values; its state keeps the final ones.
private struct TwoFingerSquare: View {
    let magnifications: Recorder
    let rotations: Recorder
    @State private var scale = 1.0
    @State private var angle = Angle.zero

    var body: some View {
        Rectangle()
            .fill(.blue)
            .frame(width: 200, height: 200)
            .accessibilityIdentifier("square")
            .gesture(
                MagnifyGesture()
                    .onChanged { magnifications.record($0.magnification) }
                    .onEnded { magnifications("ended \($0.magnification)"); scale = $0.magnification }
                    .simultaneously(with: RotateGesture()
                        .onChanged { rotations.record($0.rotation.degrees) }
                        .onEnded { rotations("ended \($0.rotation.degrees)"); angle = $0.rotation })
            )
            .overlay(Text("scale \(String(format: "%.2f", scale)) angle \(Int(angle.degrees.rounded()))").allowsHitTesting(false))
    }
}

@MainActor
@Suite("ViewHost: two-finger gestures, SVG, accessibility, hit order, disabled", .serialized)
struct ViewHostTests {
    private func firstNumber(_ entry: String?) -> Double? {
        entry.flatMap { Double($0.split(separator: " ").last ?? "") }
    }

    @Test("S-40 S-43: a pinch reports growing magnifications up to the span ratio and ends with it")
    func pinch() {
        let magnifications = Recorder(), rotations = Recorder()
        let host = ViewHost(TwoFingerSquare(magnifications: magnifications, rotations: rotations))
        host.pinch(on: "square", from: 60, to: 120)
        #expect(magnifications.values.count >= 10)
        #expect(zip(magnifications.values, magnifications.values.dropFirst()).allSatisfy { $0 < $1 })
        #expect(abs((magnifications.values.last ?? 0) - 2) < 0.001)
        #expect(abs((firstNumber(magnifications.entries.last) ?? 0) - 2) < 0.001)
        #expect(rotations.values.isEmpty, "no turn, no rotation")
        #expect(host.view(withText: "scale 2.00 angle 0") != nil)
    }

    @Test("S-41 S-43: a rotation reports the turned angle and ends with it; the span does not change")
    func rotate() {
        let magnifications = Recorder(), rotations = Recorder()
        let host = ViewHost(TwoFingerSquare(magnifications: magnifications, rotations: rotations))
        host.rotate(on: "square", by: .degrees(45), radius: 40)
        #expect(abs((rotations.values.last ?? 0) - 45) < 0.001)
        #expect(abs((firstNumber(rotations.entries.last) ?? 0) - 45) < 0.001)
        #expect(magnifications.values.isEmpty)
        #expect(host.view(withText: "scale 1.00 angle 45") != nil)
    }

    @Test("S-43: a two-finger pan keeps span and angle, so neither gesture begins and the state is unchanged")
    func twoFingerPan() {
        let magnifications = Recorder(), rotations = Recorder()
        let host = ViewHost(TwoFingerSquare(magnifications: magnifications, rotations: rotations))
        host.twoFingerPan(on: "square", by: CGSize(width: 40, height: 30))
        #expect(magnifications.values.isEmpty && magnifications.entries.isEmpty)
        #expect(rotations.values.isEmpty && rotations.entries.isEmpty)
        #expect(host.view(withText: "scale 1.00 angle 0") != nil)
    }

    @Test("svg() draws the canvas and each view where the layout put it")
    func svgOutput() {
        let host = ViewHost(Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 50, height: 40),
                            canvasSize: CGSize(width: 200, height: 100))
        let svg = host.svg()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"100\""))
        #expect(svg.hasSuffix("</svg>") || svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("#FF0000") || svg.contains("#ff0000") || svg.contains("rgb(255,0,0)") || svg.contains("rgb(255, 0, 0)"), "\(svg)")
        #expect(svg.contains("75") && svg.contains("30"), "the 50 × 40 rectangle is centred at (75, 30): \(svg)")
        #expect(svg != ViewHost(Color.clear, canvasSize: CGSize(width: 200, height: 100)).svg())
    }

    @Test("performAccessibilityZoom runs the zoom action with the direction, and says false when there is none")
    func accessibilityZoom() {
        let log = Recorder()
        let host = ViewHost(VStack {
            Text("zoomable").accessibilityZoomAction { log($0.direction == .zoomIn ? "in" : "out") }
            Text("plain")
        })
        #expect(host.performAccessibilityZoom(.zoomIn, on: "zoomable"))
        #expect(host.performAccessibilityZoom(.zoomOut, on: "zoomable"))
        #expect(!host.performAccessibilityZoom(.zoomIn, on: "plain"))
        #expect(!host.performAccessibilityZoom(.zoomIn, on: "missing"))
        #expect(log.entries == ["in", "out"])
    }

    @Test("accessibilityAction(_:_:) answers its own kind only: the default action (VoiceOver's double tap) by default, escape and magic tap by name")
    func accessibilityActionKinds() {
        let log = Recorder()
        let host = ViewHost(VStack {
            Text("card").accessibilityAction { log("default") }
            Text("sheet").accessibilityAction(.escape) { log("escape") }.accessibilityAction(.magicTap) { log("magic") }
        })
        #expect(host.performAccessibilityAction(on: "card"))
        #expect(!host.performAccessibilityAction(.escape, on: "card"))
        #expect(host.performAccessibilityAction(.magicTap, on: "sheet"))
        #expect(host.performAccessibilityAction(.escape, on: "sheet"))
        #expect(!host.performAccessibilityAction(on: "sheet"))
        #expect(host.performAccessibilityAction(AccessibilityActionKind(named: Text("open")), on: "card") == false)
        #expect(log.entries == ["default", "magic", "escape"])
    }

    @Test("S-66: zIndex decides which of two overlapping views is hit, as it decides which is drawn on top", arguments: [0.0, 1.0])
    func zIndexHitOrder(redZ: Double) {
        let log = Recorder()
        let host = ViewHost(ZStack {
            Color.red.frame(width: 100, height: 100).onTapGesture { log("red") }.zIndex(redZ)
            Color.blue.frame(width: 100, height: 100).onTapGesture { log("blue") }
        })
        host.tap(at: CGPoint(x: host.canvasSize.width / 2, y: host.canvasSize.height / 2))
        #expect(log.entries == [redZ > 0 ? "red" : "blue"])
        #expect(host.drawnViews.last?.fillColor == Color(resolved: (redZ > 0 ? Color.red : Color.blue).resolvedColor(in: EnvironmentValues())))
    }

    @Test("disabled(true) stops buttons and gestures in the subtree; disabled(false) does not", arguments: [true, false])
    func disabledBlocks(disabled: Bool) {
        let log = Recorder()
        let host = ViewHost(VStack {
            Button("Press") { log("button") }
            Text("Tap").onTapGesture { log("tap") }
            Text("Drag").gesture(DragGesture().onEnded { _ in log("drag") })
        }.disabled(disabled))
        // A disabled view is not hit (S-66): these touches miss on purpose.
        host.tap(on: "Press", reportingMisses: !disabled)
        host.tap(on: "Tap", reportingMisses: !disabled)
        host.drag(on: "Drag", by: CGSize(width: 40, height: 0), reportingMisses: !disabled)
        #expect(log.entries == (disabled ? [] : ["button", "tap", "drag"]))
    }

    @Test("S-66: allowsHitTesting(false) lets the touch through to the view behind")
    func allowsHitTesting() {
        for allows in [true, false] {
            let log = Recorder()
            let host = ViewHost(ZStack {
                Color.blue.frame(width: 100, height: 100).onTapGesture { log("behind") }
                Color.red.frame(width: 100, height: 100).onTapGesture { log("front") }.allowsHitTesting(allows)
            })
            host.tap(at: CGPoint(x: host.canvasSize.width / 2, y: host.canvasSize.height / 2))
            #expect(log.entries == [allows ? "front" : "behind"])
        }
    }
}
