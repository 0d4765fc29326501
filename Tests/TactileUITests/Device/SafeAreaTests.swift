import Foundation
import Testing
import TactileTesting
import TactileUI

/// Safe-area layout on a device, as SwiftUI lays it out on iOS. The device is an iPhone 16 Pro
/// (402 × 874 pt, safe area 62 top, 34 bottom): the safe region is y 62…840, 778 pt tall.
@MainActor
@Suite("Safe area")
struct SafeAreaTests {
    private let device = Device.iPhone16Pro

    private func frame<V: View>(_ identifier: String, in view: V, device: Device = .iPhone16Pro) -> CGRect? {
        ViewHost(view, device: device).view(withIdentifier: identifier)?.globalFrame
    }

    @Test("a full-screen colour fills the safe region, not the status bar or the home indicator")
    func fullScreenColourKeepsToSafeArea() {
        #expect(frame("fill", in: Color.red.accessibilityIdentifier("fill")) == CGRect(x: 0, y: 62, width: 402, height: 778))
    }

    @Test("ignoresSafeArea extends a full-screen colour to the whole screen")
    func ignoresSafeAreaFillsScreen() {
        #expect(frame("fill", in: Color.red.accessibilityIdentifier("fill").ignoresSafeArea())
            == CGRect(x: 0, y: 0, width: 402, height: 874))
    }

    @Test("ignoresSafeArea on some edges extends only those")
    func ignoresSafeAreaOnEdges() {
        // Top only: y 0…840; the bottom stays at the safe region's edge.
        #expect(frame("fill", in: Color.red.accessibilityIdentifier("fill").ignoresSafeArea(edges: .top))
            == CGRect(x: 0, y: 0, width: 402, height: 840))
        // The deprecated form does the same.
        #expect(frame("fill", in: Color.red.accessibilityIdentifier("fill").edgesIgnoringSafeArea(.bottom))
            == CGRect(x: 0, y: 62, width: 402, height: 812))
    }

    @Test("ignoring only the keyboard region leaves the container safe area")
    func keyboardRegionOnly() {
        #expect(frame("fill", in: Color.red.accessibilityIdentifier("fill").ignoresSafeArea(.keyboard))
            == CGRect(x: 0, y: 62, width: 402, height: 778))
    }

    @Test("a view away from the safe area's edges does not grow when it ignores it")
    func innerViewDoesNotGrow() {
        // 100 × 100 centred in the safe region: y = 62 + (778 − 100) / 2 = 401.
        let view = Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box").ignoresSafeArea()
        #expect(frame("box", in: view) == CGRect(x: 151, y: 401, width: 100, height: 100))
    }

    @Test("a background shape style extends into the safe area where its content reaches it")
    func backgroundStyleExtends() {
        // A bar at the top of the safe region: its content is 44 tall at y 62; the fill reaches y 0.
        let view = VStack(spacing: 0) {
            Text("Title").frame(maxWidth: .infinity).frame(height: 44).background(Color.blue)
                .accessibilityIdentifier("bar")
            Spacer()
        }
        let host = ViewHost(view, device: device)
        #expect(host.view(withIdentifier: "bar")?.globalFrame == CGRect(x: 0, y: 62, width: 402, height: 44))
        let fills = host.drawnViews.filter { $0.fillColor != nil && $0.globalFrame.minY == 0 }
        #expect(fills.first?.globalFrame == CGRect(x: 0, y: 0, width: 402, height: 106))
        // With no edges ignored it stays on the bar.
        let plain = ViewHost(VStack(spacing: 0) {
            Text("Title").frame(maxWidth: .infinity).frame(height: 44).background(Color.blue, ignoresSafeAreaEdges: [])
            Spacer()
        }, device: device)
        #expect(plain.drawnViews.contains { $0.fillColor != nil && $0.globalFrame == CGRect(x: 0, y: 62, width: 402, height: 44) })
    }

    @Test("a touch in the status bar area hits a view that ignores the safe area, and nothing that does not")
    func hitTestingFollowsExtendedFrames() {
        var ignoringTaps = 0
        var keepingTaps = 0
        let host = ViewHost(ZStack {
            Color.red.ignoresSafeArea().onTapGesture { ignoringTaps += 1 }
        }, device: device)
        host.tap(at: CGPoint(x: 200, y: 20))
        #expect(ignoringTaps == 1)
        let keeping = ViewHost(Color.red.onTapGesture { keepingTaps += 1 }, device: device)
        keeping.tap(at: CGPoint(x: 200, y: 20))
        keeping.tap(at: CGPoint(x: 200, y: 100))
        #expect(keepingTaps == 1)
    }

    @Test("safeAreaInset puts the bar at the bottom and lays the content out above it")
    func safeAreaInsetBottom() {
        var taps = 0
        let view = Color.yellow.accessibilityIdentifier("content")
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Button("Add") { taps += 1 }.frame(maxWidth: .infinity).frame(height: 50).accessibilityIdentifier("bar")
            }
        let host = ViewHost(view, device: device)
        // The bar sits on the safe region's bottom edge: 840 − 50 = 790; the content takes 62…790.
        #expect(host.view(withIdentifier: "bar")?.globalFrame == CGRect(x: 0, y: 790, width: 402, height: 50))
        #expect(host.view(withIdentifier: "content")?.globalFrame == CGRect(x: 0, y: 62, width: 402, height: 728))
        host.tap(on: "Add")
        #expect(taps == 1)
    }

    @Test("safeAreaInset's default spacing is the system spacing, and content ignoring the safe area runs under the bar")
    func safeAreaInsetSpacingAndIgnoring() {
        let spaced = Color.yellow.accessibilityIdentifier("content")
            .safeAreaInset(edge: .top) { Color.blue.frame(height: 40) }
        // 62 + 40 + 8 = 110 down to 840.
        #expect(frame("content", in: spaced) == CGRect(x: 0, y: 110, width: 402, height: 730))
        let under = Color.yellow.accessibilityIdentifier("content").ignoresSafeArea()
            .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 40) }
        #expect(frame("content", in: under) == CGRect(x: 0, y: 0, width: 402, height: 874))
    }

    @Test("safeAreaInset on a horizontal edge insets the width")
    func safeAreaInsetLeading() {
        let view = Color.yellow.accessibilityIdentifier("content")
            .safeAreaInset(edge: .leading, spacing: 0) { Color.blue.frame(width: 60).accessibilityIdentifier("rail") }
        #expect(frame("rail", in: view) == CGRect(x: 0, y: 62, width: 60, height: 778))
        #expect(frame("content", in: view) == CGRect(x: 60, y: 62, width: 342, height: 778))
    }

    @Test("safeAreaPadding insets the content, which can extend back into the padding")
    func safeAreaPadding() {
        #expect(frame("content", in: Color.yellow.accessibilityIdentifier("content").safeAreaPadding(20))
            == CGRect(x: 20, y: 82, width: 362, height: 738))
        #expect(frame("content", in: Color.yellow.accessibilityIdentifier("content").ignoresSafeArea(edges: .horizontal)
            .safeAreaPadding(.horizontal, 20)) == CGRect(x: 0, y: 62, width: 402, height: 778))
    }

    /// A `GeometryReader` whose body writes the insets it reads into `box` (it runs again when a
    /// layout changes them).
    private func reader(_ box: InsetsBox) -> some View {
        GeometryReader { proxy in
            let _ = box.value = proxy.safeAreaInsets
            Color.clear
        }
    }

    @Test("GeometryProxy.safeAreaInsets reports the device's insets at the root, with or without ignoresSafeArea")
    func geometryProxyInsets() {
        let inside = InsetsBox(), ignoring = InsetsBox(), middle = InsetsBox()
        _ = ViewHost(reader(inside), device: device)
        #expect(inside.value == EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        _ = ViewHost(reader(ignoring).ignoresSafeArea(), device: device)
        #expect(ignoring.value == EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        // A reader in the middle of the screen reaches no unsafe edge.
        _ = ViewHost(reader(middle).frame(width: 100, height: 100), device: device)
        #expect(middle.value == EdgeInsets())
    }

    @Test("GeometryProxy.safeAreaInsets counts a safeAreaInset bar")
    func geometryProxyCountsInset() {
        let insets = InsetsBox()
        _ = ViewHost(reader(insets).safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }, device: device)
        // The reader ends at the bar (840 − 50 = 790); below it lie the bar and the home
        // indicator, 50 + 34 = 84: "the safe area of the resulting view is increased" by the bar.
        #expect(insets.value.top == 62)
        #expect(insets.value.bottom == 84)
    }

    private struct Presenter: View {
        let cover: Bool
        @State private var shown = false
        var body: some View {
            if cover {
                Button("Show") { shown = true }.fullScreenCover(isPresented: $shown) { Color.green.accessibilityIdentifier("presented") }
            } else {
                Button("Show") { shown = true }.sheet(isPresented: $shown) { Color.green.accessibilityIdentifier("presented") }
            }
        }
    }

    @Test("a full-screen cover lays its content out in the safe area; a sheet's content stays above the home indicator")
    func presentationsKeepToSafeArea() {
        let cover = ViewHost(Presenter(cover: true), device: device)
        cover.tap(on: "Show")
        cover.advance(by: 1)
        #expect(cover.view(withIdentifier: "presented")?.globalFrame == CGRect(x: 0, y: 62, width: 402, height: 778))
        // The sheet rests 10 pt below the window's top (`sheetTopInset`): 874 − 10 tall, its content 34 shorter.
        let sheet = ViewHost(Presenter(cover: false), device: device)
        sheet.tap(on: "Show")
        sheet.advance(by: 1)
        #expect(sheet.view(withIdentifier: "presented")?.globalFrame == CGRect(x: 0, y: 10, width: 402, height: 830))
    }

    @Test("a canvas without a device lays out exactly as before: no safe area anywhere")
    func bareCanvasUnchanged() {
        let host = ViewHost(Color.red.accessibilityIdentifier("fill").ignoresSafeArea(), canvasSize: CGSize(width: 300, height: 200))
        #expect(host.view(withIdentifier: "fill")?.globalFrame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(host.device == Device(canvasSize: CGSize(width: 300, height: 200)))
        let insets = InsetsBox()
        _ = ViewHost(reader(insets), canvasSize: CGSize(width: 300, height: 200))
        #expect(insets.value == EdgeInsets())
    }
}

/// What a reader's body last read.
@MainActor
final class InsetsBox {
    var value = EdgeInsets(top: -1, leading: -1, bottom: -1, trailing: -1)
}
