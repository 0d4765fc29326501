import SwiftUISnackbar
import TactileTesting
import Testing

// ZaniLuca/SwiftUISnackbar — README "View props": `Text("Hello, World!").snackbar(isShowing: $show, title:
// text:style: .custom(.blue))` with `show` true: the snackbar slides up from the bottom, hides after
// `dismissAfter` (4 s by default) and on a tap (`dismissOnTap`, "Dismiss on tap"); with `actionText` and
// `action` (the `SnackbarStore` form) a tap on the action runs it and hides the snackbar.
struct SwiftUISnackbarReadmeView: View {
    var title: String = "Snackbar Title"
    var text: String = "Hi I'm the Snackbar's text"
    @State var show: Bool = true

    var body: some View {
        Text("Hello, World!")
            .snackbar(isShowing: $show, title: title, text: text, style: .custom(.blue))
    }
}

struct SwiftUISnackbarActionView: View {
    @State var show: Bool = true
    @State var undone = 0

    var body: some View {
        Text("Hello, World!")
            .snackbar(isShowing: $show, title: "Deleted", style: .custom(.blue), actionText: "Undo", dismissAfter: nil) {
                undone += 1
            }
    }
}

@MainActor
@Suite("ZaniLuca/SwiftUISnackbar: the snackbar shows at the bottom, hides after 4 s or on a tap; its action runs")
struct SwiftUISnackbarMainGestureTests {
    @Test("Shown, the snackbar sits at the bottom edge; it hides by itself after 4 s")
    func hidesAfterFourSeconds() async {
        let host = ViewHost(SwiftUISnackbarReadmeView())
        await host.run(for: 1)
        let title = host.view(withText: "Snackbar Title")
        #expect(title != nil)
        #expect((title?.center.y ?? 0) > 700, "at the bottom: \(String(describing: title))")
        await host.run(for: 2.5)
        #expect(host.stateValue(named: "show", in: "SwiftUISnackbarReadmeView") == "true")
        await host.run(for: 1)
        await host.settle()
        #expect(host.stateValue(named: "show", in: "SwiftUISnackbarReadmeView") == "false")
        #expect(host.view(withText: "Snackbar Title") == nil)
    }

    @Test("A tap on the snackbar hides it")
    func tapDismisses() async {
        let host = ViewHost(SwiftUISnackbarReadmeView())
        await host.run(for: 1)
        host.tap(on: "Hi I'm the Snackbar's text")
        await host.settle()
        #expect(host.stateValue(named: "show", in: "SwiftUISnackbarReadmeView") == "false")
        #expect(host.view(withText: "Snackbar Title") == nil)
    }

    @Test("A tap on the action runs it once and hides the snackbar")
    func action() async {
        let host = ViewHost(SwiftUISnackbarActionView())
        await host.run(for: 1)
        host.tap(on: "Undo")  // found by its string; drawn as UNDO (`textCase(.uppercase)`)
        await host.settle()
        #expect(host.stateValue(named: "undone", in: "SwiftUISnackbarActionView") == "1")
        #expect(host.stateValue(named: "show", in: "SwiftUISnackbarActionView") == "false")
    }
}
