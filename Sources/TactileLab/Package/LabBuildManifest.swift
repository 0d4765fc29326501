import Foundation

/// The build commands SwiftPM planned for a package, read from the llbuild manifest it writes in
/// its scratch folder (`<scratch>/debug.yaml`; docs/ARCHITECTURE.md, "The lab on a package",
/// "Rebuilding a saved target"). The lab reads one thing from it: the command that compiles a
/// target's module — SwiftPM's own `swiftc` command line, incremental through its output file map —
/// so that a save of that target's files can be compiled again without SwiftPM's planning.
///
/// The manifest is YAML as SwiftPM's manifest writer prints it: a `commands:` map whose keys are
/// quoted at two spaces of indentation, each command's fields at four, and every list (`inputs`,
/// `outputs`, `args`) on one line as a flow sequence of double-quoted, JSON-escaped strings.
/// Invariant: `parse` either reads every command or throws — text it does not recognise as that
/// shape is an error (the caller then builds with SwiftPM), never a guess.
public struct LabBuildManifest: Sendable, Equatable {
    /// One command of the manifest.
    public struct Command: Sendable, Equatable {
        /// Its key (an output path, or a name such as `C.Inbox-x86_64-unknown-linux-gnu-debug.module`).
        public var key: String
        /// llbuild's tool for it (`shell`, `phony`, `write-auxiliary-file`, …).
        public var tool: String
        public var inputs: [String]
        public var outputs: [String]
        /// The command line, the executable first (empty for tools that run none).
        public var arguments: [String]
    }

    /// Why a manifest could not be read.
    public struct Unreadable: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    public var commands: [Command]

    /// The file SwiftPM writes for a debug build in `scratch`.
    public static func file(in scratch: URL) -> URL {
        scratch.appendingPathComponent("debug.yaml")
    }

    /// Reads the manifest's commands.
    public static func parse(_ text: String) throws(Unreadable) -> LabBuildManifest {
        var commands: [Command] = []
        var inCommands = false
        var current: Command?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let number = index + 1
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if !line.hasPrefix(" ") {
                // A top-level key: `commands:` opens the map; any other closes it.
                if let command = current { commands.append(command) }
                current = nil
                inCommands = line == "commands:"
                continue
            }
            guard inCommands else { continue }
            if line.hasPrefix("  \""), !line.hasPrefix("   ") {
                if let command = current { commands.append(command) }
                guard line.hasSuffix(":"), let key = try? JSONDecoder().decode([String].self, from: Data("[\(line.dropFirst(2).dropLast())]".utf8)).first else {
                    throw Unreadable(description: "line \(number) is not a quoted command key: \(line.prefix(120))")
                }
                current = Command(key: key, tool: "", inputs: [], outputs: [], arguments: [])
                continue
            }
            guard line.hasPrefix("    ") else {
                throw Unreadable(description: "line \(number) is neither a command key nor one of its fields: \(line.prefix(120))")
            }
            guard var command = current else {
                throw Unreadable(description: "line \(number) is a field outside any command: \(line.prefix(120))")
            }
            let field = line.dropFirst(4)
            // Deeper lines belong to a field that opens a nested map (an `environment:`); the lab reads none.
            if field.hasPrefix(" ") || (field.hasSuffix(":") && !field.contains(": ")) { continue }
            guard let colon = field.range(of: ": ") else {
                throw Unreadable(description: "line \(number) is not a `name: value` field: \(line.prefix(120))")
            }
            let name = String(field[..<colon.lowerBound])
            let value = field[colon.upperBound...]
            switch name {
            case "tool":
                command.tool = String(value)
            case "inputs", "outputs", "args":
                guard let list = try? JSONDecoder().decode([String].self, from: Data(value.utf8)) else {
                    throw Unreadable(description: "line \(number): the \(name) of \(command.key) are not a list of quoted strings")
                }
                switch name {
                case "inputs": command.inputs = list
                case "outputs": command.outputs = list
                default: command.arguments = list
                }
            default:
                break
            }
            current = command
        }
        if let command = current { commands.append(command) }
        guard !commands.isEmpty else {
            throw Unreadable(description: "it has no `commands:` map")
        }
        return LabBuildManifest(commands: commands)
    }

    /// The command that compiles module `module` (`swiftc … -module-name <module> …`, run by the
    /// shell tool), or why there is not exactly one.
    public func compileCommand(module: String) -> Result<Command, Unreadable> {
        let found = commands.filter { command in
            guard command.tool == "shell", let name = command.arguments.firstIndex(of: "-module-name"),
                  name + 1 < command.arguments.count, command.arguments[name + 1] == module else { return false }
            return command.arguments.contains("-c") || command.arguments.contains("-emit-module")
        }
        switch found.count {
        case 1:
            return .success(found[0])
        case 0:
            return .failure(Unreadable(description: "it has no command compiling module \(module)"))
        default:
            return .failure(Unreadable(description: "it has \(found.count) commands compiling module \(module)"))
        }
    }
}
