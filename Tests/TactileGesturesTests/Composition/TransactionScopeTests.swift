import Foundation
import Testing
import TactileTesting

/// `withTransaction` keeps the current transaction in a per-thread scope (no task-local push per
/// callback): these pin the scope's invariants — restored after a throwing body, invisible to
/// other threads — which a single global slot or a missing `defer` would break.
@Suite("Transaction scopes")
struct TransactionScopeTests {
    private struct Failure: Error {}

    /// What another thread saw.
    private final class Observation: @unchecked Sendable {
        var sawTransaction = true
    }

    @Test("S-72 a body that throws still restores the outer transaction")
    func throwingBodyRestoresOuterTransaction() {
        withAnimation(.linear) {
            #expect(throws: Failure.self) {
                try withAnimation(.bouncy) { throw Failure() }
            }
            #expect(Transaction.current?.animation == .linear)
        }
        #expect(Transaction.current == nil)
    }

    @Test("S-51 onChanged sees the open transaction with animations disabled; a transaction opened inside it replaces it, and both end with the action")
    func onChangedScopesNestAndRestore() {
        var inAction: [Transaction?] = []
        var nested: [Transaction?] = []
        let driver = GestureDriver(DragGesture(minimumDistance: 0).onChanged { _ in
            inAction.append(Transaction.current)
            withTransaction(Transaction(animation: .bouncy)) { nested.append(Transaction.current) }
        })
        withAnimation(.linear) {
            driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100))
            #expect(Transaction.current?.animation == .linear)
            #expect(Transaction.current?.disablesAnimations == false)
        }
        #expect(Transaction.current == nil)
        #expect(!inAction.isEmpty)
        #expect(inAction.allSatisfy { $0?.animation == .linear && $0?.disablesAnimations == true })
        #expect(nested.count == inAction.count)
        #expect(nested.allSatisfy { $0?.animation == .bouncy && $0?.disablesAnimations == false })
    }

    @Test("S-72 a transaction is current only on the thread running its body")
    func transactionIsPerThread() {
        let observation = Observation()
        withAnimation(.bouncy) {
            let done = DispatchSemaphore(value: 0)
            Thread {
                observation.sawTransaction = Transaction.current != nil
                done.signal()
            }.start()
            done.wait()
            #expect(Transaction.current?.animation == .bouncy)
        }
        #expect(observation.sawTransaction == false)
    }
}
