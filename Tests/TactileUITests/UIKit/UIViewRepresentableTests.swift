import Foundation
import Testing
import TactileTesting
import TactileUI

/// `UIViewRepresentable` and `UIActivityIndicatorView` as SwiftUI code wraps a spinner (AlertToast's
/// `ActivityIndicator`). Follows SwiftUI's documented lifecycle: `makeCoordinator()` and
/// `makeUIView(context:)` once, `updateUIView(_:context:)` on every update, `dismantleUIView` after
/// removal; and UIKit's `UIActivityIndicatorView` state (`hidesWhenStopped` true by default). The
/// UIView itself is never drawn here (docs/COMPATIBILITY.md, "UIKit").
@MainActor
@Suite("UIKit: UIViewRepresentable")
struct UIViewRepresentableTests {
    final class Log { var events: [String] = [] }

    struct Spinner: UIViewRepresentable {
        let color: Color
        let log: Log

        final class Coordinator {
            let log: Log
            var updates = 0
            init(log: Log) { self.log = log }
        }

        func makeCoordinator() -> Coordinator {
            log.events.append("coordinator")
            return Coordinator(log: log)
        }

        func makeUIView(context: UIViewRepresentableContext<Spinner>) -> UIActivityIndicatorView {
            log.events.append("make")
            let view = UIActivityIndicatorView(style: .large)
            view.startAnimating()
            return view
        }

        func updateUIView(_ uiView: UIActivityIndicatorView, context: UIViewRepresentableContext<Spinner>) {
            context.coordinator.updates += 1
            uiView.color = UIColor(color)
            log.events.append("update \(context.coordinator.updates) \(uiView.color == UIColor(Color.blue) ? "blue" : "other") \(uiView.isAnimating)")
        }

        static func dismantleUIView(_ uiView: UIActivityIndicatorView, coordinator: Coordinator) {
            uiView.stopAnimating()
            coordinator.log.events.append("dismantle \(uiView.isAnimating)")
        }
    }

    struct Screen: View {
        let log: Log
        @State var isBlue = false
        @State var shows = true
        var body: some View {
            VStack(spacing: 0) {
                if shows { Spinner(color: isBlue ? .blue : .red, log: log).frame(width: 40, height: 40) }
                Button("Blue") { isBlue = true }
                Button("Hide") { shows = false }
            }
        }
    }

    @Test("makeUIView runs once, updateUIView at every update with the coordinator, dismantle after removal")
    func lifecycle() {
        let log = Log()
        let host = ViewHost(Screen(log: log))
        #expect(log.events == ["coordinator", "make", "update 1 other true"])
        host.tap(on: "Blue")
        #expect(log.events.last == "update 2 blue true", "the same view and coordinator, brought up to date")
        #expect(log.events.filter { $0 == "make" }.count == 1)
        host.tap(on: "Hide")
        #expect(log.events.filter { $0 == "make" }.count == 1, "no view is made for a removal")
        #expect(log.events.last == "dismantle false", "dismantled once it left, with its coordinator")
    }

    @Test("a representable takes the space offered and draws nothing")
    func takesOfferedSpaceDrawsNothing() {
        let host = ViewHost(Spinner(color: .red, log: Log()).frame(width: 40, height: 30).accessibilityIdentifier("spinner"),
                            canvasSize: CGSize(width: 100, height: 100))
        #expect(host.view(withIdentifier: "spinner")?.globalFrame.size == CGSize(width: 40, height: 30))
        let paths = host.svg().split(separator: "\n").filter { $0.hasPrefix("<path") }
        #expect(paths.count == 1 && paths[0].contains(#"fill-opacity="0""#), "only a clear placeholder: nothing visible is drawn")
    }

    @Test("UIActivityIndicatorView keeps UIKit's state: hidden while stopped unless hidesWhenStopped is false")
    func activityIndicatorState() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating && spinner.hidesWhenStopped)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden && !spinner.isAnimating)
        #expect(spinner.style == .medium && UIActivityIndicatorView(style: .large).style == .large)
    }

    /// A blur background in the style of toast libraries: a `UIVisualEffectView` whose effect is
    /// set again on every update.
    struct Blur: UIViewRepresentable {
        let log: Log
        func makeUIView(context: Context) -> UIVisualEffectView {
            UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        }
        func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
            uiView.effect = UIBlurEffect(style: .systemThinMaterialDark)
            log.events.append("style \((uiView.effect as? UIBlurEffect)?.style.rawValue ?? -1)")
        }
    }

    @Test("a UIVisualEffectView keeps the blur effect set on it; the representable lays out as a flexible view")
    func blurRepresentable() throws {
        let log = Log()
        let host = ViewHost(Blur(log: log).frame(width: 120, height: 60).accessibilityIdentifier("blur"),
                            canvasSize: CGSize(width: 300, height: 300))
        #expect(log.events == ["style 17"])
        #expect(try #require(host.view(withIdentifier: "blur")).globalFrame.size == CGSize(width: 120, height: 60))
    }
}
