import OpenCombine
import Testing
import TactileTesting

/// `DispatchQueue` and `RunLoop` as Combine schedulers (`DispatchQueueScheduler`, `RunLoopScheduler`):
/// model code written against Combine — a debounced search, a delayed message, `receive(on:)` —
/// compiles unchanged and, scheduled on the main queue or run loop while a host runs it, runs on the
/// host's clock, so its timing is exact in a test.
@MainActor
@Suite("Combine schedulers on the host's clock")
struct CombineSchedulerTests {
    /// A search model in the style of apps: keystrokes debounced by 300 ms on the main queue.
    final class SearchModel: ObservableObject {
        @Published var query = ""
        let keystrokes = PassthroughSubject<String, Never>()
        private var typed = ""
        private var cancellables: Set<AnyCancellable> = []

        init() {
            keystrokes
                .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
                .sink { [weak self] text in self?.query = text }
                .store(in: &cancellables)
        }

        func type(_ letter: String) {
            typed += letter
            keystrokes.send(typed)
        }
    }

    struct SearchScreen: View {
        @StateObject private var model = SearchModel()
        var body: some View {
            VStack {
                Button("a") { model.type("a") }
                Button("b") { model.type("b") }
                Text("Results for \(model.query)")
            }
        }
    }

    @Test("a search debounced by 300 ms on DispatchQueue.main runs exactly 300 ms of host time after the last keystroke")
    func debouncedSearch() {
        let host = ViewHost(SearchScreen())
        host.tap(on: "a")
        let first = host.now
        host.advance(to: first + 0.1)
        host.tap(on: "b")
        let last = host.now
        host.advance(to: first + 0.35)
        #expect(host.view(withText: "Results for ") != nil, "the first keystroke was superseded before its 300 ms passed")
        host.advance(to: last + 0.299)
        #expect(host.view(withText: "Results for ") != nil)
        host.advance(to: last + 0.3)
        #expect(host.view(withText: "Results for ab") != nil)
    }

    /// A message shown a second after a tap, through `delay(for:scheduler:)` with a literal, and a
    /// counter delivered with `receive(on: RunLoop.main)` and throttled to one count per 500 ms.
    final class MessageModel: ObservableObject {
        @Published var message = "…"
        @Published var taps = 0
        let sent = PassthroughSubject<String, Never>()
        let tapped = PassthroughSubject<Void, Never>()
        private var cancellables: Set<AnyCancellable> = []

        init() {
            sent.delay(for: 1, scheduler: DispatchQueue.main)
                .sink { [weak self] text in self?.message = text }
                .store(in: &cancellables)
            tapped.receive(on: RunLoop.main)
                .throttle(for: .milliseconds(500), scheduler: RunLoop.main, latest: true)
                .sink { [weak self] in self?.taps += 1 }
                .store(in: &cancellables)
        }
    }

    struct MessageScreen: View {
        @StateObject private var model = MessageModel()
        var body: some View {
            VStack {
                Button("Send") { model.sent.send("Sent") }
                Button("Count") { model.tapped.send() }
                Text(model.message)
                Text("\(model.taps) taps")
            }
        }
    }

    @Test("delay(for: 1) on the main queue waits one second of host time; receive(on:) and throttle on RunLoop.main deliver at the host's next turn, then once per 500 ms")
    func delayAndReceiveOn() {
        let host = ViewHost(MessageScreen())
        host.tap(on: "Send")
        let sentAt = host.now
        host.advance(to: sentAt + 0.999)
        #expect(host.view(withText: "…") != nil)
        host.advance(to: sentAt + 1)
        #expect(host.view(withText: "Sent") != nil)
        host.tap(on: "Count")
        host.tap(on: "Count")
        host.tap(on: "Count")
        host.advance(by: 0)
        #expect(host.view(withText: "1 taps") != nil, "the first tap passes the throttle at once")
        host.advance(by: 0.5)
        #expect(host.view(withText: "2 taps") != nil, "the latest of the others, 500 ms of host time later")
        host.advance(by: 2)
        #expect(host.view(withText: "2 taps") != nil)
    }

    /// A clock label refreshed every half second by a repeating schedule on the main queue.
    struct Ticker: View {
        @State private var ticks = 0
        @State private var cancellable: AnyCancellable?
        var body: some View {
            VStack {
                Text("\(ticks) ticks")
                Button("Stop") { cancellable = nil }
            }
            .onAppear {
                let queue = DispatchQueue.main
                cancellable = AnyCancellable(queue.schedule(after: queue.now.advanced(by: .seconds(0.5)), interval: .milliseconds(500)) {
                    MainActor.assumeIsolated { ticks += 1 }
                })
            }
        }
    }

    @Test("a repeating schedule on the main queue fires every interval of host time until it is cancelled")
    func repeatingSchedule() {
        let host = ViewHost(Ticker())
        let start = host.now
        host.advance(to: start + 1.6)
        #expect(host.view(withText: "3 ticks") != nil)
        host.tap(on: "Stop")
        host.advance(by: 5)
        #expect(host.view(withText: "3 ticks") != nil, "cancelled: no more ticks")
    }

    @Test("strides read as in Combine: literals are seconds, the named units convert exactly")
    func strides() {
        typealias DispatchStride = DispatchQueue.SchedulerTimeType.Stride
        #expect(DispatchStride.milliseconds(300).magnitude == 300_000_000)
        #expect((0.5 as DispatchStride).magnitude == 500_000_000)
        #expect((2 as DispatchStride) == .seconds(2))
        #expect(DispatchStride.seconds(1) + .milliseconds(250) == .nanoseconds(1_250_000_000))
        typealias LoopStride = RunLoop.SchedulerTimeType.Stride
        #expect(LoopStride.milliseconds(300).timeInterval == 0.3)
        #expect((1 as LoopStride) < .seconds(1.5))
        let start = DispatchQueue.SchedulerTimeType(.now())
        #expect(start.distance(to: start.advanced(by: .milliseconds(20))) == .milliseconds(20))
    }
}
