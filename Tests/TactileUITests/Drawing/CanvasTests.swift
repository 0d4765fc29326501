import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `Canvas` and `GraphicsContext` (SwiftUI's `Canvas(opaque:colorMode:rendersAsynchronously:renderer:)`):
/// what the renderer draws is in the host's display list — so the SVG and PNG renderers draw it —
/// with the context's transform, opacity, blend mode and clip at each call; the canvas takes the
/// size it is offered, as SwiftUI's does ("a canvas … fills the space its parent offers", Apple's
/// `Canvas` documentation), and is hit as its rectangle.
@MainActor
@Suite("Drawing: Canvas")
struct CanvasTests {
    private static let size = CGSize(width: 100, height: 100)

    private static func items<V: View>(_ view: V) -> [DisplayItem] {
        ViewHost(view, canvasSize: size).displayList().items
    }

    private static func pixel<V: View>(_ view: V, _ x: Int, _ y: Int) throws -> (UInt8, UInt8, UInt8, UInt8) {
        try Rasterizer.image(of: ViewHost(view, canvasSize: size).displayList(), scale: 1).pixel(x: x, y: y)
    }

    @Test("a filled path appears in the display list and the PNG where the renderer put it")
    func fillDraws() throws {
        let canvas = Canvas { context, _ in
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
        }
        let items = Self.items(canvas)
        #expect(items.count == 1)
        guard case .path(let path, let fill, _, nil) = items.first?.content else { Issue.record("no fill"); return }
        #expect(path.boundingRect == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(fill == SystemColorPalette.red)
        #expect(try Self.pixel(canvas, 20, 20) == (255, 59, 48, 255))
        #expect(try Self.pixel(canvas, 50, 50) == (0, 0, 0, 0), "nothing else drawn")
    }

    @Test("the renderer gets the size the canvas is offered: a frame's, or the whole canvas")
    func takesProposedSize() {
        let log = EventLog()
        let framed = Canvas { _, size in log.add("\(Int(size.width))×\(Int(size.height))") }.frame(width: 40, height: 30)
        _ = Self.items(framed)
        let alone = Canvas { _, size in log.add("\(Int(size.width))×\(Int(size.height))") }
        _ = Self.items(alone)
        #expect(log.events == ["40×30", "100×100"])
    }

    @Test("translateBy, scaleBy and rotate move what is drawn after them; stroke widths scale with the context")
    func transforms() throws {
        let canvas = Canvas { context, _ in
            context.translateBy(x: 50, y: 50)
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
            context.rotate(by: .degrees(90))
            context.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.green), lineWidth: 1)
        }
        let items = Self.items(canvas)
        #expect(items[0].transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 50, ty: 50))
        #expect(try Self.pixel(canvas, 65, 65) == (0, 122, 255, 255), "(0…10)² scaled by 2 from (50, 50)")
        #expect(try Self.pixel(canvas, 45, 45) == (0, 0, 0, 0))
        let rotated = items[1].transform
        #expect(abs(rotated.a) < 1e-9 && abs(rotated.b - 2) < 1e-9 && abs(rotated.c + 2) < 1e-9, "rotation after the scale")
    }

    @Test("opacity and blendMode apply to what is drawn after them; a layer's changes stay in the layer")
    func stateAndLayers() {
        let items = Self.items(Canvas { context, _ in
            let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.opacity = 0.5
            context.blendMode = .multiply
            context.fill(square, with: .color(.red))
            context.drawLayer { layer in
                layer.translateBy(x: 20, y: 0)
                layer.opacity = 0.25
                layer.fill(square, with: .color(.red))
            }
            context.fill(square, with: .color(.red))
        })
        #expect(items.map(\.opacity) == [0.5, 0.25, 0.5])
        #expect(items.map(\.blendMode) == [.multiply, .multiply, .multiply])
        #expect(items.map(\.transform.tx) == [0, 20, 0])
    }

    @Test("clip(to:) clips what is drawn after it, in the context's coordinates")
    func clips() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
            context.translateBy(x: 50, y: 0)
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 100)))
            context.fill(Path(CGRect(origin: CGPoint(x: -50, y: 0), size: size)), with: .color(.red))
        }
        let items = Self.items(canvas)
        #expect(items[0].clips.isEmpty)
        #expect(items[1].clips.map(\.boundingRect) == [CGRect(x: 50, y: 0, width: 10, height: 100)])
        #expect(try Self.pixel(canvas, 55, 50) == (255, 59, 48, 255))
        #expect(try Self.pixel(canvas, 30, 50) == (0, 0, 0, 0), "outside the clip")
    }

    @Test("gradients are laid out at the context's points; text and images draw at their anchors")
    func gradientsTextAndImages() {
        let svg = ViewHost(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 10)),
                         with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
            context.draw(Text("Score"), at: CGPoint(x: 50, y: 50), anchor: .center)
            context.draw(Image(systemName: "star.fill"), in: CGRect(x: 0, y: 80, width: 20, height: 20))
        }, canvasSize: Self.size).svg()
        #expect(svg.contains("<linearGradient"), Comment(rawValue: svg))
        #expect(svg.contains(">Score</tspan>"), Comment(rawValue: svg))
        let items = Self.items(Canvas { context, _ in
            let text = context.resolve(Text("Score"))
            let size = text.measure(in: CGSize(width: 1000, height: 1000))
            context.draw(text, at: CGPoint(x: 50, y: 50), anchor: .center)
            context.draw(text, at: CGPoint(x: 50 - size.width / 2, y: 50 - size.height / 2), anchor: .topLeading)
        })
        #expect(items.count == 2)
        #expect(items[0].transform == items[1].transform, "centred at a point = top-leading at that point minus half the size")
    }

    @Test("the canvas is hit inside its frame and not beyond it")
    func hitTesting() {
        let log = EventLog()
        let host = ViewHost(VStack {
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(x: -50, y: -50, width: 200, height: 200)), with: .color(.red))
            }
            .frame(width: 50, height: 50)
            .onTapGesture { log.add("tap") }
            Spacer()
        }, canvasSize: Self.size)
        host.tap(at: CGPoint(x: 50, y: 20))
        host.tap(at: CGPoint(x: 50, y: 80))
        #expect(log.events == ["tap"], "drawing beyond the frame is not hit")
    }

    /// A Pacman in the style of canopas/swiftui-animations-examples' PacmanAnimation: a
    /// `TimelineView(.animation)` whose `Canvas` draws a mouth opening with the date.
    struct Pacman: View {
        var body: some View {
            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    let t = timeline.date.timeIntervalSince(TimerDefaults.hostTimeOrigin) * 200
                    let mouth = abs(sin(t * .pi / 180)) * 40
                    var path = Path()
                    let center = CGPoint(x: size.width / 2, y: size.height / 2)
                    path.move(to: center)
                    path.addArc(center: center, radius: size.width / 2, startAngle: .degrees(mouth), endAngle: .degrees(360 - mouth), clockwise: false)
                    path.addLine(to: center)
                    context.fill(path, with: .color(.yellow))
                    context.fill(Path(ellipseIn: CGRect(x: center.x, y: size.height / 4, width: 10, height: 10)), with: .color(.black))
                }
                .frame(width: 100, height: 100)
            }
        }
    }

    @Test("a TimelineView(.animation) around a Canvas redraws it at every frame with the frame's date")
    func pacmanAnimates() {
        let host = ViewHost(Pacman(), canvasSize: Self.size)
        let closed = host.svg()
        host.advance(by: 0.25)
        let open = host.svg()
        #expect(open != closed, "the mouth moved with the host's time")
        #expect(host.displayList() == host.displayListDrawnWhole(), "the incremental list is the whole one")
        let again = ViewHost(Pacman(), canvasSize: Self.size)
        again.advance(by: 0.25)
        #expect(again.svg() == open, "the same time draws the same frame")
    }
}
