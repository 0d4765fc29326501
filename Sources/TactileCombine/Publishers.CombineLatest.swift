import OpenCombine

// Combine's `Publishers.CombineLatest`, `CombineLatest3`, `CombineLatest4` and
// `Publisher.combineLatest(_:…)`, which OpenCombine 0.14 lacks. Each subscription is a
// `CombineLatestSubscription` over the upstreams in order (its invariants: Apple's semantics,
// demand and cancellation). The forms taking a `transform` are, as in Combine, a `map` of the tuple.

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    /// Subscribes to an additional publisher and publishes a tuple of both publishers' latest
    /// elements whenever either of them sends one, once each of them has sent one.
    ///
    /// Every request is passed to both publishers; without demand, an element only replaces its
    /// publisher's latest. Finishes once both have finished, fails with the first failure.
    public func combineLatest<P>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P: Publisher, Self.Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Subscribes to an additional publisher and publishes `transform` of the latest element of
    /// each whenever any of them sends one, once every one of them has sent one.
    public func combineLatest<P, T>(_ other: P, _ transform: @escaping (Self.Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
    where P: Publisher, Self.Failure == P.Failure {
        Publishers.CombineLatest(self, other).map { transform($0.0, $0.1) }
    }

    /// Subscribes to two additional publishers and publishes a tuple of the latest element of
    /// each whenever any of them sends one, once every one of them has sent one.
    public func combineLatest<P, Q>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Subscribes to two additional publishers and publishes `transform` of the latest element of
    /// each whenever any of them sends one, once every one of them has sent one.
    public func combineLatest<P, Q, T>(_ publisher1: P, _ publisher2: Q,
                                     _ transform: @escaping (Self.Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map { transform($0.0, $0.1, $0.2) }
    }

    /// Subscribes to three additional publishers and publishes a tuple of the latest element of
    /// each whenever any of them sends one, once every one of them has sent one.
    public func combineLatest<P, Q, R>(_ publisher1: P, _ publisher2: Q, _ publisher3: R) -> Publishers.CombineLatest4<Self, P, Q, R>
    where P: Publisher, Q: Publisher, R: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// Subscribes to three additional publishers and publishes `transform` of the latest element of
    /// each whenever any of them sends one, once every one of them has sent one.
    public func combineLatest<P, Q, R, T>(_ publisher1: P, _ publisher2: Q, _ publisher3: R,
                                     _ transform: @escaping (Self.Output, P.Output, Q.Output, R.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where P: Publisher, Q: Publisher, R: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map { transform($0.0, $0.1, $0.2, $0.3) }
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publishers {
    /// A publisher that receives and combines the latest elements from two publishers.
    public struct CombineLatest<A, B>: Publisher
    where A: Publisher, B: Publisher, A.Failure == B.Failure {
        /// The kind of values published by this publisher: a tuple of the upstream publishers' outputs.
        public typealias Output = (A.Output, B.Output)
        /// The kind of errors this publisher might publish: the upstream publishers' common failure.
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A

        /// The second upstream publisher.
        public let b: B

        /// Creates a publisher that receives and combines the latest elements from two publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S>(subscriber: S) where S: Subscriber, B.Failure == S.Failure, S.Input == Output {
            let subscription = CombineLatestSubscription(downstream: subscriber, upstreamCount: 2) { values in
                (values[0] as! A.Output, values[1] as! B.Output)
            }
            subscription.start { combineLatest in
                combineLatest.subscribe(a, at: 0)
                combineLatest.subscribe(b, at: 1)
            }
        }
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {
    /// Whether the two publishers have equal upstream publishers.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publishers {
    /// A publisher that receives and combines the latest elements from three publishers.
    public struct CombineLatest3<A, B, C>: Publisher
    where A: Publisher, B: Publisher, C: Publisher, A.Failure == B.Failure, B.Failure == C.Failure {
        /// The kind of values published by this publisher: a tuple of the upstream publishers' outputs.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The kind of errors this publisher might publish: the upstream publishers' common failure.
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A

        /// The second upstream publisher.
        public let b: B

        /// The third upstream publisher.
        public let c: C

        /// Creates a publisher that receives and combines the latest elements from three publishers.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S>(subscriber: S) where S: Subscriber, C.Failure == S.Failure, S.Input == Output {
            let subscription = CombineLatestSubscription(downstream: subscriber, upstreamCount: 3) { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output)
            }
            subscription.start { combineLatest in
                combineLatest.subscribe(a, at: 0)
                combineLatest.subscribe(b, at: 1)
                combineLatest.subscribe(c, at: 2)
            }
        }
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {
    /// Whether the two publishers have equal upstream publishers.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publishers {
    /// A publisher that receives and combines the latest elements from four publishers.
    public struct CombineLatest4<A, B, C, D>: Publisher
    where A: Publisher, B: Publisher, C: Publisher, D: Publisher, A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// The kind of values published by this publisher: a tuple of the upstream publishers' outputs.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The kind of errors this publisher might publish: the upstream publishers' common failure.
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A

        /// The second upstream publisher.
        public let b: B

        /// The third upstream publisher.
        public let c: C

        /// The fourth upstream publisher.
        public let d: D

        /// Creates a publisher that receives and combines the latest elements from four publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S>(subscriber: S) where S: Subscriber, D.Failure == S.Failure, S.Input == Output {
            let subscription = CombineLatestSubscription(downstream: subscriber, upstreamCount: 4) { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output, values[3] as! D.Output)
            }
            subscription.start { combineLatest in
                combineLatest.subscribe(a, at: 0)
                combineLatest.subscribe(b, at: 1)
                combineLatest.subscribe(c, at: 2)
                combineLatest.subscribe(d, at: 3)
            }
        }
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publishers.CombineLatest4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {
    /// Whether the two publishers have equal upstream publishers.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d
    }
}
