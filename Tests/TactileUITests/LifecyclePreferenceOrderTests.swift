import Foundation
import Testing
import TactileTesting
@testable import TactileUI

@MainActor
private final class OrderLog {
    var entries: [String] = []
}

private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// A row in the style of swipe-action libraries: the actions' width is measured through a
/// `GeometryReader` preference only until `onAppear` marks it counted.
private struct MeasuredActions: View {
    let log: OrderLog
    @State private var counted = false
    @State private var width: CGFloat = 0

    var body: some View {
        HStack {
            Text("Row")
            Color.red.frame(width: 60, height: 40)
                .overlay(GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
                .onPreferenceChange(WidthKey.self) { value in
                    log.entries.append("pref \(Int(value))")
                    if !counted { width += value }
                }
                .onAppear {
                    log.entries.append("appear")
                    counted = true
                }
            Text("width \(Int(width))")
        }
    }
}

@MainActor
@Suite("Lifecycle and preference order")
struct LifecyclePreferenceOrderTests {
    @Test("a preference measured by a GeometryReader reaches onPreferenceChange with its laid-out value before onAppear runs")
    func measuredPreferenceBeforeAppear() {
        let log = OrderLog()
        let host = ViewHost(MeasuredActions(log: log))
        #expect(log.entries.first == "pref 60", "\(log.entries)")
        #expect(host.view(withText: "width 60") != nil, "\(log.entries)")
    }
}
