/// What `swift package tactile-lab` runs (the `TactileLabPlugin` command plugin; docs/ARCHITECTURE.md,
/// "The lab on a package"): the `tactile-lab` executable on the package the command was given in,
/// with the user's own arguments, and an environment naming the Tactile build it links previews
/// against. The plugin compiles this file too (Plugins/TactileLabPlugin links to it), so what it
/// does is what the tests check; it uses the standard library only, as a plugin may.
///
/// Invariants: the lab is the ordinary `tactile-lab` — it prints its token URL and keeps every rule
/// of docs/SECURITY.md; the user's arguments reach it unchanged, in order; `--package` is the
/// package the command runs in unless the user named one (then theirs is the only one).
public struct LabPluginInvocation: Sendable, Equatable {
    // The names below are the lab's own (LabToolchain reads them from here): the plugin, which
    // cannot import TactileLab, compiles this file and so uses the same values.
    /// The environment variable naming the build directory with `libTactileLabRuntime.so`.
    public static let buildDirectoryVariable = "TACTILE_LAB_BUILD_DIR"
    /// The environment variable naming Tactile's `Compatibility/Sources`.
    public static let compatibilitySourcesVariable = "TACTILE_LAB_COMPATIBILITY_SOURCES"
    /// The library product previews link against, as Tactile's `Package.swift` declares it.
    public static let runtimeProduct = "TactileLabRuntime"

    public var arguments: [String]
    public var environment: [String: String]

    /// The invocation for the package in `packageDirectory`, given `userArguments` after
    /// `swift package tactile-lab`; `runtimeDirectory`: the folder SwiftPM built the runtime library
    /// in; `tactileDirectory`: the Tactile package's folder (a checkout, or a local path).
    public init(packageDirectory: String, userArguments: [String], runtimeDirectory: String, tactileDirectory: String,
                environment inherited: [String: String]) {
        let namesPackage = userArguments.contains { $0 == "--package" || $0.hasPrefix("--package=") }
        arguments = (namesPackage ? [] : ["--package", packageDirectory]) + userArguments
        var environment = inherited
        environment[Self.buildDirectoryVariable] = runtimeDirectory
        let trimmed = tactileDirectory.hasSuffix("/") ? String(tactileDirectory.dropLast()) : tactileDirectory
        environment[Self.compatibilitySourcesVariable] = trimmed + "/Compatibility/Sources"
        self.environment = environment
    }
}
