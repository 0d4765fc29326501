import Foundation
import Testing
import Tactile
import TactileTesting
@testable import TactileUI

/// Container values the pin board's rows set for it (iOS 18's `@Entry` in `ContainerValues`).
extension ContainerValues {
    @Entry var isPinned: Bool = false
    @Entry var badge: String = ""
}

/// Containers that take their content apart: iOS 18's `Group(subviews:transform:)` and
/// `ForEach(subviews:content:)`, SwiftUI's private `_VariadicView.Tree` that libraries used before
/// them, and the private `_onButtonGesture` and `_EnvironmentKeyWritingModifier` that the same
/// libraries name. What they follow: SwiftUI's documentation of `Subview` ("Creating custom
/// container views": a container places each subview of a `ViewBuilder` block, a `ForEach`'s
/// elements one by one, an `if`'s taken branch), and S-65 for the button press.
@MainActor
@Suite("Subviews")
struct SubviewsTests {
    /// A counter whose count is its own state: where it lands tells whose state it kept.
    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }.accessibilityIdentifier(name)
        }
    }

    /// A card container: each subview in a card, numbered, one under another (iOS 18's way).
    struct Cards<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack(spacing: 10) {
                Group(subviews: content) { subviews in
                    Text("\(subviews.count) cards")
                    ForEach(subviews) { subview in
                        subview.padding(8).frame(width: 200).accessibilityIdentifier("card")
                    }
                }
            }
        }
    }

    struct Deck: View {
        @State var names = ["b", "c"]
        @State var extra = false
        var body: some View {
            VStack {
                Cards {
                    Counter(name: "a")
                    ForEach(names, id: \.self) { Counter(name: $0) }
                    if extra { Text("extra") }
                    EmptyView()
                }
                Button("Front") { names.insert("z", at: 0) }.accessibilityIdentifier("front")
                Button("Extra") { extra.toggle() }.accessibilityIdentifier("extra")
            }
        }
    }

    /// A board that marks the subviews whose container values say so.
    struct PinBoard: View {
        @State var pinB = false
        var body: some View {
            VStack {
                Group(subviews: Group {
                    Text("a").containerValue(\.badge, "inner").containerValue(\.badge, "new")
                    Text("b").containerValue(\.isPinned, pinB).padding(4)
                    Text("c")
                }) { subviews in
                    ForEach(subviews) { subview in
                        HStack {
                            if subview.containerValues.isPinned { Text("pinned") }
                            subview
                            Text("[\(subview.containerValues.badge)]")
                        }
                    }
                }
                Button("Pin") { pinB.toggle() }.accessibilityIdentifier("pin")
            }
        }
    }

    @Test("a container reads the values its subviews set with containerValue, through their other modifiers; the outer write wins, and a change reaches it")
    func containerValues() {
        let host = ViewHost(PinBoard())
        #expect(host.view(withText: "[new]") != nil, "the outer of two writes, nearest the container")
        #expect(host.view(withText: "[inner]") == nil)
        #expect(host.view(withText: "[]") != nil, "a subview that sets nothing reads the default")
        #expect(host.view(withText: "pinned") == nil)
        host.tap(on: "pin")
        let pinned = host.view(withText: "pinned")
        #expect(pinned != nil, "a value set through padding reaches the container when it changes")
        let b = host.view(withText: "b")
        #expect(pinned != nil && b != nil && abs(pinned!.center.y - b!.center.y) < 1, "on b's row")
    }

    @Test("Group(subviews:) hands out a block's views, a ForEach's elements and an if's branch, one subview each, in order")
    func groupTakesContentApart() {
        let host = ViewHost(Deck())
        #expect(host.view(withText: "3 cards") != nil)
        let a = host.view("a").center.y, b = host.view("b").center.y, c = host.view("c").center.y
        #expect(a < b && b < c, "one card under another, in the content's order")
        host.tap(on: "extra")
        #expect(host.view(withText: "4 cards") != nil)
        #expect(host.view(withText: "extra") != nil)
    }

    @Test("a subview keeps its state by its id: an element inserted before it does not take its count")
    func subviewStateFollowsItsID() {
        let host = ViewHost(Deck())
        host.tap(on: "b")
        host.tap(on: "b")
        #expect(host.view(withText: "b 2") != nil)
        host.tap(on: "front")
        #expect(host.view(withText: "z 0") != nil)
        #expect(host.view(withText: "b 2") != nil, "b kept its count when z came before it")
        #expect(host.view("z").center.y < host.view("b").center.y)
    }

    struct Row<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            HStack(spacing: 4) {
                ForEach(subviews: content) { subview in
                    subview.frame(width: 60, height: 40)
                }
            }
        }
    }

    @Test("ForEach(subviews:) lays each subview out where the container puts it, and touches reach it")
    func forEachSubviews() {
        let host = ViewHost(Row { Counter(name: "x"); Counter(name: "y") })
        #expect(abs(host.view("y").center.x - host.view("x").center.x - 64) < 0.5)
        host.tap(on: "y")
        #expect(host.view(withText: "y 1") != nil)
        #expect(host.view(withText: "x 0") != nil)
    }

    /// A row of children with dividers between them and the first child's id told, as a swipe
    /// library lays out its action buttons.
    struct Divided: _VariadicView_UnaryViewRoot {
        let report: (AnyHashable?) -> Void
        @ViewBuilder
        func body(children: _VariadicView.Children) -> some View {
            let first: AnyHashable? = children.first?.id
            let _ = report(first)
            HStack(spacing: 0) {
                ForEach(Array(zip(children.indices, children)), id: \.1.id) { index, child in
                    if index > 0 { Color.gray.frame(width: 2, height: 30).accessibilityIdentifier("divider") }
                    child.frame(width: 80)
                }
            }
        }
    }

    final class Seen { var ids: [AnyHashable?] = [] }

    /// The tree under a view whose own state change runs the tree's body again.
    struct TreeHost: View {
        let seen: Seen
        @State private var runs = 0
        var body: some View {
            VStack {
                _VariadicView.Tree(Divided(report: { seen.ids.append($0) })) {
                    Counter(name: "p")
                    Counter(name: "q")
                    Counter(name: "r")
                }
                Button("Again \(runs)") { runs += 1 }.accessibilityIdentifier("again")
            }
        }
    }

    @Test("_VariadicView.Tree gives its root the content's children, each with a stable id")
    func variadicTree() {
        let seen = Seen()
        let host = ViewHost(TreeHost(seen: seen))
        #expect(abs(host.view("q").center.x - host.view("p").center.x - 82) < 0.5, "a divider between each pair")
        host.tap(on: "r")
        host.tap(on: "again")
        #expect(host.view(withText: "r 1") != nil, "r kept its count when the tree's body ran again")
        #expect(seen.ids.count >= 2)
        #expect(seen.ids.allSatisfy { $0 != nil && $0 == seen.ids.first! }, "the first child's id is the same at every evaluation")
    }

    @Test("font(_:) is an _EnvironmentKeyWritingModifier, as code that names the type expects, and still sets the font")
    func fontIsAnEnvironmentWrite() {
        let styled: any View = Image(systemName: "star").font(.title)
        #expect(styled is ModifiedContent<Image, _EnvironmentKeyWritingModifier<Font?>>)
        let small = ViewHost(Text("Hi").accessibilityIdentifier("t"))
        let large = ViewHost(Text("Hi").font(.largeTitle).accessibilityIdentifier("t"))
        #expect(large.view("t").globalFrame.height > small.view("t").globalFrame.height)
    }

    struct Pressable: View {
        @State var pressing: [Bool] = []
        @State var performed = 0
        var body: some View {
            VStack {
                Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("pad")
                    ._onButtonGesture { pressing.append($0) } perform: { performed += 1 }
                Text("pressing \(pressing.map { $0 ? "1" : "0" }.joined()) performed \(performed)")
            }
        }
    }

    @Test("_onButtonGesture tells the press as a button's and performs on a release inside (S-65)")
    func buttonGesture() {
        let host = ViewHost(Pressable())
        let center = host.center(of: "pad")
        host.send([Touch(id: 1, phase: .began, location: center, timestamp: 0)])
        #expect(host.view(withText: "pressing 1 performed 0") != nil)
        host.send([Touch(id: 1, phase: .ended, location: center, timestamp: 0.1)])
        #expect(host.view(withText: "pressing 10 performed 1") != nil)
        // Released far outside: the press ends without the action.
        host.send([Touch(id: 2, phase: .began, location: center, timestamp: 1)])
        host.send([Touch(id: 2, phase: .moved, location: CGPoint(x: center.x, y: center.y + 400), timestamp: 1.1)])
        host.send([Touch(id: 2, phase: .ended, location: CGPoint(x: center.x, y: center.y + 400), timestamp: 1.2)])
        #expect(host.view(withText: "pressing 1010 performed 1") != nil)
    }
}
