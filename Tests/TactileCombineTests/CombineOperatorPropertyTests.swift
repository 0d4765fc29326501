import OpenCombine
import PropertyBased
import TactileCombine
import Testing

/// Merge and CombineLatest under random demand and random interleavings.
@Suite("Merge and CombineLatest properties")
struct CombineOperatorPropertyTests {
    @Test("a merge of sequences under any pattern of requests: never more than demanded, each element once, each upstream in order, finished at the end")
    func mergeUnderRandomDemand() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...6).array(of: 1...5), Gen.int(in: 1...4).array(of: 1...12)) { lengths, requests in
            // Upstream `index` sends index * 100, index * 100 + 1, …
            let upstreams = lengths.enumerated().map { index, length in (0..<length).map { index * 100 + $0 } }
            let subscriber = TestSubscriber<Int, Never>(initialDemand: .none)
            Publishers.MergeMany(upstreams.map(\.publisher)).subscribe(subscriber)
            var requested = 0
            for step in 0..<60 where !subscriber.isFinished {
                let count = requests[step % requests.count]
                subscriber.request(.max(count))
                requested += count
                #expect(subscriber.values.count <= requested)
            }
            #expect(subscriber.isFinished)
            #expect(subscriber.values.sorted() == upstreams.flatMap { $0 }.sorted())
            for (index, upstream) in upstreams.enumerated() {
                #expect(subscriber.values.filter { $0 / 100 == index } == upstream)
            }
        }
    }

    /// One step of a script over two upstreams: a send on one of them, or a request.
    enum Step: CustomStringConvertible {
        case send(upstream: Int)
        case request(Int)

        var description: String {
            switch self {
            case .send(let upstream): "send \(upstream)"
            case .request(let count): "request \(count)"
            }
        }
    }

    static let step = zip(Gen.int(in: 0...4), Gen.int(in: 1...3)).map { roll, count -> Step in
        switch roll {
        case 0: .request(count)
        case 1, 2: .send(upstream: 0)
        default: .send(upstream: 1)
        }
    }

    @Test("combineLatest under any interleaving and demand publishes exactly when Apple's does: an element that finds demand, once both have sent, publishes the latest of both")
    func combineLatestMatchesItsModel() async {
        await propertyCheck(count: 300, input: Self.step.array(of: 1...40), Gen.int(in: 0...2)) { script, initialDemand in
            let upstreams = [TestPublisher<Int, Never>(), TestPublisher<Int, Never>()]
            let subscriber = TestSubscriber<(Int, Int), Never>(initialDemand: .max(initialDemand))
            upstreams[0].combineLatest(upstreams[1]).subscribe(subscriber)
            // The model: the latest element of each upstream, and the demand left.
            var latest: [Int?] = [nil, nil]
            var demand = initialDemand
            var expected: [[Int]] = []
            for (index, step) in script.enumerated() {
                switch step {
                case .send(let upstream):
                    latest[upstream] = index
                    upstreams[upstream].send(index)
                    if demand > 0, let first = latest[0], let second = latest[1] {
                        expected.append([first, second])
                        demand -= 1
                    }
                case .request(let count):
                    subscriber.request(.max(count))
                    demand += count
                }
                #expect(subscriber.values.map { [$0.0, $0.1] } == expected, "after \(step)")
            }
        }
    }
}
