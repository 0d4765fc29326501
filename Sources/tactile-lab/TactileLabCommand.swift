import ArgumentParser
import Foundation
import TactileLab

/// `tactile-lab`: serves the lab until SIGINT or SIGTERM (started by main.swift).
struct TactileLabCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-lab",
        abstract: "Drive Tactile's seed scenes — and your own SwiftUI previews — live in a browser.",
        discussion: """
            Files and folders given as arguments are searched for #Preview and PreviewProvider; they join the \
            catalog, compiled against Tactile and run in worker processes, and are rebuilt when they change. \
            With --package, every #Preview and PreviewProvider of every target of a Swift package joins it: SwiftPM \
            builds the package as it is (its `import SwiftUI` answered by Tactile's), and it is rebuilt when a file \
            of it or of its local dependencies changes. \
            Code (those files, and the page's Run button) runs only when the lab listens on loopback, or \
            with --allow-code.

            Every request must carry the lab's token: open the URL it prints (http://127.0.0.1:8080/?token=…), \
            and the page keeps the token. Requests from other web sites and to other host names are refused \
            (docs/SECURITY.md).
            """)

    @Argument(help: "Swift files or folders whose #Previews and PreviewProviders join the catalog.")
    var paths: [String] = []

    @Option(name: .customLong("package"), help: "A Swift package folder whose targets' #Previews and PreviewProviders join the catalog.")
    var package: String?

    @Flag(name: .customLong("allow-code"), help: "Compile and run code even when --host is reachable from other machines.")
    var allowCode = false

    @Option(help: "The secret every request must carry (default: a new random one each run, printed in the URL).")
    var token: String?

    @Flag(name: .customLong("no-token"), help: "Ask no token (loopback only): every program and user of this machine can then run code in the lab.")
    var noToken = false

    @Option(name: .customLong("allow-host"), help: "A further host name the lab answers to (repeatable), e.g. a name of this machine in /etc/hosts.")
    var allowedHosts: [String] = []

    @Option(name: .customLong("message-time-limit"), help: "Seconds a worker may spend on one message before it is stopped.")
    var messageTimeLimit: Double = 10

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
        guard messageTimeLimit.isFinite, messageTimeLimit > 0 else { throw ValidationError("--message-time-limit must be a positive number of seconds.") }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("\(path) does not exist.")
        }
        if let package {
            guard FileManager.default.fileExists(atPath: URL(fileURLWithPath: package).appendingPathComponent("Package.swift").path) else {
                throw ValidationError("--package \(package) is not a Swift package folder (it has no Package.swift).")
            }
            guard paths.isEmpty else { throw ValidationError("Give either files or --package, not both.") }
        }
        if !paths.isEmpty || package != nil, let refusal = LabCodeGate(host: host, allowCode: allowCode).refusal {
            throw ValidationError(refusal.message)
        }
        if noToken, token != nil { throw ValidationError("--token and --no-token cannot be given together.") }
        if noToken, !LabCodeGate.isLoopback(host) {
            throw ValidationError("--no-token is allowed only on a loopback address (127.0.0.1, localhost, ::1): on \(host) anyone who can reach the lab could run code.")
        }
        if let token, !LabToken.isWellFormed(token) {
            throw ValidationError("--token must be 16 to 256 characters, each a letter, a digit, '-', '_' or '.'.")
        }
        for name in allowedHosts where name.isEmpty || name.contains("/") || name.contains(" ") {
            throw ValidationError("--allow-host takes a host name such as lab.local, not \"\(name)\".")
        }
    }

    func run() async throws { try await serve() }

    /// What `run()` does, under a name of its own: main.swift calls it, where `run()` would resolve
    /// to the synchronous requirement that only prints the help.
    func serve() async throws {
        if isWorker {
            await LabWorkerHost.run()
            return
        }
        var configuration = LabConfiguration.standard
        configuration.host = host
        configuration.port = port
        configuration.idleTimeout = .milliseconds(Int64((idleTimeout * 1000).rounded()))
        configuration.workerCount = workers
        configuration.messageTimeLimit = .milliseconds(Int64((messageTimeLimit * 1000).rounded()))
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let toolchain: Result<LabToolchain, LabError>
        do {
            toolchain = .success(try LabToolchain.find(executable: executable))
        } catch {
            toolchain = .failure(error)
        }
        let playground = LabPlayground(configuration: configuration, gate: LabCodeGate(host: host, allowCode: allowCode),
                                       toolchain: toolchain, userPaths: paths,
                                       package: package.map { URL(fileURLWithPath: $0).standardizedFileURL })
        // The user files are built before the lab listens, so the first catalog has them; without
        // any, the modules that answer `import SwiftUI` are made while the lab waits for a Run.
        await playground.rebuildUserFilesIfChanged()
        let warmUp = Task { await playground.warmUp() }
        defer { warmUp.cancel() }
        let watcher = Task { await playground.watchUserFiles(clock: .continuous) }
        defer { watcher.cancel() }
        // Workers are this same binary in its hidden worker mode.
        let pool = workers == 0 ? nil : LabWorkerPool(
            launcher: .process(executable: executable,
                               environment: [LabWorkerHost.timeLimitVariable: String(messageTimeLimit)]),
            count: workers, maxFrameBytes: configuration.maxWorkerFrameBytes)
        defer { pool?.shutdown() }
        let access = LabAccess(token: noToken ? nil : (token ?? LabToken.newToken()), host: host, allowedHosts: allowedHosts)
        if noToken {
            FileHandle.standardError.write(Data("""
                tactile-lab: WARNING: --no-token: the lab asks no token. Web pages of other sites are still refused, \
                but every program and every user of this machine can now compile and run code as you.\n
                """.utf8))
        }
        let application = LabServer(configuration: configuration, access: access, workers: pool, playground: playground).makeApplication { host, port in
            // Unbuffered: the browser tests read this line from a pipe as soon as it is written.
            FileHandle.standardOutput.write(Data("Tactile Lab: \(access.url(host: host, port: port))\n".utf8))
        }
        do {
            try await application.runService()
        } catch {
            await playground.shutdown()
            throw error
        }
        await playground.shutdown()
    }
}
