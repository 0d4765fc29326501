import Foundation
import Testing
import TactileSnapshotTesting

/// A ball dragged across a card: shapes, a gradient, a shadow and text, so the image reference
/// exercises most of the rasterizer.
private struct BallOnCard: View {
    var ballColor: Color = .red
    @State private var offset = CGSize.zero

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
                .frame(width: 160, height: 100)
                .shadow(color: .black.opacity(0.3), radius: 4, x: 0, y: 3)
            Circle()
                .fill(ballColor)
                .frame(width: 30, height: 30)
                .offset(offset)
                .accessibilityIdentifier("ball")
                .gesture(DragGesture().onEnded { value in offset = value.translation })
            Text("moved \(Int(offset.width))").offset(y: 40)
        }
        .frame(width: 200, height: 140)
    }
}

@MainActor
// Serialized: the failing comparisons read the reference `ballMatchesPNGReference` records.
@Suite("Snapshot strategies: ViewHost as PNG, compared by pixels", .serialized)
struct ViewHostImageSnapshotTests {
    private func movedHost(color: Color = .red) -> ViewHost<BallOnCard> {
        let host = ViewHost(BallOnCard(ballColor: color), canvasSize: CGSize(width: 200, height: 140))
        host.drag(on: "ball", by: CGSize(width: 40, height: -10))
        return host
    }

    @Test("a dragged ball draws as the committed PNG reference")
    func ballMatchesPNGReference() {
        let host = movedHost()
        #expect(host.view(withText: "moved 40") != nil, "the drag must have moved the ball")
        assertSnapshot(of: host, as: .png, named: "moved")
    }

    @Test("the same frame at scale 2 matches its own reference")
    func scaledReference() {
        assertSnapshot(of: movedHost(), as: .image(scale: 2), named: "moved@2x")
    }

    @Test("a different frame fails with the fraction of matching pixels; the same frame passes")
    func differingFrameFails() throws {
        let same = verifySnapshot(of: movedHost(), as: .png, named: "moved", record: .never,
                                  testName: "ballMatchesPNGReference()")
        #expect(same == nil)

        let blue = try #require(verifySnapshot(of: movedHost(color: .blue), as: .png, named: "moved", record: .never,
                                               testName: "ballMatchesPNGReference()"))
        #expect(blue.contains("The percentage of pixels that match"), "\(blue)")
        #expect(blue.contains("Difference image: "), "the difference is written where a Linux run can find it: \(blue)")

        let unmoved = ViewHost(BallOnCard(), canvasSize: CGSize(width: 200, height: 140))
        #expect(verifySnapshot(of: unmoved, as: .png, named: "moved", record: .never, testName: "ballMatchesPNGReference()") != nil)
    }

    @Test("precision lets a small fraction of pixels differ; perceptualPrecision lets every pixel differ slightly")
    func precisionAndPerceptualPrecision() throws {
        // The ball recoloured: ~700 of 28,000 pixels differ, by far more than any perceptual tolerance.
        let recoloured = movedHost(color: .blue)
        #expect(verifySnapshot(of: recoloured, as: .image(precision: 0.9), named: "moved", record: .never,
                               testName: "ballMatchesPNGReference()") == nil)
        #expect(verifySnapshot(of: recoloured, as: .image(precision: 0.999), named: "moved", record: .never,
                               testName: "ballMatchesPNGReference()") != nil)
        // A barely different red (one step of 255 in green): fails exact comparison, passes at perceptualPrecision 0.98.
        let nearlyRed = movedHost(color: Color(red: 1, green: 60.0 / 255, blue: 48.0 / 255))
        let exact = verifySnapshot(of: nearlyRed, as: .png, named: "moved", record: .never, testName: "ballMatchesPNGReference()")
        let tolerant = verifySnapshot(of: nearlyRed, as: .image(perceptualPrecision: 0.98), named: "moved", record: .never,
                                      testName: "ballMatchesPNGReference()")
        #expect(exact != nil)
        #expect(tolerant == nil, "\(tolerant ?? "")")
    }

    @Test("the PNG snapshot is the host's own PNG, and reading it does not move the clock")
    func pngStrategyReadsTheHost() throws {
        let host = movedHost()
        let before = host.now
        var snapshot: Data?
        Snapshotting<ViewHost<BallOnCard>, Data>.png.snapshot(host).run { snapshot = $0 }
        #expect(snapshot == (try host.png()))
        #expect(host.now == before)
        #expect(Snapshotting<ViewHost<BallOnCard>, Data>.png.pathExtension == "png")
        #expect(throws: ImageRenderingError.self) { try host.png(scale: 0) }
    }
}
