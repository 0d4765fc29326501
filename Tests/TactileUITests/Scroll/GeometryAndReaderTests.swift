import Foundation
import Testing
import TactileTesting

/// `GeometryReader`/`GeometryProxy` and `ScrollViewReader`/`ScrollViewProxy.scrollTo` through
/// the host (issue 13; docs/ARCHITECTURE-HOST.md, "Scrolling").
@MainActor
@Suite("GeometryReader and ScrollViewReader")
struct GeometryAndReaderTests {
    /// A reader offered 300 × 200 at (50, 100) of a 400 × 400 canvas, inside a named space.
    struct Measured: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.clear.frame(height: 100)
                GeometryReader { proxy in
                    let global = proxy.frame(in: .global)
                    let named = proxy.frame(in: .named("outer"))
                    let local = proxy.frame(in: .local)
                    VStack {
                        Text("size \(Int(proxy.size.width))x\(Int(proxy.size.height))")
                        Text("global \(Int(global.minX)),\(Int(global.minY))")
                        Text("named \(Int(named.minX)),\(Int(named.minY))")
                        Text("local \(Int(local.minX)),\(Int(local.minY)) \(Int(local.width))x\(Int(local.height))")
                        Text("iOS 17 \(Int(proxy.frame(in: .global).minY)) \(proxy.bounds(of: .named("outer")).map { Int($0.minY) } ?? -1)")
                        Text("insets \(Int(proxy.safeAreaInsets.top))")
                    }
                }
                .frame(width: 300, height: 200)
                Color.clear.frame(height: 100)
            }
            .padding(.top, 0)
            .coordinateSpace(name: "outer")
        }
    }

    @Test("GeometryReader reports the size it is offered and its frame in every coordinate space")
    func geometryOutsideScrollView() {
        let host = scrollHost(Measured())
        #expect(host.view(withText: "size 300x200") != nil)
        #expect(host.view(withText: "global 50,100") != nil)
        #expect(host.view(withText: "named 50,100") != nil)
        #expect(host.view(withText: "local 0,0 300x200") != nil)
        #expect(host.view(withText: "iOS 17 100 100") != nil)
        #expect(host.view(withText: "insets 0") != nil)
    }

    struct ScrolledReader: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.blue.frame(height: 100).accessibilityIdentifier("row-0")
                    GeometryReader { proxy in
                        VStack(spacing: 0) {
                            Text("at \(Int(proxy.frame(in: .named("scroll")).minY)) global \(Int(proxy.frame(in: .global).minY))")
                            Text("local \(Int(proxy.frame(in: .local).minY)) scrollView \(Int(proxy.frame(in: .scrollView).minY))")
                        }
                    }
                    .frame(height: 50)
                    Color.blue.frame(height: 1000)
                }
            }
            .coordinateSpace(name: "scroll")
        }
    }

    @Test("inside a scroll view, a GeometryReader's frame moves with the content offset")
    func geometryInsideScrollView() {
        let host = scrollHost(ScrolledReader())
        #expect(host.view(withText: "at 100 global 100") != nil)
        host.touchDown(at: CGPoint(x: 200, y: 300))
        host.step(to: CGPoint(x: 200, y: 285))
        host.step(to: CGPoint(x: 200, y: 225))
        #expect(host.view(withText: "at 40 global 40") != nil, "\(host.drawnViews.compactMap(\.text))")
        #expect(host.view(withText: "local 0 scrollView 40") != nil, "iOS 17's .scrollView space is the viewport's")
        host.touchUp(at: CGPoint(x: 200, y: 225))
    }

    @Test("GeometryReader takes 10 × 10 when it is offered nothing (SwiftUI's unspecified size)")
    func geometryIdealSize() {
        let host = scrollHost(ScrollView(.horizontal) {
            GeometryReader { proxy in Text("w \(Int(proxy.size.width)) h \(Int(proxy.size.height))") }
        })
        #expect(host.view(withText: "w 10 h 400") != nil)
    }

    struct Jump: View {
        let animated: Bool
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Jump") {
                        if animated {
                            withAnimation(.linear(duration: 1)) { proxy.scrollTo(50, anchor: .top) }
                        } else {
                            proxy.scrollTo(50, anchor: .top)
                        }
                    }
                    .frame(height: 40)
                    .accessibilityIdentifier("jump")
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<100, id: \.self) { index in
                                Color.blue.frame(height: 40).accessibilityIdentifier("row-\(index)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("ScrollViewReader.scrollTo animates inside withAnimation")
    func scrollToAnimates() {
        let host = scrollHost(Jump(animated: true))
        let top = host.view("row-0").globalFrame.minY
        host.tap(on: "jump")
        let start = host.now
        host.advance(to: start + 0.5)
        let halfway = top - host.view("row-0").globalFrame.minY
        #expect(abs(halfway - 1000) < 1, "a linear second is half done at 0.5 s: \(halfway)")
        host.advance(to: start + 1.5)
        #expect(abs(host.view("row-50").globalFrame.minY - top) < 0.001, "row 50 at the top")
    }

    @Test("ScrollViewReader.scrollTo jumps without an animation")
    func scrollToJumps() {
        let host = scrollHost(Jump(animated: false))
        let top = host.view("row-0").globalFrame.minY
        host.tap(on: "jump")
        #expect(abs(host.view("row-50").globalFrame.minY - top) < 0.001)
    }

    @Test("scrollTo with no anchor moves the least that shows the view, and clamps to the content")
    func scrollToMinimal() {
        struct Minimal: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Button("Near") { proxy.scrollTo(12) }.frame(height: 40).accessibilityIdentifier("near")
                        Button("End") { proxy.scrollTo(99, anchor: .top) }.frame(height: 40).accessibilityIdentifier("end")
                        ScrollView {
                            VStack(spacing: 0) {
                                ForEach(0..<100, id: \.self) { Color.blue.frame(height: 40).accessibilityIdentifier("row-\($0)") }
                            }
                        }
                    }
                }
            }
        }
        let host = scrollHost(Minimal())
        // Viewport 80…400 (320 tall); row 12 is 480…520 in the content: its bottom meets the viewport's.
        host.tap(on: "near")
        #expect(abs(host.view("row-12").globalFrame.maxY - 400) < 0.001)
        host.tap(on: "end")
        #expect(abs(host.view("row-99").globalFrame.maxY - 400) < 0.001, "clamped: the last row rests at the bottom")
    }

    @Test("a nonisolated value made from the proxy reads its size and safe area, as on iOS")
    func nonisolatedReadOfTheProxy() {
        struct Screen: View {
            var body: some View {
                GeometryReader { proxy in
                    let screen = ScreenModel(proxy)
                    Text("screen \(Int(screen.height)) top \(Int(screen.top))")
                }
            }
        }
        // iPhone 16: 393 × 852, insets 59 top and 34 bottom; the reader gets the safe area.
        #expect(ViewHost(Screen(), device: .iPhone16).view(withText: "screen 852 top 59") != nil)
    }
}

/// A popup library's model of the screen, made from the proxy in a nonisolated initializer —
/// legal in the Swift 6 language mode because SwiftUI's `GeometryProxy` is not main-actor
/// isolated (this suite's file would not compile if Tactile's were).
struct ScreenModel {
    let height: CGFloat
    let top: CGFloat
    init(_ reader: GeometryProxy) {
        height = reader.size.height + reader.safeAreaInsets.top + reader.safeAreaInsets.bottom
        top = reader.safeAreaInsets.top
    }
}
