import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `backgroundPreferenceValue` and `overlayPreferenceValue` as SwiftUI documents them: "reads
/// the specified preference value from the view, using it to produce a second view that is
/// applied as the background (overlay) of the original view", aligned by `alignment`.
@MainActor
@Suite("Preference value layers")
struct PreferenceValueLayerTests {
    struct BadgeKey: PreferenceKey {
        static var defaultValue: Int { 0 }
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    /// A value type that is not `Equatable`, as libraries' layout preference values often are.
    struct Boxes {
        var widths: [CGFloat]
    }

    struct BoxesKey: PreferenceKey {
        static var defaultValue: Boxes { Boxes(widths: []) }
        static func reduce(value: inout Boxes, nextValue: () -> Boxes) { value.widths += nextValue().widths }
    }

    private struct Counter: View {
        @State private var count = 1
        var body: some View {
            VStack {
                Text("one").preference(key: BadgeKey.self, value: count)
                Text("two").preference(key: BadgeKey.self, value: 10)
                Button("more") { count += 1 }.accessibilityIdentifier("more")
            }
            .frame(width: 200, height: 200)
            .overlayPreferenceValue(BadgeKey.self, alignment: .topTrailing) { total in
                Text("total \(total)").accessibilityIdentifier("badge")
            }
            .backgroundPreferenceValue(BadgeKey.self) { total in
                Color.yellow.frame(width: CGFloat(total), height: 5).accessibilityIdentifier("bar")
            }
            .accessibilityIdentifier("panel")
        }
    }

    @Test("the overlay is built from the subtree's combined value and aligned by alignment; it follows state")
    func overlayFollowsValue() throws {
        let host = ViewHost(Counter())
        #expect(host.view(withText: "total 11") != nil)
        let panel = try #require(host.view(withIdentifier: "panel")?.globalFrame)
        let badge = try #require(host.view(withIdentifier: "badge")?.globalFrame)
        #expect(abs(badge.maxX - panel.maxX) < 0.01 && abs(badge.minY - panel.minY) < 0.01, "top trailing")
        host.tap(on: "more")
        #expect(host.view(withText: "total 12") != nil)
    }

    @Test("the background takes the value too, centred without an alignment, and is drawn behind the content")
    func backgroundCentred() throws {
        let host = ViewHost(Counter())
        let panel = try #require(host.view(withIdentifier: "panel")?.globalFrame)
        let bar = try #require(host.view(withIdentifier: "bar")?.globalFrame)
        #expect(bar.size == CGSize(width: 11, height: 5))
        #expect(abs(bar.midX - panel.midX) < 0.01 && abs(bar.midY - panel.midY) < 0.01)
        let order = host.svg().ranges(of: "fill=\"#ffcc00\"").first.map { host.svg()[..<$0.lowerBound].count } ?? -1
        let firstText = host.svg().range(of: "<text").map { host.svg()[..<$0.lowerBound].count } ?? -1
        #expect(order >= 0 && order < firstText, "the bar comes before the texts in painter's order")
    }

    @Test("a value measured by a GeometryReader reaches the layer, also when its type is not Equatable")
    func measuredValueNotEquatable() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10).background(GeometryReader { proxy in
                Color.clear.preference(key: BoxesKey.self, value: Boxes(widths: [proxy.size.width]))
            })
            Color.blue.frame(width: 50, height: 10).background(GeometryReader { proxy in
                Color.clear.preference(key: BoxesKey.self, value: Boxes(widths: [proxy.size.width]))
            })
        }
        .overlayPreferenceValue(BoxesKey.self) { boxes in
            Text(verbatim: "widths " + boxes.widths.map { "\(Int($0))" }.joined(separator: ","))
        }
        let host = ViewHost(view)
        #expect(host.view(withText: "widths 30,50") != nil)
    }
}
