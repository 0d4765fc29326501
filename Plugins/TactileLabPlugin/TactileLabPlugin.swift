import Foundation
import PackagePlugin

/// `swift package tactile-lab [tactile-lab options]` opens the lab on the package it runs in: every
/// `#Preview` and `PreviewProvider` of its targets, live (docs/ARCHITECTURE.md, "The lab on a
/// package"). It asks SwiftPM for Tactile's `TactileLabRuntime` library (what previews link
/// against), then runs `tactile-lab --package <this package>` with the user's arguments
/// (`LabPluginInvocation`), so the lab prints its token URL and serves until interrupted, exactly
/// as `tactile-lab --package PATH` does. The package's only edit is Tactile as a dependency.
@main
struct TactileLabPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let tactile = Self.package(offering: LabPluginInvocation.runtimeProduct, in: context.package) else {
            throw TactileLabPluginError.noTactile
        }
        let runtime = try packageManager.build(.product(LabPluginInvocation.runtimeProduct),
                                               parameters: .init(configuration: .debug, logging: .concise))
        guard runtime.succeeded, let library = runtime.builtArtifacts.first(where: { $0.kind == .dynamicLibrary }) else {
            print(runtime.logText)
            throw TactileLabPluginError.runtimeDidNotBuild
        }
        let invocation = LabPluginInvocation(packageDirectory: context.package.directoryURL.path, userArguments: arguments,
                                             runtimeDirectory: library.url.deletingLastPathComponent().path,
                                             tactileDirectory: tactile.directoryURL.path,
                                             environment: ProcessInfo.processInfo.environment)
        let process = Process()
        process.executableURL = try context.tool(named: "tactile-lab").url
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = invocation.arguments
        process.environment = invocation.environment
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            throw TactileLabPluginError.labFailed(status: process.terminationStatus)
        }
    }

    /// The package of the graph (`package` or one it depends on) that declares product `name`.
    static func package(offering name: String, in package: Package) -> Package? {
        if package.products.contains(where: { $0.name == name }) { return package }
        for dependency in package.dependencies {
            if let found = Self.package(offering: name, in: dependency.package) { return found }
        }
        return nil
    }
}

/// Why the plugin stopped.
enum TactileLabPluginError: Error, CustomStringConvertible {
    case noTactile
    case runtimeDidNotBuild
    case labFailed(status: Int32)

    var description: String {
        switch self {
        case .noTactile:
            "this package does not depend on Tactile; add `.package(url: \"https://github.com/…/Tactile\", …)` to its dependencies"
        case .runtimeDidNotBuild:
            "SwiftPM could not build Tactile's \(LabPluginInvocation.runtimeProduct) library (its log is above)"
        case .labFailed(let status):
            "tactile-lab exited with status \(status)"
        }
    }
}
