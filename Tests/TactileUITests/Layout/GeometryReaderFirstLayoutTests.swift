import Testing
import Tactile
import TactileTesting
@testable import TactileUI

/// SwiftUI runs a `GeometryReader`'s content during layout, so the first body to read the proxy
/// already sees the laid-out size. Tactile evaluates the content before its layout (with zero
/// placeholders) and again once laid out, in the same update: these scenarios pin down that the
/// placeholder pass is invisible — to `onAppear`, `onChange`, `task` and animations alike — as it
/// is on iOS, where a bottom sheet sized from its reader is drawn collapsed from its first frame.
@MainActor
@Suite("A GeometryReader's first layout is its content's first evaluation")
struct GeometryReaderFirstLayoutTests {
    /// A body that copies the proxy's size into a constant its actions capture.
    struct CapturedSize: View {
        let log: EventLog
        var body: some View {
            GeometryReader { proxy in
                let width = proxy.size.width
                Color.clear
                    .onAppear { log.add("appear \(Int(width))") }
                    .onChange(of: width) { old, new in log.add("change \(Int(old))→\(Int(new))") }
                    .task { log.add("task \(Int(width))") }
            }
            .frame(width: 120, height: 80)
        }
    }

    @Test("onAppear and task run once with the laid-out size a body captured, and onChange reports no change")
    func actionsSeeTheLaidOutSize() async {
        let log = EventLog()
        let host = ViewHost(CapturedSize(log: log), canvasSize: CGSize(width: 400, height: 300))
        await host.waitForTasks()
        #expect(log.events == ["appear 120", "task 120"])
    }

    struct InitialChange: View {
        let log: EventLog
        @State private var wide = false
        var body: some View {
            VStack {
                GeometryReader { proxy in
                    Color.clear.onChange(of: proxy.size.width, initial: true) { old, new in
                        log.add("change \(Int(old))→\(Int(new))")
                    }
                }
                .frame(width: wide ? 200 : 100, height: 50)
                Button("Widen") { wide = true }
            }
        }
    }

    @Test("onChange(initial: true) reports the laid-out value once, and a later resize as a change")
    func initialThenResize() {
        let log = EventLog()
        let host = ViewHost(InitialChange(log: log), canvasSize: CGSize(width: 400, height: 300))
        #expect(log.events == ["change 100→100"])
        host.tap(on: "Widen")
        host.advance(by: 0.1)
        #expect(log.events == ["change 100→100", "change 100→200"])
    }

    /// A bottom sheet in the style of sheet libraries: collapsed to its last 100 pt by an offset
    /// computed from its reader's height, under an implicit spring.
    struct Sheet: View {
        @State private var expanded = false
        var body: some View {
            GeometryReader { proxy in
                Color.gray
                    .frame(height: proxy.size.height)
                    .accessibilityIdentifier("sheet")
                    .offset(y: expanded ? 0 : proxy.size.height - 100)
                    // `.animation(.interactiveSpring())`, the deprecated form such sheets use.
                    .modifier(ImplicitAnimationModifier<Bool>(animation: .interactiveSpring(), value: nil))
                    .onTapGesture { expanded.toggle() }
            }
        }
    }

    /// The same sheet over a `List` of `ForEach` rows, whose rows a lazy window realizes in the same
    /// update as the reader's first layout (danielsaidi/BottomSheet over its demo list).
    struct SheetOverList: View {
        var body: some View {
            ZStack {
                List(1...5, id: \.self) { Text("Row \($0)") }
                Sheet()
            }
        }
    }

    @Test("a sheet offset from its reader's height is drawn collapsed from the first frame, with no spring from the placeholder, alone and over a List of ForEach rows",
          arguments: [false, true])
    func firstFrameIsCollapsed(overList: Bool) {
        let host = ViewHost(overList ? AnyView(SheetOverList()) : AnyView(Sheet()), canvasSize: CGSize(width: 390, height: 844))
        #expect(host.drawnView(withIdentifier: "sheet")?.globalFrame.minY == 744)
        host.advance(by: 0.05)
        #expect(host.drawnView(withIdentifier: "sheet")?.globalFrame.minY == 744)
    }

    @Test("a change after the first frame still animates under the content's implicit animation")
    func laterChangeAnimates() async {
        let host = ViewHost(Sheet(), canvasSize: CGSize(width: 390, height: 844))
        host.tap(at: CGPoint(x: 195, y: 800))
        host.advance(by: 0.05)
        let midway = try? #require(host.drawnView(withIdentifier: "sheet")?.globalFrame.minY)
        #expect(midway.map { $0 > 0 && $0 < 744 } == true, "the spring is under way: \(String(describing: midway))")
        await host.settle()
        #expect(host.drawnView(withIdentifier: "sheet")?.globalFrame.minY == 0)
    }
}

/// A proxy read only by a closure the layout runs — an alignment guide in the style of tag layouts,
/// placing each view by the reader's width — sees the laid-out size as a body's read does.
@MainActor
@Suite("A GeometryReader read by layout closures")
struct GeometryReaderLayoutReadTests {
    struct Centred: View {
        var body: some View {
            GeometryReader { proxy in
                ZStack(alignment: .topLeading) {
                    Text("AAA").alignmentGuide(.leading) { _ in -proxy.size.width / 2 }
                    Text("BBB")
                }
            }
            .frame(width: 390, height: 100)
        }
    }

    @Test("an alignment guide computed from the reader's width places its view by the laid-out width")
    func alignmentGuideSeesTheSize() {
        let host = ViewHost(Centred(), canvasSize: CGSize(width: 390, height: 100))
        let shifted = host.view(withText: "AAA")?.globalFrame.minX ?? -1
        let anchor = host.view(withText: "BBB")?.globalFrame.minX ?? -1
        #expect(shifted - anchor == 195, "AAA sits half the reader's width right of BBB: \(shifted), \(anchor)")
    }
}
