import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// The kind of view SwiftUI gesture samples write compiles against Tactile and renders.
@MainActor
@Suite("Gesture demo views")
struct GestureDemoViewTests {
    struct Demo: View {
        @State private var offset = CGSize.zero
        @State private var scale: CGFloat = 1
        @State private var angle = Angle.zero
        @State private var isOn = false
        var badge: Text? = nil

        var body: some View {
            VStack(spacing: 20) {
                Image(systemName: "star.circle.fill")
                    .font(.system(size: 200))
                    .foregroundColor(.yellow)
                    .accessibilityIdentifier("star")
                Text("Scale: \(scale, specifier: "%.2f")")
                    .font(.title)
                    .bold()
                    .multilineTextAlignment(.center)
                Circle()
                    .fill(.blue)
                    .frame(width: 100, height: 100)
                    .offset(offset)
                    .scaleEffect(scale, anchor: .topLeading)
                    .rotationEffect(angle)
                    .overlay(badge)
                    .contentShape(Rectangle())
                    .coordinateSpace(name: "circle")
                HStack {
                    RoundedRectangle(cornerRadius: 12).stroke(.red, lineWidth: 3).frame(width: 50, height: 50)
                    Capsule().fill(Color.green.opacity(0.5)).frame(width: 60, height: 30)
                    Ellipse().foregroundStyle(.secondary).frame(width: 40, height: 20)
                    Text("Hi").foregroundStyle(.red).border(.gray)
                }
                Toggle(isOn: $isOn) { Label() }
                Button(action: { scale = 1 }) { Image(systemName: "magnifyingglass") }
                    .buttonStyle(.plain)
                    .allowsHitTesting(true)
                Color.clear.frame(height: 1)
            }
            .padding()
            .background(.white)
            .animation(.spring, value: scale)
        }
    }

    struct Label: View {
        var body: some View { Text("Enabled") }
    }

    struct Previews: PreviewProvider {
        static var previews: some View { Demo(badge: Text("1")) }
    }

    @Test("a typical gesture demo renders every part")
    func demoRenders() {
        let (graph, _) = host(Previews.previews, width: 400, height: 800)
        let items = graph.displayList().items
        #expect(items.contains { $0.identifier == "star" })
        #expect(graph.texts.contains("Scale: 1.00"))
        #expect(graph.texts.contains("1"))
        #expect(graph.allNodes.contains { $0.hitTesting.isClearColor })
        #expect(graph.allNodes.contains { $0.coordinateSpaceName == CoordinateSpace.NamedSpace("circle") })
        #expect(graph.frame("star").map { abs($0.height - 200) < 0.001 } == true)
    }

    @Test("the same frame renders to the same SVG every time")
    func deterministicSVG() {
        #expect(host(Demo(), height: 800).0.svg() == host(Demo(), height: 800).0.svg())
    }

    @Test("the demo exports as a PNG in process, the same bytes every time")
    func pngExport() throws {
        let data = try PNGExporter.png(of: host(Demo()).0.displayList()).get()
        #expect(data.starts(with: PNGEncoder.signature))
        #expect(try PNGExporter.png(of: host(Demo()).0.displayList()).get() == data)
    }
}
