import ArgumentParser
import Foundation
import TactileLint

/// `tactile-lint`: the command-line shell around the `TactileLint` library. It parses arguments, prints
/// and sets the exit status; every decision is the library's.
@main
struct TactileLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-lint",
        abstract: "Reviews SwiftUI gesture code and fixes what is mechanical.",
        discussion: "Exit status: 0 clean, 1 findings at error severity (any finding with --strict), 2 usage, configuration or I/O error.",
        version: TactileLintVersion.current,
        subcommands: [Lint.self, GenerateDocs.self, Rules.self],
        defaultSubcommand: Lint.self
    )

    /// Runs the command; usage and configuration errors exit with status 2, not ArgumentParser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let status = exitCode(for: error)
            guard status != .success else {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(ExitStatus.usageOrIOError.rawValue)
        }
    }
}

extension OutputFormat: ExpressibleByArgument {}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Check files and folders (the default command).")

    @Argument(help: "Files or folders to check; folders are searched for .swift files. Default: the current folder.")
    var paths: [String] = []

    @Option(help: "Output format: xcode, json, sarif or github.")
    var format: OutputFormat = .xcode

    @Option(help: "Configuration file. Default: .tactile-lint.yml in the current folder, if any.")
    var config: String?

    @Flag(help: "Apply the corrections to the files, then report what remains.")
    var fix = false

    @Flag(help: "Print the corrections as a unified diff without writing them.")
    var diff = false

    @Flag(help: "Exit with status 1 on findings of any severity.")
    var strict = false

    @Flag(help: "Run every rule, also those off by default and those the configuration turns off.")
    var allRules = false

    func validate() throws {
        if fix && diff { throw ValidationError("--fix and --diff cannot be combined: --diff only shows what --fix would write.") }
    }

    func run() throws {
        var configuration: Configuration
        do {
            configuration = try config.map { try Configuration.load(path: $0) }
                ?? Configuration.discover(in: FileManager.default.currentDirectoryPath)
        } catch {
            FileHandle.standardError.write(Data("tactile-lint: \(error)\n".utf8))
            throw ExitCode(ExitStatus.usageOrIOError.rawValue)
        }
        if allRules { configuration.allRules = true }
        let mode: LintRun.Mode = fix ? .fix : diff ? .diff : .report
        let outcome = LintRun(configuration: configuration, mode: mode).run(paths: paths.isEmpty ? ["."] : paths)
        if diff {
            print(outcome.diff, terminator: "")
        } else {
            print(format.render(outcome.findings), terminator: "")
        }
        throw ExitCode(ExitStatus.of(outcome.findings, strict: strict).rawValue)
    }
}

struct GenerateDocs: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "generate-docs", abstract: "Write the rule documentation pages into a folder.")

    @Argument(help: "The folder to write into, e.g. docs/rules.")
    var directory: String

    func run() throws {
        let folder = URL(fileURLWithPath: directory)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in RuleDocumentation.pages().sorted(by: { $0.key < $1.key }) {
                try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        } catch {
            FileHandle.standardError.write(Data("tactile-lint: cannot write \(directory): \(error.localizedDescription)\n".utf8))
            throw ExitCode(ExitStatus.usageOrIOError.rawValue)
        }
    }
}

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the rules with their default severity and whether they run by default.")

    func run() {
        for rule in RuleRegistry.all.map(\.description) {
            let traits = [rule.severity.rawValue] + (rule.corrections.isEmpty ? [] : ["correctable"]) + (rule.enabledByDefault ? [] : ["off by default"])
            print("\(rule.id) (\(traits.joined(separator: ", "))): \(rule.summary)")
        }
    }
}
