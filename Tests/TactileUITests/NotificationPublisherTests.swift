import Foundation
import OpenCombine
import Testing
import TactileTesting
@testable import TactileUI

/// `NotificationCenter.publisher(for:object:)` (Combine's, on Apple platforms in Foundation): a
/// view's `onReceive` gets every notification posted under the name while it is in the tree.
@MainActor
@Suite("NotificationCenter publisher")
struct NotificationPublisherTests {
    private static let ping = Notification.Name("tactile.tests.ping")

    private struct Listener: View {
        let center: NotificationCenter
        @State private var received: [String] = []
        var body: some View {
            Text(verbatim: "got " + received.joined(separator: ","))
                .onReceive(center.publisher(for: NotificationPublisherTests.ping)) { notification in
                    received.append(notification.object as? String ?? "?")
                }
        }
    }

    private struct Toggle: View {
        let center: NotificationCenter
        @State var shown = true
        var body: some View {
            VStack {
                if shown { Listener(center: center) }
                Button("hide") { shown = false }.accessibilityIdentifier("hide")
            }
        }
    }

    @Test("each notification posted under the name reaches onReceive, in order; other names do not")
    func deliversPosts() async {
        let center = NotificationCenter()
        let host = ViewHost(Listener(center: center))
        center.post(name: Self.ping, object: "a")
        center.post(name: Notification.Name("other"), object: "x")
        center.post(name: Self.ping, object: "b")
        await host.settle()
        #expect(host.view(withText: "got a,b") != nil)
    }

    @Test("a subscriber's observer is removed when its subscription is cancelled")
    func cancelRemovesObserver() async {
        let center = NotificationCenter()
        var count = 0
        let cancellable = center.publisher(for: Self.ping).sink { _ in count += 1 }
        center.post(name: Self.ping, object: nil)
        cancellable.cancel()
        center.post(name: Self.ping, object: nil)
        #expect(count == 1)

        let host = ViewHost(Toggle(center: center))
        host.tap(on: "hide")
        center.post(name: Self.ping, object: "late")
        await host.settle()
        #expect(host.view(withText: "got late") == nil)
    }
}
