import OpenCombine

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publishers {
    /// A publisher created by applying the merge function to an arbitrary number of upstream
    /// publishers of one type (Combine's `Publishers.MergeMany`, which OpenCombine 0.14 lacks).
    ///
    /// It delivers their elements interleaved, finishes once all of them have finished (at once,
    /// when demanded, for none) and fails with the first failure; its subscription is a
    /// `MergeSubscription` over `publishers` in order.
    public struct MergeMany<Upstream>: Publisher where Upstream: Publisher {
        /// The kind of values published by this publisher: the upstream publishers' common output.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream publishers' common failure.
        public typealias Failure = Upstream.Failure

        /// The array of upstream publishers that this publisher merges together.
        public let publishers: [Upstream]

        /// Creates a publisher created by applying the merge function to an arbitrary number of
        /// upstream publishers.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Creates a publisher created by applying the merge function to a sequence of upstream
        /// publishers.
        public init<S>(_ upstream: S) where Upstream == S.Element, S: Swift.Sequence {
            publishers = Array(upstream)
        }

        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            MergeSubscription(downstream: subscriber, upstreamCount: publishers.count).start { merge in
                for (index, publisher) in publishers.enumerated() {
                    merge.subscribe(publisher, at: index)
                }
            }
        }

        /// Combines elements from this publisher with those from another publisher of the same
        /// type: a merge of this one's publishers and `other`.
        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
            Publishers.MergeMany(publishers + [other])
        }
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publishers.MergeMany: Equatable where Upstream: Equatable {
    /// Whether the two merges have equal `publishers`.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.publishers == rhs.publishers
    }
}
