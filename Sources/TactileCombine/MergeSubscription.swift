import OpenCombine

/// The subscription a subscriber of a merge (`Publishers.Merge` … `Merge8`, `MergeMany`) receives:
/// it subscribes to every upstream and republishes their elements interleaved, as Combine's merge.
///
/// Invariants, as in Combine:
/// - The downstream receives its subscription before any upstream is subscribed to.
/// - It never receives more elements than it demanded. While its demand is finite, each upstream
///   is asked for one element at a time: an element that finds demand is delivered and its
///   upstream asked for the next; one that finds none is held (one per upstream) until the
///   downstream asks again, then delivered — held elements in upstream order — and its upstream
///   asked for the next. Once the demand is unlimited, every upstream is asked for unlimited
///   elements and each element is delivered as it arrives.
/// - It finishes once every upstream has finished and every held element has been delivered; it
///   fails with the first upstream failure, which cancels every upstream subscription and drops
///   the held elements. Nothing reaches it after either, nor after it cancels, which cancels every
///   upstream subscription.
/// - Calls into it are serialized (`DownstreamLock`); an event the same thread causes while it is
///   receiving an element is delivered within that call, except `finished`, which waits for the
///   call to return.
final class MergeSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let lock = StateLock()
    private let downstreamLock = DownstreamLock()

    // Guarded by `lock`.
    /// What the downstream has demanded and not yet received.
    private var demand = Subscribers.Demand.none
    /// Demand requested while an element was being delivered, added once that delivery returns.
    private var pendingDemand = Subscribers.Demand.none
    /// Elements being delivered now (more than one when a delivery causes another).
    private var deliveries = 0
    /// Whether every upstream subscription has been asked for unlimited elements.
    private var upstreamsUnlimited = false
    private var upstreams: [(any Subscription)?]
    /// The element held for each upstream, which arrived when the downstream demanded none.
    private var held: [Input?]
    private var finished: [Bool]
    /// Whether the merge has finished, failed or been cancelled: nothing more goes in or out.
    private var isTerminated = false

    init(downstream: Downstream, upstreamCount: Int) {
        self.downstream = downstream
        upstreams = Array(repeating: nil, count: upstreamCount)
        held = Array(repeating: nil, count: upstreamCount)
        finished = Array(repeating: false, count: upstreamCount)
    }

    var description: String { "Merge" }

    /// Gives the downstream this subscription, then subscribes to each upstream in order.
    func start(_ subscribeUpstreams: (MergeSubscription) -> Void) {
        downstream.receive(subscription: self)
        subscribeUpstreams(self)
    }

    /// Subscribes to `upstream` as the upstream at `index`.
    func subscribe<Upstream: Publisher>(_ upstream: Upstream, at index: Int)
    where Upstream.Output == Input, Upstream.Failure == Failure {
        upstream.subscribe(Side(index: index, merge: self))
    }

    // MARK: Downstream

    func request(_ demand: Subscribers.Demand) {
        let settleNow = lock.lock { () -> Bool in
            guard !isTerminated, demand > 0 else { return false }
            if deliveries > 0 {
                // Added when the delivery returns, as Combine does: the downstream is inside
                // `receive(_:)`, and what it asks for there is answered after it returns.
                pendingDemand += demand
                return false
            }
            self.demand += demand
            return true
        }
        if settleNow { settle() }
    }

    func cancel() {
        let cancelled = lock.lock { () -> [(any Subscription)?] in
            guard !isTerminated else { return [] }
            return terminate()
        }
        for upstream in cancelled { upstream?.cancel() }
    }

    // MARK: Upstreams

    fileprivate func receive(subscription: any Subscription, at index: Int) {
        let initialDemand = lock.lock { () -> Subscribers.Demand? in
            guard !isTerminated, upstreams[index] == nil, !finished[index] else { return nil }
            upstreams[index] = subscription
            return demand == .unlimited ? .unlimited : .max(1)
        }
        guard let initialDemand else {
            subscription.cancel()
            return
        }
        subscription.request(initialDemand)
    }

    fileprivate func receive(_ input: Input, at index: Int) -> Subscribers.Demand {
        let route = lock.lock { () -> Route in
            guard !isTerminated else { return .drop }
            if demand == .unlimited { return .deliver(askForNext: false) }
            guard demand > 0 else {
                // The upstream sent the one element it was asked for; it gets the next request
                // once this one is delivered.
                held[index] = input
                return .hold
            }
            demand -= 1
            return .deliver(askForNext: true)
        }
        switch route {
        case .drop, .hold:
            return .none
        case .deliver(let askForNext):
            deliver(input)
            return askForNext ? .max(1) : .none
        }
    }

    fileprivate func receive(completion: Subscribers.Completion<Failure>, at index: Int) {
        switch completion {
        case .finished:
            let settleNow = lock.lock { () -> Bool in
                guard !isTerminated, !finished[index] else { return false }
                finished[index] = true
                upstreams[index] = nil
                return true
            }
            if settleNow { settle() }
        case .failure:
            let cancelled = lock.lock { () -> [(any Subscription)?]? in
                guard !isTerminated else { return nil }
                return terminate()
            }
            guard let cancelled else { return }
            // Every upstream subscription, the failed one's too, as Combine's merge does.
            for upstream in cancelled { upstream?.cancel() }
            downstreamLock.lock { downstream.receive(completion: completion) }
        }
    }

    // MARK: Delivery

    /// What becomes of an upstream element.
    private enum Route {
        case drop
        case hold
        case deliver(askForNext: Bool)
    }

    /// The next thing `settle()` does.
    private enum Step {
        case deliverHeld(Input, askForNext: (any Subscription)?)
        case askUnlimited([any Subscription])
        case finish
        case done
    }

    /// Delivers `input`, already counted against the demand, then adds what the downstream asked
    /// for meanwhile and delivers what that lets through.
    private func deliver(_ input: Input) {
        lock.lock { deliveries += 1 }
        let more = downstreamLock.lock { downstream.receive(input) }
        lock.lock {
            deliveries -= 1
            demand += more + pendingDemand
            pendingDemand = .none
        }
        settle()
    }

    /// Brings the merge up to date with its demand: delivers held elements while there is demand
    /// (asking each of their upstreams for the next), asks every upstream for unlimited elements
    /// once the demand is unlimited, and finishes once every upstream has finished with nothing
    /// held and no delivery under way.
    private func settle() {
        while true {
            let step = lock.lock { () -> Step in
                guard !isTerminated else { return .done }
                if demand > 0, let index = held.firstIndex(where: { $0 != nil }), let input = held[index] {
                    held[index] = nil
                    if demand != .unlimited { demand -= 1 }
                    deliveries += 1
                    return .deliverHeld(input, askForNext: upstreamsUnlimited ? nil : upstreams[index])
                }
                if demand == .unlimited, !upstreamsUnlimited {
                    upstreamsUnlimited = true
                    return .askUnlimited(upstreams.compactMap { $0 })
                }
                if deliveries == 0, finished.allSatisfy({ $0 }), held.allSatisfy({ $0 == nil }) {
                    _ = terminate()
                    return .finish
                }
                return .done
            }
            switch step {
            case .deliverHeld(let input, let upstream):
                let more = downstreamLock.lock { downstream.receive(input) }
                upstream?.request(.max(1))
                lock.lock {
                    deliveries -= 1
                    demand += more + pendingDemand
                    pendingDemand = .none
                }
            case .askUnlimited(let subscriptions):
                for subscription in subscriptions { subscription.request(.unlimited) }
            case .finish:
                downstreamLock.lock { downstream.receive(completion: .finished) }
                return
            case .done:
                return
            }
        }
    }

    /// Marks the merge terminated and forgets its upstreams and held elements; returns the
    /// upstream subscriptions to cancel. Called with `lock` held.
    private func terminate() -> [(any Subscription)?] {
        isTerminated = true
        let subscriptions = upstreams
        upstreams = Array(repeating: nil, count: upstreams.count)
        held = Array(repeating: nil, count: held.count)
        return subscriptions
    }

    /// The subscriber a merge subscribes to one of its upstreams with.
    struct Side: Subscriber, CustomStringConvertible {
        typealias Input = Downstream.Input
        typealias Failure = Downstream.Failure

        let index: Int
        let merge: MergeSubscription
        let combineIdentifier = CombineIdentifier()

        var description: String { "Merge" }

        func receive(subscription: any Subscription) {
            merge.receive(subscription: subscription, at: index)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            merge.receive(input, at: index)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            merge.receive(completion: completion, at: index)
        }
    }
}
