import Foundation
import NavigationStack
import TactileTesting
import Testing

// matteopuc/swiftui-navigation-stack — README "Usage", "Push", "Pop": a `NavigationStackView { MyHome() }` whose
// views push with `PushView(destination:) { Text("PUSH") }` (a tap on the label) and pop with
// `PopView { … }`, `PopView(destination: .root) { … }`; by default the pushed view slides in from the
// trailing edge as the old one leaves by the leading edge (`easeOut(duration: 0.2)`), and a pop slides back.
struct NavigationStackReadmeView: View {
    var body: some View {
        NavigationStackView {
            MyHome()
        }
    }
}

struct MyHome: View {
    var body: some View {
        PushView(destination: ChildView()) {
            Text("PUSH")
        }
    }
}

struct ChildView: View {
    var body: some View {
        VStack {
            Text("Child")
            PushView(destination: GrandChildView()) {
                Text("DEEPER")
            }
            PopView {
                Text("POP")
            }
        }
    }
}

struct GrandChildView: View {
    var body: some View {
        PopView(destination: .root) {
            Text("TO ROOT")
        }
    }
}

@MainActor
@Suite("matteopuc/swiftui-navigation-stack: a tap on a PushView pushes with a slide, PopView pops")
struct NavigationStackMainGestureTests {
    let host = ViewHost(NavigationStackReadmeView())

    func x(of text: String) -> CGFloat? { host.view(withText: text)?.center.x }
    /// The drawn x of `text`, a view leaving in a removal transition included (`view(withText:)` skips those).
    func drawnX(of text: String) -> CGFloat { host.drawnViews.first { $0.text == text }?.center.x ?? .nan }

    @Test("A tap on PUSH slides the child in from the trailing edge as the home leaves by the leading edge")
    func push() async {
        #expect(x(of: "PUSH") == 195)
        host.tap(on: "PUSH")
        host.advance(by: 0.06)
        // `.move(edge:)` moves a view by its own size, as in SwiftUI: here the texts' widths, not the screen's.
        let child = drawnX(of: "Child"), home = drawnX(of: "PUSH")
        #expect(child > 195 + 10, "the child comes in from the right: \(child)")
        #expect(home < 195 - 5, "the home leaves to the left: \(home)")
        await host.settle()
        #expect(x(of: "Child") == 195)
        #expect(x(of: "PUSH") == nil)
    }

    @Test("POP brings the home back in from the leading edge; the child leaves by the edge of its push transition")
    func pop() async {
        host.tap(on: "PUSH")
        await host.settle()
        host.tap(on: "POP")
        host.advance(by: 0.06)
        let child = drawnX(of: "Child"), home = drawnX(of: "PUSH")
        #expect(home < 195 - 5, "the home comes back from the left: \(home)")
        // The library sets `navigationType = .pop` and pops in the same turn; the leaving child keeps the
        // transition of its last evaluation, the push one (removal by the leading edge), as SwiftUI keeps a
        // removed view's transition — not the pop's trailing edge `defaultTransitions` documents.
        #expect(child < 195 - 5, "the child leaves to the left: \(child)")
        await host.settle()
        #expect(x(of: "PUSH") == 195)
        #expect(x(of: "Child") == nil)
    }

    @Test("Two pushes, then PopView(destination: .root) goes back to the home")
    func popToRoot() async {
        host.tap(on: "PUSH")
        await host.settle()
        host.tap(on: "DEEPER")
        await host.settle()
        #expect(x(of: "TO ROOT") == 195)
        #expect(x(of: "Child") == nil)
        host.tap(on: "TO ROOT")
        await host.settle()
        #expect(x(of: "PUSH") == 195)
        #expect(x(of: "TO ROOT") == nil)
        host.tap(on: "PUSH")
        await host.settle()
        #expect(x(of: "Child") == 195, "the stack pushes again from the root")
    }
}

