import Foundation

/// A running worker as the server sees it: the pipe ends it writes frames to and reads frames from,
/// and how to stop it and say how it ended. The pool owns both descriptors from then on and closes
/// them (closing `toWorker` is how a worker is asked to end).
public struct LabWorkerChannel: Sendable {
    /// The server writes `start`/`text`/`binary`/`end` frames here (the worker's input).
    public var toWorker: Int32
    /// The server reads `reply` frames here (the worker's output); end of file means the worker ended.
    public var fromWorker: Int32
    /// Stops the worker at once (kills a process); the server then reads end of file.
    public var terminate: @Sendable () -> Void
    /// After end of file: how the worker ended, as a phrase ("exited with status 0",
    /// "was killed by signal 4"). May wait for the process to be reaped.
    public var exitDescription: @Sendable () -> String

    public init(toWorker: Int32, fromWorker: Int32, terminate: @escaping @Sendable () -> Void,
                exitDescription: @escaping @Sendable () -> String) {
        self.toWorker = toWorker
        self.fromWorker = fromWorker
        self.terminate = terminate
        self.exitDescription = exitDescription
    }
}

/// How the pool starts a worker that can run a `LabWorkerCapability`.
public struct LabWorkerLauncher: Sendable {
    private let launching: @Sendable (LabWorkerCapability) throws -> LabWorkerChannel

    /// A launcher of the caller's making (tests play the worker's side of the pipes with it).
    public init(_ launch: @escaping @Sendable (LabWorkerCapability) throws -> LabWorkerChannel) {
        launching = launch
    }

    public func launch(_ capability: LabWorkerCapability) throws -> LabWorkerChannel { try launching(capability) }

    /// Worker processes: `executable arguments…` with its standard input and output as the pipes;
    /// its standard error is the server's. `environment` adds to the server's environment.
    /// Runs only `serving` (the catalog unless told); asking it for another capability is an error.
    /// With `stderrTailBytes`, the worker's standard error is also kept (its last bytes) and told
    /// with how it ended — what the page shows when user code crashes (docs/LAB-PROTOCOL.md).
    public static func process(executable: URL, arguments: [String] = ["--worker"], environment: [String: String] = [:],
                               serving: LabWorkerCapability = .catalog, stderrTailBytes: Int? = nil) -> LabWorkerLauncher {
        LabWorkerLauncher { capability in
            guard capability == serving else {
                throw LabError(.workerEnded, "The lab has no worker for \(capability).")
            }
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            let tail = stderrTailBytes.map { LabStderrTail(limit: $0) }
            let errors = tail.map { _ in Pipe() }
            if let errors { process.standardError = errors }
            do {
                try process.run()
            } catch {
                throw LabError(.workerEnded, "The lab could not start a worker (\(executable.path)): \(error).")
            }
            if let tail, let errors {
                let descriptor = dup(errors.fileHandleForReading.fileDescriptor)
                try? errors.fileHandleForReading.close()
                try? errors.fileHandleForWriting.close()
                tail.startReading(descriptor)
            }
            // The pool owns its ends outright (duplicates, so no FileHandle closes them behind its
            // back); the parent's copies of the child's ends are closed so end of file is seen when
            // the child exits.
            let toWorker = dup(input.fileHandleForWriting.fileDescriptor)
            let fromWorker = dup(output.fileHandleForReading.fileDescriptor)
            for handle in [input.fileHandleForReading, input.fileHandleForWriting, output.fileHandleForReading, output.fileHandleForWriting] {
                try? handle.close()
            }
            let box = ProcessBox(process: process, tail: tail)
            return LabWorkerChannel(toWorker: toWorker, fromWorker: fromWorker,
                                    terminate: { box.terminate() }, exitDescription: { box.exitDescription() })
        }
    }

    /// Workers inside this process: a `LabWorkerHost` on this process's main actor over real pipes.
    /// No isolation from crashes; for tests of routing and relay, and for `--workers 0`-like setups.
    public static func inProcess(configuration: LabConfiguration = .standard) -> LabWorkerLauncher {
        LabWorkerLauncher { capability in
            guard capability == .catalog else {
                throw LabError(.workerEnded, "The lab has no worker for \(capability).")
            }
            let toWorker = try LabWorkerPipe.make(), fromWorker = try LabWorkerPipe.make()
            Task { @MainActor in
                await LabWorkerHost.run(configuration: configuration, input: toWorker.read, output: fromWorker.write, environment: [:])
                close(fromWorker.write)
            }
            // Terminating is closing its input, which the pool does anyway.
            return LabWorkerChannel(toWorker: toWorker.write, fromWorker: fromWorker.read,
                                    terminate: {}, exitDescription: { "ended (in-process worker)" })
        }
    }
}

/// A child process, kept as long as its channel is.
private final class ProcessBox: @unchecked Sendable {
    let process: Process
    let tail: LabStderrTail?

    init(process: Process, tail: LabStderrTail? = nil) {
        self.process = process
        self.tail = tail
    }

    func terminate() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    func exitDescription() -> String {
        process.waitUntilExit()
        let how: String
        switch process.terminationReason {
        case .uncaughtSignal: how = "was killed by signal \(process.terminationStatus)"
        case .exit: how = "exited with status \(process.terminationStatus)"
        @unknown default: how = "ended (status \(process.terminationStatus))"
        }
        guard let tail, case let text = tail.text(), !text.isEmpty else { return how }
        return "\(how); its last output:\n\(text)"
    }
}
