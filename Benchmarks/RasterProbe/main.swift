import Foundation
import TactileUI

// Rasterizes frames and encodes them as PNG, outside the benchmark harness (which builds
// swift-syntax in release mode): wall time per frame for docs/PERFORMANCE.md ("Rasterizer"),
// and a deterministic workload for callgrind.
//
// usage: RasterProbe [SCENE: grid | card | glyphs (grid)] [SCALE (1)] [FRAMES (20)] [OUTPUT.png]
// Prints the image size, the PNG size and the mean wall time of rasterizing, and of encoding;
// writes the PNG to OUTPUT.png when given (to look at).

/// The benchmarks' 1,000-view grid (`GestureGrid.withViews(1_000)`): 25 rows of 40 blue 3 pt cells.
struct Grid: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<25) { _ in
                HStack(spacing: 0) {
                    ForEach(0..<40) { _ in Color.blue.frame(width: 3, height: 3).onTapGesture {} }
                }
            }
        }
    }
}

/// A screen of the kind snapshot tests draw: a full-canvas gradient, cards with rounded corners
/// and shadows, circles, strokes and text.
struct Cards: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
            VStack(spacing: 16) {
                ForEach(0..<6) { index in
                    HStack {
                        Circle().fill(Color.orange).frame(width: 44, height: 44)
                        Text("Card number \(index) with a title").font(.headline)
                        Spacer()
                    }
                    .padding(12)
                    .background(RoundedRectangle(cornerRadius: 14).fill(Color.white).shadow(radius: 6))
                    .overlay(RoundedRectangle(cornerRadius: 14).stroke(Color.gray, lineWidth: 1))
                }
            }
            .padding(20)
        }
    }
}

/// Every glyph of the stroke font, in three weights and italic.
struct Glyphs: View {
    var body: some View {
        let ascii = String((32...126).map { Character(UnicodeScalar(UInt8($0))) })
        VStack(alignment: .leading, spacing: 8) {
            Text(ascii).font(.system(size: 22))
            Text(ascii).font(.system(size: 22, weight: .bold))
            Text(ascii).font(.system(size: 14, weight: .light))
            Text("The quick brown fox jumps over the lazy dog. 0123456789 é").font(.system(size: 18).italic())
        }
        .frame(width: 380)
    }
}

@MainActor
func runProbe() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let scene = arguments.first ?? "grid"
    let scale = arguments.count > 1 ? Double(arguments[1]) ?? 1 : 1
    let frames = max(1, arguments.count > 2 ? Int(arguments[2]) ?? 20 : 20)
    let view = switch scene {
    case "card": AnyView(Cards())
    case "glyphs": AnyView(Glyphs())
    default: AnyView(Grid())
    }
    let graph = ViewGraph(rootView: view, canvasSize: CGSize(width: 390, height: 844), clock: VirtualClock())
    let list = graph.displayList()
    let clock = ContinuousClock()
    var image = RasterImage(width: 0, height: 0)
    let rasterizing = clock.measure {
        for _ in 0..<frames { image = (try? Rasterizer.image(of: list, scale: scale)) ?? image }
    }
    var png = Data()
    let encoding = clock.measure {
        for _ in 0..<frames { png = PNGEncoder.data(of: image) }
    }
    func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.2f", (Double(seconds) + Double(attoseconds) / 1e18) * 1000 / Double(frames))
    }
    if arguments.count > 3 { try? png.write(to: URL(fileURLWithPath: arguments[3])) }
    print("\(scene) ×\(scale): \(list.items.count) items, \(image.width)×\(image.height) px, PNG \(png.count) bytes")
    print("rasterize \(milliseconds(rasterizing)) ms/frame, encode \(milliseconds(encoding)) ms/frame (\(frames) frames)")
}

MainActor.assumeIsolated { runProbe() }
