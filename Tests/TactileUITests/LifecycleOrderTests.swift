import Testing
import Tactile
import TactileTesting
@testable import TactileUI

/// The order of an update's actions (SwiftUI's): bodies are evaluated and laid out, then the
/// `onPreferenceChange` actions read what that layout measured, then `onAppear`/`onChange` run.
/// A swipe-to-reveal row measures its actions' width this way and sizes its drag from it when
/// it appears; run before the layout, it would see a width of zero.
@MainActor
@Suite("Update order: layout, preferences, then lifecycle")
struct LifecycleOrderTests {
    struct ActionsWidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
    }

    /// A row in the style of swipe-action libraries: its hidden actions report their width
    /// through a preference; `onAppear` reads it to set the row's reveal distance.
    struct SwipeRow: View {
        let log: EventLog
        @State private var actionsWidth: CGFloat = 0
        @State private var revealDistance: CGFloat = -1
        var body: some View {
            HStack(spacing: 0) {
                Text("Message").frame(width: 200, height: 44)
                HStack(spacing: 0) {
                    Color.red.frame(width: 74)
                    Color.gray.frame(width: 74)
                }
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: ActionsWidthKey.self, value: proxy.size.width)
                })
                .onPreferenceChange(ActionsWidthKey.self) { width in
                    log.add("preference \(Int(width))")
                    actionsWidth = width
                }
            }
            .frame(height: 44)
            .onAppear {
                log.add("appear \(Int(actionsWidth))")
                revealDistance = actionsWidth
            }
            .overlay(Text("reveal \(Int(revealDistance))"))
        }
    }

    @Test("onPreferenceChange reports the laid-out value before onAppear runs, and never a pre-layout zero")
    func preferenceBeforeAppear() {
        let log = EventLog()
        let host = ViewHost(SwipeRow(log: log), canvasSize: CGSize(width: 400, height: 100))
        #expect(log.events == ["preference 148", "appear 148"])
        #expect(host.view(withText: "reveal 148") != nil)
    }

    struct MeasuredOnAppear: View {
        let log: EventLog
        var body: some View {
            GeometryReader { proxy in
                Color.clear.onAppear { log.add("appear \(Int(proxy.size.width))×\(Int(proxy.size.height))") }
            }
            .frame(width: 120, height: 80)
        }
    }

    @Test("a GeometryReader's proxy read in onAppear gives the laid-out size")
    func geometryInAppear() {
        let log = EventLog()
        _ = ViewHost(MeasuredOnAppear(log: log), canvasSize: CGSize(width: 400, height: 300))
        #expect(log.events == ["appear 120×80"])
    }

    struct Growing: View {
        let log: EventLog
        @State private var count = 1
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { _ in Color.blue.frame(width: 10, height: 10) }
            }
            .background(GeometryReader { proxy in
                Color.clear.preference(key: ActionsWidthKey.self, value: proxy.size.height)
            })
            .onPreferenceChange(ActionsWidthKey.self) { height in log.add("height \(Int(height))") }
            .onAppear { log.add("appear"); count = 3 }
        }
    }

    @Test("state an onAppear writes is laid out in the same update, and its new measure reported once")
    func appearWriteRemeasured() {
        let log = EventLog()
        _ = ViewHost(Growing(log: log), canvasSize: CGSize(width: 400, height: 300))
        #expect(log.events == ["height 10", "appear", "height 30"])
    }
}
