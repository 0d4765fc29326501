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
