import Testing
import Tactile
import TactileTesting
@testable import TactileUI

/// Records lifecycle events in order.
@MainActor
final class EventLog {
    private(set) var events: [String] = []
    func add(_ event: String) { events.append(event) }
}

/// `onAppear`, `onDisappear`, `onChange(of:initial:_:)` and `task`, driven through the host
/// (issue 12 item 3): actions run after the update that caused them, state they write is shown
/// in the same update.
@MainActor
@Suite("View lifecycle")
struct LifecycleTests {
    struct Detail: View {
        let log: EventLog
        var body: some View {
            Text("detail")
                .onAppear { log.add("appear") }
                .onDisappear { log.add("disappear") }
        }
    }

    struct Toggler: View {
        let log: EventLog
        @State private var shown = true
        @State private var unrelated = 0
        var body: some View {
            VStack {
                if shown { Detail(log: log) }
                Button("toggle") { shown.toggle() }.accessibilityIdentifier("toggle")
                Button("other \(unrelated)") { unrelated += 1 }.accessibilityIdentifier("other")
            }
        }
    }

    @Test("onAppear runs once when the view enters the tree, onDisappear when it leaves; re-running the body runs neither")
    func appearAndDisappear() {
        let log = EventLog()
        let (graph, _) = host(Toggler(log: log))
        #expect(log.events == ["appear"])
        graph.tap("other")
        #expect(log.events == ["appear"])
        graph.tap("toggle")
        #expect(log.events == ["appear", "disappear"])
        graph.tap("toggle")
        #expect(log.events == ["appear", "disappear", "appear"])
    }

    struct Loader: View {
        @State private var status = "loading"
        var body: some View {
            Text(status).onAppear { status = "loaded" }
        }
    }

    @Test("state written in onAppear shows in the same update")
    func appearWritesState() {
        let (graph, _) = host(Loader())
        #expect(graph.texts == ["loaded"])
    }

    struct Watcher: View {
        let log: EventLog
        let initial: Bool
        @State private var value = 0
        @State private var unrelated = 0
        var body: some View {
            VStack {
                Button("value \(value)") { value += 1 }.accessibilityIdentifier("value")
                Button("other \(unrelated)") { unrelated += 1 }.accessibilityIdentifier("other")
            }
            .onChange(of: value, initial: initial) { old, new in log.add("\(old)→\(new)") }
        }
    }

    @Test("onChange runs with the old and new value when the value changes, not when the body re-runs with the same value")
    func changeReportsOldAndNew() {
        let log = EventLog()
        let (graph, _) = host(Watcher(log: log, initial: false))
        #expect(log.events.isEmpty)
        graph.tap("value")
        graph.tap("other")
        graph.tap("value")
        #expect(log.events == ["0→1", "1→2"])
    }

    @Test("onChange with initial: true also runs when the view appears, with the value twice")
    func initialChange() {
        let log = EventLog()
        let (graph, _) = host(Watcher(log: log, initial: true))
        graph.tap("value")
        #expect(log.events == ["0→0", "0→1"])
    }

    struct Chain: View {
        @State private var a = 0
        @State private var b = 0
        var body: some View {
            Button("a \(a) b \(b)") { a += 1 }
                .accessibilityIdentifier("chain")
                .onChange(of: a) { b = a * 10 }
        }
    }

    @Test("state written by an onChange action is shown in the same update")
    func changeWritesState() {
        let (graph, _) = host(Chain())
        graph.tap("chain")
        #expect(graph.texts == ["a 1 b 10"])
    }

    struct Runaway: View {
        @State private var n = 0
        var body: some View {
            Text("\(n)").onChange(of: n, initial: true) { n += 1 }
        }
    }

    @Test("an onChange that keeps changing its own value stops after the configured rounds instead of looping")
    func runawayChangeIsBounded() {
        let (graph, _) = host(Runaway())
        let rounds = GestureConfiguration.standard.maximumLifecycleRoundsPerUpdate
        #expect(graph.texts == ["\(rounds)"])
        #expect(graph.hasPendingChanges, "the next round waits for the next update")
        graph.update()
        #expect(graph.texts == ["\(2 * rounds)"])
    }

    @MainActor
    final class Feed {
        var loads: [Int] = []
        var cancelled: [Int] = []
        /// Each task says here that it started, then waits on its own gate until it is cancelled.
        let (started, startedContinuation) = AsyncStream<Int>.makeStream()
        private var gates: [AsyncStream<Void>.Continuation] = []

        /// A stream that ends when its task is cancelled or `openGates()` is called.
        func gate() -> AsyncStream<Void> {
            let (stream, continuation) = AsyncStream<Void>.makeStream()
            gates.append(continuation)
            return stream
        }

        func openGates() { for gate in gates { gate.finish() } }
    }

    struct FeedView: View {
        let feed: Feed
        @State private var page = 1
        @State private var shown = true
        var body: some View {
            VStack {
                if shown {
                    Text("page \(page)")
                        .task(id: page) {
                            let loading = page
                            feed.loads.append(loading)
                            feed.startedContinuation.yield(loading)
                            for await _ in feed.gate() {}
                            if Task.isCancelled { feed.cancelled.append(loading) }
                        }
                }
                Button("next") { page += 1 }.accessibilityIdentifier("next")
                Button("hide") { shown = false }.accessibilityIdentifier("hide")
            }
        }
    }

    @Test("task(id:) starts when the view appears; a changed id cancels the running task and starts a new one")
    func taskRestartsOnIDChange() async {
        let feed = Feed()
        var started = feed.started.makeAsyncIterator()
        let (graph, _) = host(FeedView(feed: feed))
        #expect(await started.next() == 1)
        graph.tap("next")
        #expect(await started.next() == 2)
        #expect(feed.loads == [1, 2])
        feed.openGates()
        await graph.waitForTasks()
        #expect(feed.cancelled == [1])
    }

    @Test("a view leaving the tree cancels its task")
    func taskIsCancelledOnDisappear() async {
        let feed = Feed()
        var started = feed.started.makeAsyncIterator()
        let (graph, _) = host(FeedView(feed: feed))
        #expect(await started.next() == 1)
        graph.tap("hide")
        await graph.waitForTasks()
        #expect(feed.loads == [1])
        #expect(feed.cancelled == [1])
    }

    struct Greeting: View {
        @State private var text = "loading"
        var body: some View {
            Text(text).task { text = await Self.fetch() }
        }

        static func fetch() async -> String { "hello" }
    }

    @Test("a test waits for a view's task through ViewHost and sees the state it wrote")
    func viewHostWaitsForTasks() async {
        let host = ViewHost(Greeting())
        await host.waitForTasks()
        #expect(host.view(withText: "hello") != nil)
    }
}
