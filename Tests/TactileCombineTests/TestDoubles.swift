import OpenCombine

/// What a test subscriber received, in order.
enum Received<Input, Failure: Error> {
    case value(Input)
    case finished
    case failure(Failure)
}

/// A subscriber that asks for exactly the demand a test gives it — `initialDemand` on
/// subscription, `demandPerValue` returned from each element, then whatever `request(_:)` asks —
/// and records everything it receives.
final class TestSubscriber<Input, Failure: Error>: Subscriber {
    let combineIdentifier = CombineIdentifier()
    private(set) var subscription: (any Subscription)?
    private(set) var received: [Received<Input, Failure>] = []
    private let initialDemand: Subscribers.Demand
    var demandPerValue = Subscribers.Demand.none
    /// Runs inside `receive(_:)`, after the element is recorded.
    var onValue: (Input) -> Void = { _ in }

    init(initialDemand: Subscribers.Demand = .unlimited) {
        self.initialDemand = initialDemand
    }

    var values: [Input] {
        received.compactMap { event -> Input? in
            if case .value(let value) = event { return value }
            return nil
        }
    }

    /// The completions received (more than one would be a bug).
    var completions: [Subscribers.Completion<Failure>] {
        received.compactMap { event -> Subscribers.Completion<Failure>? in
            switch event {
            case .value: return nil
            case .finished: return .finished
            case .failure(let error): return .failure(error)
            }
        }
    }

    /// Whether it received exactly one completion, `finished`, and nothing after it.
    var isFinished: Bool {
        guard completions.count == 1, case .finished = received.last else { return false }
        return true
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if initialDemand > 0 { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        received.append(.value(input))
        onValue(input)
        return demandPerValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: received.append(.finished)
        case .failure(let error): received.append(.failure(error))
        }
    }

    func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }
    func cancel() { subscription?.cancel() }
}

/// An upstream whose subscription records what it is asked for, and which sends whatever the
/// test tells it to, demanded or not (as Combine's own tests drive operators).
final class TestPublisher<Output, Failure: Error>: Publisher {
    let subscription = TestSubscription()
    private var subscriber: AnySubscriber<Output, Failure>?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        self.subscriber = AnySubscriber(subscriber)
        subscriber.receive(subscription: subscription)
    }

    /// Sends `value`; returns the demand the subscriber answered with.
    @discardableResult
    func send(_ value: Output) -> Subscribers.Demand {
        subscriber?.receive(value) ?? .none
    }

    func send(completion: Subscribers.Completion<Failure>) {
        subscriber?.receive(completion: completion)
    }
}

/// A subscription recording the requests and cancellations it receives.
final class TestSubscription: Subscription {
    enum Event: Equatable {
        case requested(Subscribers.Demand)
        case cancelled
    }

    let combineIdentifier = CombineIdentifier()
    private(set) var history: [Event] = []

    func request(_ demand: Subscribers.Demand) { history.append(.requested(demand)) }
    func cancel() { history.append(.cancelled) }
}

struct TestError: Error, Equatable {
    let code: Int
}
