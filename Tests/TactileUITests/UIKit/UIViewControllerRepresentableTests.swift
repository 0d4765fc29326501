import Foundation
import Testing
import TactileTesting
import TactileUI

/// `UIViewControllerRepresentable` as SwiftUI code wraps a controller of its own (a pager's
/// `UIPageViewController` subclass, a terminal screen). Follows SwiftUI's documented lifecycle —
/// `makeCoordinator()` and `makeUIViewController(context:)` once, `updateUIViewController(_:context:)`
/// on every update, `dismantleUIViewController` after removal — and UIKit's child-controller calls:
/// the view loaded when the controller is added (`loadView`, `viewDidLoad`), will/did appear when it
/// shows, will/did disappear before it is dismantled. The controller's view is never drawn here
/// (docs/COMPATIBILITY.md, "UIKit").
@MainActor
@Suite("UIKit: UIViewControllerRepresentable")
struct UIViewControllerRepresentableTests {
    final class Log { var events: [String] = [] }

    final class PageController: UIViewController {
        let log: Log
        var page = 0
        init(log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() { log.events.append("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { log.events.append("willAppear \(animated)") }
        override func viewDidAppear(_ animated: Bool) { log.events.append("didAppear \(animated)") }
        override func viewWillDisappear(_ animated: Bool) { log.events.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.events.append("didDisappear") }
    }

    struct Pager: UIViewControllerRepresentable {
        let page: Int
        let log: Log

        final class Coordinator {
            var updates = 0
        }

        func makeCoordinator() -> Coordinator {
            log.events.append("coordinator")
            return Coordinator()
        }

        func makeUIViewController(context: Context) -> PageController {
            log.events.append("make")
            return PageController(log: log)
        }

        func updateUIViewController(_ controller: PageController, context: Context) {
            context.coordinator.updates += 1
            controller.page = page
            log.events.append("update \(context.coordinator.updates) page \(page)")
        }

        static func dismantleUIViewController(_ controller: PageController, coordinator: Coordinator) {
            controller.log.events.append("dismantle after \(coordinator.updates) updates")
        }
    }

    struct Screen: View {
        let log: Log
        @State var page = 0
        @State var shows = true
        var body: some View {
            VStack(spacing: 0) {
                if shows { Pager(page: page, log: log).frame(width: 200, height: 120).accessibilityIdentifier("pager") }
                Button("Next") { page += 1 }
                Button("Close") { shows = false }
                Button("Open") { shows = true }
            }
        }
    }

    @Test("the controller is made once, loaded, told it appears, updated at every change with its coordinator")
    func madeLoadedAppearsAndUpdates() {
        let log = Log()
        let host = ViewHost(Screen(log: log))
        #expect(log.events == ["coordinator", "make", "viewDidLoad", "update 1 page 0", "willAppear false", "didAppear false"])
        host.tap(on: "Next")
        host.tap(on: "Next")
        #expect(log.events.suffix(2) == ["update 2 page 1", "update 3 page 2"], "the same controller, brought up to date")
        #expect(log.events.filter { $0 == "make" }.count == 1)
        #expect(log.events.filter { $0 == "didAppear false" }.count == 1, "appearing once, not at every update")
    }

    @Test("a controller leaving is told it disappears, then dismantled with its coordinator; showing again makes a new one")
    func disappearsThenDismantled() {
        let log = Log()
        let host = ViewHost(Screen(log: log))
        host.tap(on: "Close")
        #expect(log.events.suffix(3) == ["willDisappear", "didDisappear", "dismantle after 1 updates"])
        #expect(log.events.filter { $0 == "make" }.count == 1, "no controller is made for a removal")
        host.tap(on: "Open")
        #expect(log.events.filter { $0 == "make" }.count == 2, "a new appearance makes a new controller")
        #expect(log.events.suffix(3) == ["update 1 page 0", "willAppear false", "didAppear false"], "with a new coordinator")
    }

    @Test("the representable takes the space offered and draws nothing")
    func takesOfferedSpaceDrawsNothing() throws {
        let host = ViewHost(Pager(page: 0, log: Log()).frame(width: 200, height: 120).accessibilityIdentifier("pager"),
                            canvasSize: CGSize(width: 300, height: 400))
        #expect(try #require(host.view(withIdentifier: "pager")).globalFrame.size == CGSize(width: 200, height: 120))
        let paths = host.svg().split(separator: "\n").filter { $0.hasPrefix("<path") }
        #expect(paths.count == 1 && paths[0].contains(#"fill-opacity="0""#), "only a clear placeholder: nothing visible is drawn")
    }
}
