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

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard idleTimeout.isFinite, idleTimeout > 0 else { throw ValidationError("--idle-timeout must be a positive number of seconds.") }
    }

    func run() async throws {
        var configuration = LabConfiguration.standard
        configuration.host = host
        configuration.port = port
        configuration.idleTimeout = .milliseconds(Int64((idleTimeout * 1000).rounded()))
        let application = LabServer(configuration: configuration).makeApplication { host, port in
            // Unbuffered: the browser tests read this line from a pipe as soon as it is written.
            FileHandle.standardOutput.write(Data("Tactile Lab: http://\(host):\(port)/\n".utf8))
        }
        try await application.runService()
    }
}
