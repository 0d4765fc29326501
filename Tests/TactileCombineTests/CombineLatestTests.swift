import OpenCombine
import TactileCombine
import Testing

/// `Publishers.CombineLatest`, `CombineLatest3`, `CombineLatest4` and `combineLatest(_:…)`, as
/// Apple's Combine behaves: nothing until every upstream has sent, then the latest of each on every
/// element; requests passed to every upstream; finished after every upstream, failed at the first
/// failure.
@Suite("CombineLatest")
struct CombineLatestTests {
    @Test("nothing is published until both upstreams have sent; then every element publishes the latest of both")
    func waitsForEveryUpstreamThenPublishesLatest() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<(Int, Int), Never>()
        first.combineLatest(second).subscribe(subscriber)
        first.send(1)
        first.send(2)
        #expect(subscriber.values.isEmpty)
        second.send(2)
        first.send(3)
        first.send(45)
        second.send(22)
        #expect(subscriber.values.map { [$0.0, $0.1] } == [[2, 2], [3, 2], [45, 2], [45, 22]])
    }

    @Test("the transform form is a map of the tuple and publishes the transform of the latest values")
    func transformForm() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let product: Publishers.Map<Publishers.CombineLatest<PassthroughSubject<Int, Never>, PassthroughSubject<Int, Never>>, Int> =
            first.combineLatest(second) { $0 * $1 }
        let subscriber = TestSubscriber<Int, Never>()
        product.subscribe(subscriber)
        first.send(1)
        first.send(2)
        second.send(2)
        first.send(9)
        first.send(3)
        second.send(12)
        first.send(13)
        #expect(subscriber.values == [4, 18, 6, 36, 156])
    }

    @Test("three and four upstreams publish tuples of the latest of each, plain or transformed")
    func threeAndFourUpstreams() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let c = PassthroughSubject<Int, Never>()
        let d = PassthroughSubject<Int, Never>()
        let three = TestSubscriber<(Int, Int, Int), Never>()
        let four = TestSubscriber<(Int, Int, Int, Int), Never>()
        let sum3 = TestSubscriber<Int, Never>()
        let sum4 = TestSubscriber<Int, Never>()
        a.combineLatest(b, c).subscribe(three)
        a.combineLatest(b, c, d).subscribe(four)
        a.combineLatest(b, c) { $0 + $1 + $2 }.subscribe(sum3)
        a.combineLatest(b, c, d) { $0 + $1 + $2 + $3 }.subscribe(sum4)
        a.send(1)
        a.send(2)
        b.send(20)
        c.send(300)
        #expect(three.values.map { [$0.0, $0.1, $0.2] } == [[2, 20, 300]])
        #expect(four.values.isEmpty)
        d.send(4000)
        a.send(3)
        #expect(three.values.map { [$0.0, $0.1, $0.2] } == [[2, 20, 300], [3, 20, 300]])
        #expect(four.values.map { [$0.0, $0.1, $0.2, $0.3] } == [[2, 20, 300, 4000], [3, 20, 300, 4000]])
        #expect(sum3.values == [322, 323])
        #expect(sum4.values == [4322, 4323])
    }

    @Test("after one upstream finishes, the others' elements still combine with its last element; finished after all")
    func finishesAfterEveryUpstream() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>()
        first.combineLatest(second) { $0 + $1 }.subscribe(subscriber)
        first.send(100)
        first.send(completion: .finished)
        second.send(1)
        second.send(2)
        #expect(subscriber.values == [101, 102])
        #expect(subscriber.completions.isEmpty)
        second.send(completion: .finished)
        #expect(subscriber.isFinished)
    }

    @Test("an upstream finishing without an element publishes nothing more, but the whole finishes only when every upstream has, as Apple's")
    func emptyUpstreamDoesNotFinishEarly() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<(Int, Int), Never>()
        first.combineLatest(second).subscribe(subscriber)
        first.send(completion: .finished)
        second.send(1)
        #expect(subscriber.received.isEmpty)
        second.send(completion: .finished)
        #expect(subscriber.isFinished)
        #expect(subscriber.values.isEmpty)
    }

    @Test("the first failure fails once and cancels the other upstreams; nothing follows it")
    func failsOnceAndCancelsTheOthers() {
        let first = TestPublisher<Int, TestError>()
        let second = TestPublisher<Int, TestError>()
        let subscriber = TestSubscriber<Int, TestError>()
        first.combineLatest(second) { $0 + $1 }.subscribe(subscriber)
        first.send(1)
        second.send(2)
        first.send(completion: .failure(TestError(code: 7)))
        second.send(3)
        second.send(completion: .failure(TestError(code: 8)))
        #expect(subscriber.values == [3])
        #expect(subscriber.completions == [.failure(TestError(code: 7))])
        #expect(first.subscription.history == [.requested(.unlimited)])
        #expect(second.subscription.history == [.requested(.unlimited), .cancelled])
    }

    @Test("every request of the subscriber is passed to every upstream")
    func passesRequestsToEveryUpstream() {
        let first = TestPublisher<Int, Never>()
        let second = TestPublisher<Int, Never>()
        let subscriber = TestSubscriber<(Int, Int), Never>(initialDemand: .none)
        first.combineLatest(second).subscribe(subscriber)
        #expect(first.subscription.history.isEmpty)
        subscriber.request(.max(1))
        #expect(first.subscription.history == [.requested(.max(1))])
        #expect(second.subscription.history == [.requested(.max(1))])
        #expect(first.send(1) == .none)
        #expect(second.send(2) == .none)
        #expect(subscriber.values.map { [$0.0, $0.1] } == [[1, 2]])
        subscriber.request(.max(2))
        #expect(first.subscription.history == [.requested(.max(1)), .requested(.max(2))])
        #expect(second.subscription.history == [.requested(.max(1)), .requested(.max(2))])
    }

    @Test("demand the subscriber returns from receive reaches every upstream")
    func returnedDemandReachesEveryUpstream() {
        let first = TestPublisher<Int, Never>()
        let second = TestPublisher<Int, Never>()
        let subscriber = TestSubscriber<(Int, Int), Never>(initialDemand: .max(1))
        subscriber.demandPerValue = .max(1)
        first.combineLatest(second).subscribe(subscriber)
        first.send(1)
        #expect(second.send(2) == .max(1))
        #expect(first.subscription.history == [.requested(.max(1)), .requested(.max(1))])
        first.send(3)
        #expect(subscriber.values.map { [$0.0, $0.1] } == [[1, 2], [3, 2]])
    }

    @Test("with no demand an element only replaces its upstream's latest: nothing is published, not even on the next request")
    func dropsCombinationsWithoutDemand() {
        let first = TestPublisher<Int, Never>()
        let second = TestPublisher<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(initialDemand: .max(1))
        first.combineLatest(second) { $0 + $1 }.subscribe(subscriber)
        first.send(100)
        second.send(1)
        #expect(subscriber.values == [101])
        first.send(200)
        first.send(300)
        second.send(2)
        #expect(subscriber.values == [101])
        subscriber.request(.max(1))
        #expect(subscriber.values == [101])
        second.send(3)
        #expect(subscriber.values == [101, 303])
    }

    @Test("an element sent from inside the subscriber's receive publishes nothing but becomes the latest, as Apple's")
    func reentrantElementOnlyUpdatesLatest() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>()
        subscriber.onValue = { if $0 == 11 { first.send(2) } }
        first.combineLatest(second) { $0 + $1 }.subscribe(subscriber)
        first.send(1)
        second.send(10)
        #expect(subscriber.values == [11])
        second.send(20)
        #expect(subscriber.values == [11, 22])
    }

    @Test("cancelling cancels every upstream subscription and stops delivery")
    func cancellationStopsDelivery() {
        let first = TestPublisher<Int, Never>()
        let second = TestPublisher<Int, Never>()
        let subscriber = TestSubscriber<(Int, Int), Never>()
        first.combineLatest(second).subscribe(subscriber)
        first.send(1)
        second.send(2)
        subscriber.cancel()
        first.send(3)
        second.send(completion: .finished)
        first.send(completion: .finished)
        #expect(subscriber.values.count == 1)
        #expect(subscriber.completions.isEmpty)
        #expect(first.subscription.history == [.requested(.unlimited), .cancelled])
        #expect(second.subscription.history == [.requested(.unlimited), .cancelled])
    }

    @Test("an upstream that completes while being subscribed to has its completion delivered after the subscription")
    func completionDuringSubscription() {
        let finished = TestSubscriber<(Int, Int), Never>(initialDemand: .none)
        Empty<Int, Never>().combineLatest(Empty<Int, Never>()).subscribe(finished)
        #expect(finished.subscription != nil)
        #expect(finished.isFinished)

        let failed = TestSubscriber<(Int, Int), TestError>(initialDemand: .none)
        Fail<Int, TestError>(error: TestError(code: 3)).combineLatest(Just(1).setFailureType(to: TestError.self)).subscribe(failed)
        #expect(failed.subscription != nil)
        #expect(failed.completions == [.failure(TestError(code: 3))])
    }

    @Test("an upstream whose subscription arrives late is asked for everything requested so far")
    func lateSubscription() {
        let first = TestPublisher<Int, Never>()
        let late = LateSubscribingPublisher<Int>()
        let subscriber = TestSubscriber<(Int, Int), Never>(initialDemand: .max(2))
        first.combineLatest(late).subscribe(subscriber)
        #expect(first.subscription.history == [.requested(.max(2))])
        late.attach()
        #expect(late.subscription.history == [.requested(.max(2))])
    }

    @Test("Just publishers combine at once and finish")
    func justPublishers() {
        let subscriber = TestSubscriber<(Int, String), Never>()
        Just(1).combineLatest(Just("one")).subscribe(subscriber)
        #expect(subscriber.values.map { "\($0.0) \($0.1)" } == ["1 one"])
        #expect(subscriber.isFinished)
    }

    @Test("combineLatest publishers are equal when their upstreams are")
    func equatable() {
        #expect(Publishers.CombineLatest(Just(1), Just(2)) == Publishers.CombineLatest(Just(1), Just(2)))
        #expect(Publishers.CombineLatest3(Just(1), Just(2), Just(3)) != Publishers.CombineLatest3(Just(1), Just(2), Just(4)))
        #expect(Publishers.CombineLatest4(Just(1), Just(2), Just(3), Just(4)) == Just(1).combineLatest(Just(2), Just(3), Just(4)))
    }
}

