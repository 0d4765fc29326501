import OpenCombine

/// The subscription a subscriber of `Publishers.CombineLatest`, `CombineLatest3` or
/// `CombineLatest4` receives: it keeps the latest element of each upstream and, once every upstream
/// has sent one, publishes the tuple of the latest elements whenever an upstream sends, as Combine's
/// combineLatest.
///
/// Invariants, as in Combine:
/// - Every upstream is subscribed to before the downstream receives its subscription; an upstream
///   that completes meanwhile has its completion delivered right after.
/// - Each request of the downstream is passed to every upstream (an upstream subscribed later is
///   asked for everything requested so far). The downstream never receives more tuples than it
///   demanded: an element that arrives without demand only replaces its upstream's latest — no
///   tuple is published for it, not even once the downstream asks again; the next element that
///   finds demand publishes the latest of all.
/// - An element that arrives while a tuple is being delivered (the downstream's `receive(_:)` made
///   an upstream send) replaces its upstream's latest and publishes nothing.
/// - It finishes once every upstream has finished — an upstream that finished without sending
///   anything means no tuple is ever published, yet the others still run to their end — and fails
///   with the first failure, which cancels the other upstream subscriptions. Nothing reaches the
///   downstream after either, nor after it cancels, which cancels every upstream subscription.
/// - Calls into the downstream are serialized (`DownstreamLock`); `finished` waits for a delivery
///   under way to return.
final class CombineLatestSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    /// The tuple of the latest elements, one per upstream in order.
    private let combine: ([Any]) -> Downstream.Input
    private let lock = StateLock()
    private let downstreamLock = DownstreamLock()

    // Guarded by `lock`.
    private var latest: [Any?]
    private var upstreams: [(any Subscription)?]
    private var finished: [Bool]
    /// What the downstream has demanded and not yet received.
    private var demand = Subscribers.Demand.none
    /// Everything the downstream has requested, which an upstream subscribed late is asked for.
    private var requested = Subscribers.Demand.none
    /// Whether the downstream has received this subscription.
    private var isEstablished = false
    /// Whether a tuple is being delivered.
    private var isDelivering = false
    /// Whether every upstream finished, an upstream failed or the downstream cancelled: nothing
    /// more goes in.
    private var isTerminated = false
    /// The completion to deliver once the downstream has its subscription or a delivery returns.
    private var pendingCompletion: Subscribers.Completion<Failure>?

    init(downstream: Downstream, upstreamCount: Int, combine: @escaping ([Any]) -> Downstream.Input) {
        self.downstream = downstream
        self.combine = combine
        latest = Array(repeating: nil, count: upstreamCount)
        upstreams = Array(repeating: nil, count: upstreamCount)
        finished = Array(repeating: false, count: upstreamCount)
    }

    var description: String { "CombineLatest" }

    /// Subscribes to each upstream in order, then gives the downstream this subscription.
    func start(_ subscribeUpstreams: (CombineLatestSubscription) -> Void) {
        subscribeUpstreams(self)
        downstream.receive(subscription: self)
        let completion = lock.lock { () -> Subscribers.Completion<Failure>? in
            isEstablished = true
            return takePendingCompletion()
        }
        if let completion { downstreamLock.lock { downstream.receive(completion: completion) } }
    }

    /// Subscribes to `upstream` as the upstream at `index`.
    func subscribe<Upstream: Publisher>(_ upstream: Upstream, at index: Int) where Upstream.Failure == Failure {
        upstream.subscribe(Side<Upstream.Output>(index: index, combineLatest: self))
    }

    // MARK: Downstream

    func request(_ demand: Subscribers.Demand) {
        let subscriptions = lock.lock { () -> [any Subscription] in
            guard !isTerminated, demand > 0 else { return [] }
            self.demand += demand
            requested += demand
            return upstreams.compactMap { $0 }
        }
        for subscription in subscriptions { subscription.request(demand) }
    }

    func cancel() {
        let subscriptions = lock.lock { () -> [(any Subscription)?] in
            pendingCompletion = nil
            guard !isTerminated else { return [] }
            return terminate()
        }
        for subscription in subscriptions { subscription?.cancel() }
    }

    // MARK: Upstreams

    fileprivate func receive(subscription: any Subscription, at index: Int) {
        let demand = lock.lock { () -> Subscribers.Demand? in
            guard !isTerminated, upstreams[index] == nil, !finished[index] else { return nil }
            upstreams[index] = subscription
            return requested
        }
        guard let demand else {
            subscription.cancel()
            return
        }
        if demand > 0 { subscription.request(demand) }
    }

    fileprivate func receive(_ input: Any, at index: Int) -> Subscribers.Demand {
        let values = lock.lock { () -> [Any]? in
            guard !isTerminated else { return nil }
            latest[index] = input
            guard !isDelivering, demand > 0 else { return nil }
            let values = latest.compactMap { $0 }
            guard values.count == latest.count else { return nil }
            demand -= 1
            isDelivering = true
            return values
        }
        guard let values else { return .none }
        let more = downstreamLock.lock { downstream.receive(combine(values)) }
        let (others, completion) = lock.lock { () -> ([any Subscription], Subscribers.Completion<Failure>?) in
            isDelivering = false
            guard !isTerminated else { return ([], takePendingCompletion()) }
            demand += more
            requested += more
            return (upstreams.indices.filter { $0 != index }.compactMap { upstreams[$0] }, nil)
        }
        if let completion {
            downstreamLock.lock { downstream.receive(completion: completion) }
            return .none
        }
        // What the downstream asked for by returning it is a request like any other: every
        // upstream is asked for it, this one by the return value.
        if more > 0 {
            for subscription in others { subscription.request(more) }
        }
        return more
    }

    fileprivate func receive(completion: Subscribers.Completion<Failure>, at index: Int) {
        let (cancelled, deliverNow) = lock.lock { () -> ([(any Subscription)?], Subscribers.Completion<Failure>?) in
            guard !isTerminated, !finished[index] else { return ([], nil) }
            switch completion {
            case .finished:
                finished[index] = true
                upstreams[index] = nil
                guard finished.allSatisfy({ $0 }) else { return ([], nil) }
                _ = terminate()
                pendingCompletion = completion
                return ([], isEstablished && !isDelivering ? takePendingCompletion() : nil)
            case .failure:
                var subscriptions = terminate()
                // The failed upstream's subscription has ended; the others are cancelled.
                subscriptions[index] = nil
                // A failure is delivered at once, even into a delivery under way, as Combine does.
                pendingCompletion = completion
                return (subscriptions, isEstablished ? takePendingCompletion() : nil)
            }
        }
        for subscription in cancelled { subscription?.cancel() }
        if let deliverNow { downstreamLock.lock { downstream.receive(completion: deliverNow) } }
    }

    /// Marks the subscription terminated and forgets its upstreams and latest elements; returns
    /// the upstream subscriptions. Called with `lock` held.
    private func terminate() -> [(any Subscription)?] {
        isTerminated = true
        let subscriptions = upstreams
        upstreams = Array(repeating: nil, count: upstreams.count)
        latest = Array(repeating: nil, count: latest.count)
        return subscriptions
    }

    /// The pending completion, now delivered. Called with `lock` held.
    private func takePendingCompletion() -> Subscribers.Completion<Failure>? {
        defer { pendingCompletion = nil }
        return pendingCompletion
    }

    /// The subscriber a combineLatest subscribes to one of its upstreams with.
    struct Side<Input>: Subscriber, CustomStringConvertible {
        typealias Failure = Downstream.Failure

        let index: Int
        let combineLatest: CombineLatestSubscription
        let combineIdentifier = CombineIdentifier()

        var description: String { "CombineLatest" }

        func receive(subscription: any Subscription) {
            combineLatest.receive(subscription: subscription, at: index)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            combineLatest.receive(input, at: index)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            combineLatest.receive(completion: completion, at: index)
        }
    }
}
