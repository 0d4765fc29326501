import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `Link` and `OpenURLAction` (`@Environment(\.openURL)`), SwiftUI's: a tapped link opens its
/// destination with the environment's action, which the host records rather than performs, and
/// an action set in the environment takes the URLs first.
@MainActor
@Suite("Links and openURL")
struct LinkTests {
    static let help = URL(string: "https://example.com/help")!
    static let mirror = URL(string: "https://mirror.example.com/help")!

    struct Footer: View {
        var body: some View {
            VStack {
                Link("Help", destination: LinkTests.help)
                Link(destination: LinkTests.help) { Label("Terms", systemImage: "doc") }
            }
        }
    }

    @Test("a tapped link opens its destination through the system: the host records the URL")
    func tapOpens() {
        let host = ViewHost(Footer(), canvasSize: CGSize(width: 300, height: 200))
        #expect(host.openedURLs.isEmpty)
        host.tap(on: "Help")
        #expect(host.openedURLs == [Self.help])
        host.tap(on: "Terms")
        #expect(host.openedURLs == [Self.help, Self.help])
    }

    @Test("a link is one accessibility element with the link trait, not the button trait")
    func accessibility() {
        let host = ViewHost(Footer(), canvasSize: CGSize(width: 300, height: 200))
        #expect(host.accessibilityTranscript.first == "Help, Link")
        #expect(host.accessibilityElements.first?.traits.contains(.isButton) == false)
    }

    /// Routes links through a handler that answers with `result` for each URL.
    struct Routed: View {
        let result: OpenURLAction.Result
        @State private var seen: [URL] = []
        var body: some View {
            VStack {
                Link("Help", destination: LinkTests.help)
                Text("seen \(seen.count)")
            }
            .environment(\.openURL, OpenURLAction { url in
                seen.append(url)
                return result
            })
        }
    }

    @Test("an action set in the environment takes the URL first: handled, it is not opened")
    func handled() {
        let host = ViewHost(Routed(result: .handled), canvasSize: CGSize(width: 300, height: 200))
        host.tap(on: "Help")
        #expect(host.view(withText: "seen 1") != nil)
        #expect(host.openedURLs.isEmpty)
    }

    @Test("discarded, nothing opens; systemAction passes the URL, or the one the handler gives, on to the system")
    func discardedAndSystemAction() {
        let discarded = ViewHost(Routed(result: .discarded), canvasSize: CGSize(width: 300, height: 200))
        discarded.tap(on: "Help")
        #expect(discarded.openedURLs.isEmpty)
        let passed = ViewHost(Routed(result: .systemAction), canvasSize: CGSize(width: 300, height: 200))
        passed.tap(on: "Help")
        #expect(passed.openedURLs == [Self.help])
        let redirected = ViewHost(Routed(result: .systemAction(Self.mirror)), canvasSize: CGSize(width: 300, height: 200))
        redirected.tap(on: "Help")
        #expect(redirected.openedURLs == [Self.mirror])
    }

    @Test("code can call openURL itself, and its completion says whether the URL was accepted")
    func calledFromCode() {
        struct Opener: View {
            @Environment(\.openURL) private var openURL
            @State private var answer = "none"
            var body: some View {
                Button("open") { openURL(LinkTests.help) { answer = $0 ? "accepted" : "refused" } }
                Text(answer)
            }
        }
        let host = ViewHost(VStack { Opener() }, canvasSize: CGSize(width: 300, height: 200))
        host.tap(on: "open")
        #expect(host.view(withText: "accepted") != nil)
        #expect(host.openedURLs == [Self.help])
    }
}
