import Foundation
import PackagePlugin

/// `swift package tactile-lint [--target NAME]… [tactile-lint options]` runs the checker over the
/// Swift files of the package's source targets (every non-test target when no `--target` is given;
/// files a target excludes are not checked) from the package directory, so a `.tactile-lint.yml`
/// there is found. Every other argument (`--fix`, `--diff`, `--format`, `--strict`,
/// `--config`) is passed to the tool unchanged; the tool's exit status becomes the plugin's.
@main
struct TactileLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let requested = Set(extractor.extractOption(named: "target"))
        let sourceTargets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        let unknown = requested.subtracting(sourceTargets.map(\.name))
        guard unknown.isEmpty else {
            throw TactileLintPluginError.unknownTargets(unknown.sorted())
        }
        let selected = sourceTargets.filter { target in
            requested.isEmpty ? target.kind != .test : requested.contains(target.name)
        }
        let files = selected.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.path) }
        guard !files.isEmpty else {
            Diagnostics.remark("tactile-lint: the selected targets have no Swift files to check")
            return
        }

        let tool = try context.tool(named: "tactile-lint")
        let process = Process()
        process.executableURL = tool.url
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = extractor.remainingArguments + files
        try process.run()
        process.waitUntilExit()

        if process.terminationReason != .exit || process.terminationStatus != 0 {
            throw TactileLintPluginError.toolFailed(status: process.terminationStatus)
        }
    }
}

/// Why the plugin stopped.
enum TactileLintPluginError: Error, CustomStringConvertible {
    case unknownTargets([String])
    case toolFailed(status: Int32)

    var description: String {
        switch self {
        case .unknownTargets(let names):
            "no source target named \(names.joined(separator: ", ")) in this package"
        case .toolFailed(let status):
            "tactile-lint exited with status \(status) (1: findings that fail the run, 2: usage or I/O error)"
        }
    }
}
