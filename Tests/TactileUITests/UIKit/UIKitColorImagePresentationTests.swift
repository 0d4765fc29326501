import Foundation
import Testing
import TactileTesting
import TactileUI

/// The parts of UIKit and of SwiftUI's older presentation API that SwiftUI example code leans on
/// (issue 32, item 3): `Color(UIColor.systemBackground)`, `Image(uiImage: UIImage(named:)!)` and
/// `@Environment(\.presentationMode)`, each as iOS 18 shows it (values: Apple HIG "Color" →
/// "Specifications" and UIKit's UI element colours; behaviour: SwiftUI's `PresentationMode`).
@MainActor
@Suite("UIKit colours and images, presentationMode")
struct UIKitColorImagePresentationTests {
    private static func fills(_ svg: String) -> [String] {
        svg.matches(of: /fill="(#[0-9a-f]+)"/).map { String($0.output.1) }
    }

    @Test("a UIKit system colour adapts to the appearance as Color does; a fixed UIKit colour does not")
    func uiColorsAdapt() {
        let view = HStack(spacing: 0) {
            Color(UIColor.systemBackground).frame(width: 10, height: 10)
            Color(uiColor: .secondarySystemBackground).frame(width: 10, height: 10)
            Color(UIColor.systemRed).frame(width: 10, height: 10)
            Color(UIColor.orange).frame(width: 10, height: 10)
        }
        #expect(Self.fills(ViewHost(view, device: .iPhone16).svg()) == ["#ffffff", "#f2f2f7", "#ff3b30", "#ff8000"])
        #expect(Self.fills(ViewHost(view, device: Device.iPhone16.dark()).svg()) == ["#000000", "#1c1c1e", "#ff453a", "#ff8000"])
    }

    @Test("#colorLiteral makes a UIColor, as UIKit's literal type; Color(#colorLiteral(…)) draws its components")
    func colorLiterals() {
        let literal = #colorLiteral(red: 1, green: 0.4941176471, blue: 0.4745098039, alpha: 1)
        #expect(type(of: literal) == UIColor.self)
        let view = Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)).frame(width: 10, height: 10)
        #expect(Self.fills(ViewHost(view, device: .iPhone16).svg()) == ["#ff8000"])
        let image = #imageLiteral(resourceName: "logo")
        #expect(type(of: image) == UIImage.self)
    }

    @Test("cgColor keeps a colour's components both ways; a particle emitter wrapped in a UIViewRepresentable holds its cells and is never drawn")
    func coreGraphicsColoursAndEmitters() {
        let cg = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5).cgColor
        #expect(cg.components == [1, 0.5, 0, 0.5])
        #expect(Color(cgColor: cg).resolved == Color(red: 1, green: 0.5, blue: 0, opacity: 0.5).resolved)
        #expect(UIColor(cgColor: cg).cgColor == cg)
        #expect(UIImage(named: "Spark")?.cgImage != nil)

        struct Sparks: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView {
                let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let emitter = CAEmitterLayer()
                emitter.emitterShape = .point
                emitter.emitterMode = .outline
                emitter.renderMode = .additive
                let cell = CAEmitterCell()
                cell.birthRate = 5
                cell.color = UIColor.white.cgColor
                cell.contents = UIImage(named: "Spark")?.cgImage
                emitter.emitterCells = [cell]
                host.layer.addSublayer(emitter)
                return host
            }
            func updateUIView(_ uiView: UIView, context: Context) {}
        }
        let sparks = ViewHost(ZStack { Color.black; Sparks() }, canvasSize: CGSize(width: 100, height: 100))
        let plain = ViewHost(ZStack { Color.black; Color.clear }, canvasSize: CGSize(width: 100, height: 100))
        #expect(sparks.svg() == plain.svg(), "the emitter draws nothing over the black background")
        let layer = CAEmitterLayer()
        let parent = CALayer()
        parent.addSublayer(layer)
        #expect(parent.sublayers?.count == 1 && layer.superlayer === parent)
        layer.removeFromSuperlayer()
        #expect(parent.sublayers?.isEmpty == true && layer.superlayer == nil)
    }

    @Test("UIColor and Color convert both ways, components and opacity kept")
    func uiColorRoundTrip() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).withAlphaComponent(0.5)
        #expect(Color(color) == Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.5))
        #expect(UIColor(Color.blue) == UIColor.systemBlue)
        #expect(UIColor.label != UIColor.black, "label adapts; black does not")
    }

    @Test("Image(uiImage:) of a named asset lays out and hits like Image of that name; an unknown symbol is nil")
    func uiImageDrawsAsImage() {
        let photo = UIImage(named: "1")
        #expect(photo != nil, "Tactile ships no assets: every name answers the placeholder image")
        let host = ViewHost(VStack {
            Image(uiImage: photo!).accessibilityIdentifier("ui")
            Image("1").accessibilityIdentifier("named")
        })
        #expect(host.view("ui").globalFrame.size == host.view("named").globalFrame.size)
        #expect(photo!.size == host.view("named").globalFrame.size)
        #expect(UIImage(systemName: "heart.fill") != nil)
        #expect(UIImage(systemName: "no.such.symbol.anywhere") == nil)
    }

    /// A sheet and a pushed page that read `presentationMode`, and a root that reads it too.
    private struct Screen: View {
        @State private var showsSheet = false
        var body: some View {
            NavigationStack {
                VStack {
                    ModeReader(label: "root")
                    Button("Show") { showsSheet = true }
                    NavigationLink("Push") { ModeReader(label: "pushed") }
                }
            }
            .sheet(isPresented: $showsSheet) { ModeReader(label: "sheet") }
        }
    }

    private struct ModeReader: View {
        let label: String
        @Environment(\.presentationMode) private var presentationMode: Binding<PresentationMode>
        var body: some View {
            VStack {
                Text("\(label) \(presentationMode.wrappedValue.isPresented ? "presented" : "not presented")")
                Button("Close \(label)") { presentationMode.wrappedValue.dismiss() }
            }
        }
    }

    @Test("presentationMode: presented in a sheet and a pushed page, not at the root; dismiss() closes the sheet and pops the page")
    func presentationModeDismisses() async {
        let host = ViewHost(Screen())
        #expect(host.view(withText: "root not presented") != nil)
        host.tap(on: "Close root")
        await host.settle()
        #expect(host.view(withText: "root not presented") != nil, "at the root dismiss() does nothing")

        host.tap(on: "Show")
        await host.settle()
        #expect(host.view(withText: "sheet presented") != nil)
        host.tap(on: "Close sheet")
        await host.settle()
        #expect(host.view(withText: "sheet presented") == nil)

        host.tap(on: "Push")
        await host.settle()
        #expect(host.view(withText: "pushed presented") != nil)
        host.tap(on: "Close pushed")
        await host.settle()
        #expect(host.view(withText: "pushed presented") == nil)
        #expect(host.view(withText: "root not presented") != nil)
    }
}
