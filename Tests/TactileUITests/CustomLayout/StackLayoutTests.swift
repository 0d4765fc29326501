import Foundation
import PropertyBased
import Testing
import TactileTesting
@testable import TactileUI

/// `HStackLayout`, `VStackLayout`, `ZStackLayout` and `AnyLayout` (iOS 16), and
/// `layoutPriority(_:)` in stacks, as SwiftUI documents them.
@MainActor
@Suite("Stack layouts, AnyLayout and layout priority")
struct StackLayoutTests {
    struct Adaptive: View {
        @State var vertical = false
        @State var taps = 0
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            VStack {
                layout {
                    Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
                    Button("Count \(taps)") { taps += 1 }
                }
                Button("Switch") { vertical.toggle() }
            }
        }
    }

    @Test("switching an AnyLayout from HStackLayout to VStackLayout moves the subviews and keeps their state")
    func anyLayoutSwitchKeepsState() throws {
        let host = ViewHost(Adaptive(), canvasSize: CGSize(width: 390, height: 400))
        host.tap(on: "Count 0")
        host.tap(on: "Count 1")
        let a = try #require(host.view(withIdentifier: "a")?.globalFrame)
        let button = try #require(host.view(withText: "Count 2")?.globalFrame)
        #expect(button.minX >= a.maxX, "side by side in the HStackLayout")
        host.tap(on: "Switch")
        let a2 = try #require(host.view(withIdentifier: "a")?.globalFrame)
        let button2 = try #require(host.view(withText: "Count 2")?.globalFrame, "the count survived the switch")
        #expect(button2.minY >= a2.maxY, "stacked in the VStackLayout")
    }

    @Test("a Spacer in an HStackLayout grows along it, as in an HStack")
    func spacerFollowsStackOrientation() throws {
        let view = HStackLayout(spacing: 0) {
            Color.red.frame(width: 40, height: 40).accessibilityIdentifier("left")
            Spacer()
            Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("right")
        }
        .frame(width: 300)
        let host = ViewHost(view, canvasSize: CGSize(width: 390, height: 200))
        let left = try #require(host.view(withIdentifier: "left")?.globalFrame)
        let right = try #require(host.view(withIdentifier: "right")?.globalFrame)
        #expect(right.maxX - left.minX == 300)
    }

    @Test("layoutPriority: the higher-priority child is offered the space the others leave at their minimum")
    func layoutPriorityInHStack() throws {
        let view = HStack(spacing: 10) {
            Color.red.frame(minWidth: 50, maxWidth: .infinity).accessibilityIdentifier("low")
            Color.blue.frame(minWidth: 50, maxWidth: .infinity).layoutPriority(1).accessibilityIdentifier("high")
        }
        .frame(width: 300, height: 40)
        let host = ViewHost(view, canvasSize: CGSize(width: 390, height: 200))
        let low = try #require(host.view(withIdentifier: "low")?.globalFrame)
        let high = try #require(host.view(withIdentifier: "high")?.globalFrame)
        #expect(high.width == 240, "300 − 10 spacing − the other's 50-pt minimum")
        #expect(low.width == 50)
        #expect(high.minX == low.maxX + 10, "placed in order, whatever the priorities")
    }

    @Test("without priorities the two flexible children share equally (the priority path is not taken)")
    func equalShareWithoutPriority() throws {
        let view = HStack(spacing: 10) {
            Color.red.frame(minWidth: 50, maxWidth: .infinity).accessibilityIdentifier("a")
            Color.blue.frame(minWidth: 50, maxWidth: .infinity).layoutPriority(0).accessibilityIdentifier("b")
        }
        .frame(width: 300, height: 40)
        let host = ViewHost(view, canvasSize: CGSize(width: 390, height: 200))
        #expect(host.view(withIdentifier: "a")?.globalFrame.width == 145)
        #expect(host.view(withIdentifier: "b")?.globalFrame.width == 145)
    }

    @Test("a priority set on a child inside a nested stack is not the nested stack's")
    func priorityDoesNotCrossContainers() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 50, maxWidth: .infinity).accessibilityIdentifier("a")
            VStack { Color.blue.frame(minWidth: 50, maxWidth: .infinity).layoutPriority(5) }.accessibilityIdentifier("b")
        }
        .frame(width: 300, height: 40)
        let host = ViewHost(view, canvasSize: CGSize(width: 390, height: 200))
        #expect(host.view(withIdentifier: "a")?.globalFrame.width == 150)
        #expect(host.view(withIdentifier: "b")?.globalFrame.width == 150)
    }

    /// A child of random kind: fixed, flexible with a minimum, or flexible with a maximum.
    static let child = zip(Gen.int(in: 0...2), Gen.double(in: 0...120), Gen.double(in: 0...60), Gen.int(in: 0...2))

    struct Stacks: View {
        let specs: [(Int, Double, Double, Int)]
        let useLayout: Bool
        let vertical: Bool
        var body: some View {
            if useLayout {
                let layout = vertical ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout(alignment: .bottom))
                layout { children }
            } else if vertical {
                VStack(alignment: .leading) { children }
            } else {
                HStack(alignment: .bottom) { children }
            }
        }

        @ViewBuilder var children: some View {
            ForEach(specs.indices, id: \.self) { index in
                let (kind, a, b, priority) = specs[index]
                Group {
                    switch kind {
                    case 0: Color.red.frame(width: a, height: b)
                    case 1: Color.green.frame(minWidth: b, maxWidth: .infinity, minHeight: b, maxHeight: .infinity)
                    default: Color.blue.frame(maxWidth: a, maxHeight: a)
                    }
                }
                .layoutPriority(Double(priority))
                .accessibilityIdentifier("c\(index)")
            }
        }
    }

    @Test("HStackLayout and VStackLayout behind AnyLayout lay out random children exactly as HStack and VStack")
    func stackLayoutsMatchStacks() async {
        await propertyCheck(count: 60, input: Self.child.array(of: 1...6), Gen.bool, Gen.double(in: 50...390)) { specs, vertical, width in
            let size = CGSize(width: width, height: 400)
            let stack = ViewHost(Stacks(specs: specs, useLayout: false, vertical: vertical), canvasSize: size)
            let layout = ViewHost(Stacks(specs: specs, useLayout: true, vertical: vertical), canvasSize: size)
            for index in specs.indices {
                #expect(stack.view(withIdentifier: "c\(index)")?.globalFrame == layout.view(withIdentifier: "c\(index)")?.globalFrame,
                        "child \(index) of \(specs)")
            }
        }
    }

    /// A layout that places its subviews on a circle whose radius animates.
    struct Ring: Layout {
        var radius: CGFloat
        var animatableData: CGFloat {
            get { radius }
            set { radius = newValue }
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 300, height: 300)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                let angle = Double(index) / Double(subviews.count) * 2 * .pi
                subview.place(at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                              anchor: .center, proposal: ProposedViewSize(width: 10, height: 10))
            }
        }
    }

    struct Spreading: View {
        @State var spread = false
        var body: some View {
            VStack {
                Ring(radius: spread ? 100 : 0) {
                    Color.red.accessibilityIdentifier("first")
                    Color.blue
                }
                Button("Spread") { withAnimation(.linear(duration: 1)) { spread = true } }
            }
        }
    }

    @Test("a layout's animatableData animates: each frame places the subviews with the interpolated layout")
    func animatableLayout() throws {
        let host = ViewHost(Spreading(), canvasSize: CGSize(width: 390, height: 500))
        let centre = try #require(host.view(withIdentifier: "first")?.globalFrame.midX)
        host.tap(on: "Spread")
        let start = host.clock.now
        host.advance(to: start + 0.5)
        let halfway = try #require(host.view(withIdentifier: "first")?.globalFrame.midX) - centre
        #expect(abs(halfway - 50) < 1, "half of a linear one-second animation of the radius: 50 of 100 pt")
        host.advance(to: start + 1.1)
        let end = try #require(host.view(withIdentifier: "first")?.globalFrame.midX) - centre
        #expect(abs(end - 100) < 0.001)
    }

    /// Two custom layouts with caches of different types, switched behind one `AnyLayout`.
    struct Row: Layout {
        func makeCache(subviews: Subviews) -> [CGFloat] { subviews.map { $0.sizeThatFits(.unspecified).width } }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) -> CGSize {
            CGSize(width: cache.reduce(0, +), height: 20)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) {
            var x = bounds.minX
            for (subview, width) in zip(subviews, cache) {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += width
            }
        }
    }

    struct Column: Layout {
        func makeCache(subviews: Subviews) -> Int { subviews.count }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
            CGSize(width: 30, height: 20 * CGFloat(cache))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 20 * CGFloat(index)), proposal: .unspecified)
            }
        }
    }

    struct Switching: View {
        @State var column = false
        var body: some View {
            VStack {
                (column ? AnyLayout(Column()) : AnyLayout(Row())) {
                    Color.red.frame(width: 30, height: 20).accessibilityIdentifier("a")
                    Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("b")
                }
                Button("Switch") { column.toggle() }
            }
        }
    }

    @Test("AnyLayout switched between custom layouts gives each its own cache: a row, then a column, then a row again")
    func anyLayoutSwitchesCaches() throws {
        let host = ViewHost(Switching(), canvasSize: CGSize(width: 390, height: 400))
        func offset() throws -> CGSize {
            let a = try #require(host.view(withIdentifier: "a")?.globalFrame), b = try #require(host.view(withIdentifier: "b")?.globalFrame)
            return CGSize(width: b.minX - a.minX, height: b.minY - a.minY)
        }
        #expect(try offset() == CGSize(width: 30, height: 0))
        host.tap(on: "Switch")
        #expect(try offset() == CGSize(width: 0, height: 20))
        host.tap(on: "Switch")
        #expect(try offset() == CGSize(width: 30, height: 0))
    }
}
