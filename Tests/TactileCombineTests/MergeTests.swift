import Foundation
import OpenCombine
import TactileCombine
import Testing

/// `Publishers.Merge` … `Merge8`, `Publishers.MergeMany` and `merge(with:)`, as Apple's Combine
/// behaves: every element as it arrives, one element at a time per upstream under finite demand,
/// finished after every upstream, failed at the first failure.
@Suite("Merge")
struct MergeTests {
    @Test("elements of both upstreams are delivered in the order they are sent")
    func deliversInArrivalOrder() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>()
        Publishers.Merge(first, second).subscribe(subscriber)
        first.send(2)
        second.send(2)
        first.send(3)
        second.send(22)
        first.send(45)
        #expect(subscriber.values == [2, 2, 3, 22, 45])
    }

    @Test("the merge finishes only once every upstream has finished, and elements of the others flow until then")
    func finishesAfterEveryUpstream() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let third = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>()
        first.merge(with: second, third).subscribe(subscriber)
        first.send(1)
        first.send(completion: .finished)
        second.send(2)
        third.send(completion: .finished)
        #expect(subscriber.completions.isEmpty)
        second.send(3)
        second.send(completion: .finished)
        #expect(subscriber.values == [1, 2, 3])
        #expect(subscriber.isFinished)
    }

    @Test("the first failure fails the merge once and cancels every upstream subscription; nothing follows it")
    func failsOnceAndCancelsTheOthers() {
        let first = TestPublisher<Int, TestError>()
        let second = TestPublisher<Int, TestError>()
        let subscriber = TestSubscriber<Int, TestError>()
        first.merge(with: second).subscribe(subscriber)
        second.send(1)
        first.send(completion: .failure(TestError(code: 1)))
        second.send(2)
        second.send(completion: .failure(TestError(code: 2)))
        first.send(completion: .finished)
        #expect(subscriber.values == [1])
        #expect(subscriber.completions == [.failure(TestError(code: 1))])
        // As Apple's merge: the failed upstream's subscription is cancelled too.
        #expect(first.subscription.history == [.requested(.unlimited), .cancelled])
        #expect(second.subscription.history == [.requested(.unlimited), .cancelled])
    }

    @Test("with a demand of one, the second upstream's element waits until the subscriber asks for one more")
    func respectsDemand() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(initialDemand: .max(1))
        first.merge(with: second).subscribe(subscriber)
        first.send(1)
        second.send(2)
        #expect(subscriber.values == [1])
        subscriber.request(.max(1))
        #expect(subscriber.values == [1, 2])
        // Nothing is demanded now: the next element waits again.
        first.send(3)
        #expect(subscriber.values == [1, 2])
        subscriber.request(.max(5))
        #expect(subscriber.values == [1, 2, 3])
        second.send(4)
        #expect(subscriber.values == [1, 2, 3, 4])
    }

    @Test("under finite demand each upstream is asked for one element at a time; unlimited demand asks each for unlimited")
    func asksUpstreamsOneAtATime() {
        let first = TestPublisher<Int, Never>()
        let second = TestPublisher<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(initialDemand: .max(1))
        first.merge(with: second).subscribe(subscriber)
        #expect(first.subscription.history == [.requested(.max(1))])
        #expect(second.subscription.history == [.requested(.max(1))])
        // Delivered: the upstream is asked for its next element by the return value.
        #expect(first.send(10) == .max(1))
        // No demand left: held, and the upstream is not asked for more.
        #expect(second.send(20) == .none)
        #expect(subscriber.values == [10])
        // The held element goes out on the next request, and its upstream is asked for the next.
        subscriber.request(.max(1))
        #expect(subscriber.values == [10, 20])
        #expect(second.subscription.history == [.requested(.max(1)), .requested(.max(1))])
        subscriber.request(.unlimited)
        #expect(first.subscription.history == [.requested(.max(1)), .requested(.unlimited)])
        #expect(second.subscription.history == [.requested(.max(1)), .requested(.max(1)), .requested(.unlimited)])
        #expect(first.send(11) == .none)
        #expect(subscriber.values == [10, 20, 11])
    }

    @Test("elements held for lack of demand go out in upstream order, one per request")
    func heldElementsInUpstreamOrder() {
        let first = TestPublisher<Int, Never>()
        let second = TestPublisher<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(initialDemand: .none)
        first.merge(with: second).subscribe(subscriber)
        second.send(2)
        first.send(1)
        #expect(subscriber.values.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.values == [1])
        subscriber.request(.max(1))
        #expect(subscriber.values == [1, 2])
    }

    @Test("a merge whose upstreams all finished with an element held finishes after delivering it")
    func finishesAfterHeldElements() {
        let first = TestPublisher<Int, Never>()
        let second = TestPublisher<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(initialDemand: .none)
        first.merge(with: second).subscribe(subscriber)
        first.send(1)
        first.send(completion: .finished)
        second.send(completion: .finished)
        #expect(subscriber.received.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.values == [1])
        #expect(subscriber.isFinished)
    }

    @Test("cancelling cancels every upstream subscription and stops delivery")
    func cancellationStopsDelivery() {
        let first = TestPublisher<Int, Never>()
        let second = TestPublisher<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>()
        first.merge(with: second).subscribe(subscriber)
        first.send(1)
        subscriber.cancel()
        first.send(2)
        second.send(3)
        second.send(completion: .finished)
        first.send(completion: .finished)
        #expect(subscriber.values == [1])
        #expect(subscriber.completions.isEmpty)
        #expect(first.subscription.history == [.requested(.unlimited), .cancelled])
        #expect(second.subscription.history == [.requested(.unlimited), .cancelled])
    }

    @Test("a sink's cancellable ends the merge of two subjects: later sends reach nothing")
    func sinkCancellation() {
        let first = PassthroughSubject<String, Never>()
        let second = PassthroughSubject<String, Never>()
        var log: [String] = []
        let cancellable = first.merge(with: second).sink { log.append($0) }
        first.send("a")
        second.send("b")
        cancellable.cancel()
        first.send("c")
        second.send("d")
        #expect(log == ["a", "b"])
    }

    @Test("an element sent from inside the subscriber's receive is delivered within that call, as Combine's subjects do")
    func reentrantSend() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>()
        subscriber.onValue = { if $0 == 1 { second.send(2) } }
        first.merge(with: second).subscribe(subscriber)
        first.send(1)
        first.send(3)
        #expect(subscriber.values == [1, 2, 3])
    }

    @Test("MergeMany merges an array of publishers and finishes after all of them")
    func mergeManyFromArray() {
        let subjects = (0..<5).map { _ in PassthroughSubject<Int, Never>() }
        let subscriber = TestSubscriber<Int, Never>()
        Publishers.MergeMany(subjects).subscribe(subscriber)
        for (index, subject) in subjects.enumerated().reversed() { subject.send(index) }
        for subject in subjects { subject.send(completion: .finished) }
        #expect(subscriber.values == [4, 3, 2, 1, 0])
        #expect(subscriber.isFinished)
    }

    @Test("MergeMany of sequence publishers never exceeds demand and delivers every element once, each upstream in order")
    func mergeManyOfSequences() {
        let subscriber = TestSubscriber<Int, Never>(initialDemand: .max(2))
        Publishers.MergeMany([1, 2, 3].publisher, [10, 20].publisher).subscribe(subscriber)
        #expect(subscriber.values.count == 2)
        subscriber.request(.max(3))
        #expect(subscriber.values.sorted() == [1, 2, 3, 10, 20])
        #expect(subscriber.values.filter { $0 < 10 } == [1, 2, 3])
        #expect(subscriber.values.filter { $0 >= 10 } == [10, 20])
        #expect(subscriber.isFinished)
    }

    @Test("a merge of no publishers finishes once asked for anything")
    func mergeOfNothing() {
        let subscriber = TestSubscriber<Int, Never>(initialDemand: .none)
        Publishers.MergeMany<Just<Int>>([]).subscribe(subscriber)
        #expect(subscriber.received.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.isFinished)
    }

    @Test("merge(with:) builds Combine's types: another type gives Merge, chaining gives Merge3, the same type gives MergeMany")
    func operatorTypes() {
        let subject = PassthroughSubject<Int, Never>()
        let just = Just(1)
        let merge: Publishers.Merge<PassthroughSubject<Int, Never>, Just<Int>> = subject.merge(with: just)
        let merge3: Publishers.Merge3<PassthroughSubject<Int, Never>, Just<Int>, Just<Int>> = merge.merge(with: just)
        let many = just.merge(with: just)
        #expect(type(of: many) == Publishers.MergeMany<Just<Int>>.self)
        #expect(many.merge(with: Just(2)).publishers == [Just(1), Just(1), Just(2)])
        #expect(merge3.c == just)
        let merge8 = subject.merge(with: just, just, just, just, just, just, just)
        #expect(type(of: merge8) == Publishers.Merge8<PassthroughSubject<Int, Never>, Just<Int>, Just<Int>, Just<Int>,
                                                      Just<Int>, Just<Int>, Just<Int>, Just<Int>>.self)
    }

    @Test("every arity from Merge to Merge8 delivers each upstream's element and finishes after all")
    func everyArity() {
        func check<P: Publisher>(_ merged: P, count: Int) where P.Output == Int, P.Failure == Never {
            let subscriber = TestSubscriber<Int, Never>()
            merged.subscribe(subscriber)
            #expect(subscriber.values.sorted() == Array(0..<count), "\(count) upstreams")
            #expect(subscriber.isFinished, "\(count) upstreams")
        }
        let j = (0..<8).map { Just($0) }
        check(Publishers.Merge(j[0], j[1]), count: 2)
        check(Publishers.Merge3(j[0], j[1], j[2]), count: 3)
        check(Publishers.Merge4(j[0], j[1], j[2], j[3]), count: 4)
        check(Publishers.Merge5(j[0], j[1], j[2], j[3], j[4]), count: 5)
        check(Publishers.Merge6(j[0], j[1], j[2], j[3], j[4], j[5]), count: 6)
        check(Publishers.Merge7(j[0], j[1], j[2], j[3], j[4], j[5], j[6]), count: 7)
        check(Publishers.Merge8(j[0], j[1], j[2], j[3], j[4], j[5], j[6], j[7]), count: 8)
        check(Publishers.Merge(j[0], j[1]).merge(with: j[2], j[3], j[4], j[5], j[6], j[7]), count: 8)
    }

    @Test("merges are equal when their upstreams are")
    func equatable() {
        #expect(Publishers.Merge(Just(1), Just(2)) == Publishers.Merge(Just(1), Just(2)))
        #expect(Publishers.Merge(Just(1), Just(2)) != Publishers.Merge(Just(1), Just(3)))
        #expect(Publishers.MergeMany(Just(1), Just(2)) == Publishers.MergeMany([Just(1), Just(2)]))
        #expect(Publishers.MergeMany(Just(1)) != Publishers.MergeMany(Just(1), Just(1)))
    }

    @Test("upstreams sending on many threads at once: every element arrives once, and never two deliveries at a time")
    func concurrentUpstreams() {
        // OpenCombine's subjects may be sent to from any thread; its types are not marked Sendable.
        nonisolated(unsafe) let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
        let overlap = OverlapDetector()
        var received = 0
        let cancellable = Publishers.MergeMany(subjects).sink { _ in
            overlap.enter()
            received += 1
            overlap.leave()
        }
        DispatchQueue.concurrentPerform(iterations: subjects.count) { index in
            for value in 0..<500 { subjects[index].send(value) }
        }
        cancellable.cancel()
        #expect(received == 2_000)
        #expect(!overlap.overlapped)
    }
}

/// Notes whether two threads were ever between `enter()` and `leave()` at once.
final class OverlapDetector: @unchecked Sendable {
    // @unchecked: both fields are only touched under `lock`.
    private let lock = NSLock()
    private var inside = 0
    private var sawOverlap = false

    func enter() {
        lock.lock()
        inside += 1
        if inside > 1 { sawOverlap = true }
        lock.unlock()
    }

    func leave() {
        lock.lock()
        inside -= 1
        lock.unlock()
    }

    var overlapped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return sawOverlap
    }
}
