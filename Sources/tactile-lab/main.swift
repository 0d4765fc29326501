import ArgumentParser
import NIOCore
import NIOPosix

// The server's tasks run on NIO's event loops rather than Swift's own thread pool: every page
// message goes NIO → session task → worker pipe and back, and without this each hop between the
// pools is a thread switch (docs/PERFORMANCE.md, "Lab under load"). Installed before any task
// runs, as NIO requires. Worker processes (`--worker`) serve on their main actor and do not need it.
if !CommandLine.arguments.contains("--worker") {
    NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
}
// What `AsyncParsableCommand.main()` does. (From top-level code `TactileLabCommand.main()` and
// `run()` resolve to the synchronous `ParsableCommand` requirements, which only print an
// asynchronous command's help; `serve()` is its asynchronous `run()` by a name of its own.)
do {
    var command = try TactileLabCommand.parseAsRoot()
    if let lab = command as? TactileLabCommand {
        try await lab.serve()
    } else {
        try command.run()
    }
} catch {
    TactileLabCommand.exit(withError: error)
}