/// A view model's `@Published` properties combined: `$a.combineLatest($b)` drives a value.
@Suite("CombineLatest over @Published")
struct PublishedCombineLatestTests {
    final class SignUp: ObservableObject {
        @Published var email = ""
        @Published var password = ""
        @Published var canSubmit = false

        init() {
            $email.combineLatest($password) { email, password in email.contains("@") && password.count >= 8 }
                .assign(to: &$canSubmit)
        }
    }

    @Test("the combined value follows both properties from their current values on")
    func drivesAValue() {
        let form = SignUp()
        #expect(form.canSubmit == false)
        form.email = "kim@example.com"
        #expect(form.canSubmit == false)
        form.password = "correct horse"
        #expect(form.canSubmit == true)
        form.email = "kim"
        #expect(form.canSubmit == false)
    }

    @Test("a sink on two @Published properties receives their current values at once, then each change")
    func sinkReceivesCurrentValues() {
        let form = SignUp()
        var seen: [String] = []
        let cancellable = form.$email.combineLatest(form.$password).sink { seen.append("\($0)|\($1)") }
        form.email = "a"
        form.password = "b"
        cancellable.cancel()
        form.email = "c"
        #expect(seen == ["|", "a|", "a|b"])
    }
}

/// A publisher that gives its subscriber the subscription only when the test calls `attach()`,
/// as an upstream subscribed to on another queue does.
final class LateSubscribingPublisher<Output>: Publisher {
    typealias Failure = Never
    let subscription = TestSubscription()
    private var subscriber: AnySubscriber<Output, Never>?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        self.subscriber = AnySubscriber(subscriber)
    }

    func attach() {
        subscriber?.receive(subscription: subscription)
    }
}
