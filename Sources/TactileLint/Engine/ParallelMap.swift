import Foundation

/// Runs a function over many inputs on a bounded number of threads.
///
/// Invariants: at most `width` threads work at once; every thread has a large stack (so deeply nested
/// generated code cannot overflow it); results come back in input order whatever the scheduling.
public enum ParallelMap {
    /// The stack each worker gets: far more than SwiftSyntax needs for the deepest tree the parser builds.
    public static let stackSize = 64 << 20

    public static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], width: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        let state = WorkQueue<Input, Output>(inputs)
        let workers = max(1, min(width, inputs.count))
        let done = DispatchGroup()
        for _ in 0..<workers {
            done.enter()
            let thread = Thread {
                while let (index, input) = state.next() {
                    state.store(transform(input), at: index)
                }
                done.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        done.wait()
        return state.results()
    }
}

/// The inputs still to process and the outputs so far, shared by the workers.
///
/// Invariant: every access to `position` and `outputs` happens while holding `lock`, which is what makes
/// the `@unchecked Sendable` conformance sound.
private final class WorkQueue<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    private let inputs: [Input]
    private var outputs: [Output?]
    private var position = 0
    private let lock = NSLock()

    init(_ inputs: [Input]) {
        self.inputs = inputs
        outputs = Array(repeating: nil, count: inputs.count)
    }

    func next() -> (Int, Input)? {
        lock.withLock {
            guard position < inputs.count else { return nil }
            defer { position += 1 }
            return (position, inputs[position])
        }
    }

    func store(_ output: Output, at index: Int) {
        lock.withLock { outputs[index] = output }
    }

    func results() -> [Output] {
        lock.withLock { outputs.compactMap { $0 } }
    }
}
