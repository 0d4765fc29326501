import ArgumentParser
import Foundation
import TactileLab

/// `tactile-lab`: serves the lab until SIGINT or SIGTERM.
@main
struct TactileLabCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-lab",
        abstract: "Drive Tactile's seed scenes live in a browser.")

    @Option(help: "The port to listen on (0: any free port).")
    var port: Int = LabConfiguration.standard.port

    @Option(help: "The address to listen on.")
    var host: String = LabConfiguration.standard.host

    @Option(name: .customLong("idle-timeout"), help: "Seconds without a message before a session is closed.")
    var idleTimeout: Double = 600

    @Option(help: "Worker processes to run sessions in (0: run sessions in the server process; default: one per core).")
    var workers: Int = LabConfiguration.standard.workerCount

    /// Hidden: run as a worker process, speaking worker frames on standard input and output.
    @Flag(name: .customLong("worker"), help: .hidden)
    var isWorker = false

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard idleTimeout.isFinite, idleTimeout > 0 else { throw ValidationError("--idle-timeout must be a positive number of seconds.") }
        guard workers >= 0 else { throw ValidationError("--workers must be 0 or more.") }
    }

    func run() async throws {
        if isWorker {
            await LabWorkerHost.run()
            return
        }
        var configuration = LabConfiguration.standard
        configuration.host = host
        configuration.port = port
        configuration.idleTimeout = .milliseconds(Int64((idleTimeout * 1000).rounded()))
        configuration.workerCount = workers
        // Workers are this same binary in its hidden worker mode.
        let pool = workers == 0 ? nil : LabWorkerPool(
            launcher: .process(executable: Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])),
            count: workers, maxFrameBytes: configuration.maxWorkerFrameBytes)
        defer { pool?.shutdown() }
        let application = LabServer(configuration: configuration, workers: pool).makeApplication { host, port in
            // Unbuffered: the browser tests read this line from a pipe as soon as it is written.
            FileHandle.standardOutput.write(Data("Tactile Lab: http://\(host):\(port)/\n".utf8))
        }
        try await application.runService()
    }
}
