import Testing
import TactileTesting

private let here = CGPoint(x: 100, y: 100)

/// Records every write to a @GestureState with its transaction, as the host would see it.
private final class StateRecorder: StateChangeSink {
    var transactions: [Transaction] = []
    func stateDidChange(transaction: Transaction) { transactions.append(transaction) }
}

@Suite("@GestureState and Transaction")
struct GestureStateTests {
    @Test("S-70 every initializer: wrappedValue, initialValue, resetTransaction, reset closure, optionals")
    func initializers() {
        let a = GestureState(wrappedValue: 1)
        let b = GestureState(initialValue: 2)
        let c = GestureState(wrappedValue: 3, resetTransaction: Transaction(animation: .spring))
        let d = GestureState(initialValue: 4, resetTransaction: Transaction(animation: .linear))
        let e = GestureState(wrappedValue: 5) { _, transaction in transaction.animation = .bouncy }
        let f = GestureState(initialValue: 6) { _, transaction in transaction.animation = .smooth }
        let g = GestureState<Int?>(resetTransaction: Transaction(animation: .snappy))
        let h = GestureState<Int?> { _, _ in }
        let i = GestureState<Int?>()
        #expect([a, b, c, d, e, f].map(\.wrappedValue) == [1, 2, 3, 4, 5, 6])
        #expect(g.wrappedValue == nil && h.wrappedValue == nil && i.wrappedValue == nil)
        #expect(a.projectedValue.wrappedValue == 1)
    }

    @Test("S-71 resets on end with the reset transaction, so a spring animates the snap-back")
    func resetsWithTransactionOnEnd() {
        @GestureState(resetTransaction: Transaction(animation: .spring)) var offset = CGSize.zero
        let recorder = StateRecorder()
        _ = $offset.linkStorage(to: nil, sink: recorder)
        let driver = GestureDriver(DragGesture().updating($offset) { value, state, _ in state = value.translation })
        driver.drag(from: here, to: CGPoint(x: 160, y: 100), lift: false)
        #expect(offset == CGSize(width: 60, height: 0))
        driver.touchUp()
        #expect(offset == .zero)
        #expect(recorder.transactions.last?.animation == .spring)
        #expect(recorder.transactions.dropLast().allSatisfy { $0.tracksVelocity })
    }

    @Test("S-71 resets on failure and on cancellation, through the reset closure")
    func resetsOnFailureAndCancellation() {
        var resets: [Bool] = []
        @GestureState(reset: { value, transaction in resets.append(value); transaction.animation = .easeOut }) var pressing = false
        let driver = GestureDriver(LongPressGesture(minimumDuration: 1).updating($pressing) { value, state, _ in state = value })
        driver.touchDown(at: here)
        #expect(pressing)
        driver.advance(by: 0.3)
        driver.touchUp()  // early lift: fails
        #expect(!pressing)
        driver.touchDown(at: here)
        #expect(pressing)
        driver.cancelAttempt()  // the view went away
        #expect(!pressing)
        #expect(resets == [true, true])
    }

    @Test("S-71 no reset when the gesture never became active")
    func noResetWithoutActivation() {
        let recorder = StateRecorder()
        @GestureState var offset = CGSize.zero
        _ = $offset.linkStorage(to: nil, sink: recorder)
        let driver = GestureDriver(DragGesture().updating($offset) { value, state, _ in state = value.translation })
        driver.drag(from: here, to: CGPoint(x: 103, y: 100))
        #expect(recorder.transactions.isEmpty)
    }

    @Test("S-72 withAnimation and withTransaction set the transaction of changes made inside")
    func withAnimationSetsTransaction() {
        #expect(Transaction.current == nil)
        let animation = withAnimation(.bouncy) { Transaction.current?.animation }
        #expect(animation == .bouncy)
        let defaulted = withAnimation { Transaction.current?.animation }
        #expect(defaulted == .default)
        var transaction = Transaction()
        transaction.disablesAnimations = true
        transaction.isContinuous = true
        let seen = withTransaction(transaction) { withAnimation(.linear) { Transaction.current } }
        #expect(seen?.animation == .linear)
        #expect(seen?.disablesAnimations == true)
        #expect(seen?.isContinuous == true)
        #expect(seen?.tracksVelocity == false)
        #expect(Transaction.current == nil)
    }

    @Test("S-70 the host relinks a fresh wrapper to kept storage, so state survives re-creation")
    func relinking() {
        let first = GestureState(wrappedValue: 0)
        let kept = first.linkStorage(to: nil, sink: nil)
        first.update(42, transaction: Transaction())
        let recreated = GestureState(wrappedValue: 0)
        _ = recreated.linkStorage(to: kept, sink: nil)
        #expect(recreated.wrappedValue == 42)
    }
}
