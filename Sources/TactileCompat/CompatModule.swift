/// One module of user code as `tactile-compat` type-checks it (docs/SOURCE-COMPATIBILITY.md,
/// "What a module is"): a SwiftPM target of a package, or — for a folder without `Package.swift`,
/// such as an Xcode app — every `.swift` file under the folder as one module.
///
/// Invariant: `files` are absolute paths, sorted; `dependencies` name modules of the same path
/// (checked before this one), among them the modules of packages its package names by path;
/// `missingDependencies` name what the path does not provide (products of packages named by URL),
/// and a module with any is reported as not checked rather than type-checked without them.
public struct CompatModule: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        /// A library or executable target of a package.
        case target
        /// The Swift files of a folder without `Package.swift`.
        case folder
        /// A library target of a package named by URL, read from its checkout: checked before the
        /// modules using it and reported, but not one of the user's modules (not counted).
        case dependency
    }

    /// The module name (SwiftPM's c99 spelling of the target name, or the folder's name).
    public var name: String
    /// The package or folder it belongs to (as given on the command line, absolute).
    public var root: String
    public var kind: Kind
    public var files: [String]
    /// The `-swift-version` it is checked in: `4`, `4.2`, `5` or `6`.
    public var languageMode: String
    /// `-D` conditions the target's settings define.
    public var defines: [String]
    /// `-enable-upcoming-feature` / `-enable-experimental-feature` the target's settings turn on.
    public var upcomingFeatures: [String]
    public var experimentalFeatures: [String]
    public var dependencies: [String]
    public var missingDependencies: [String]
    /// The platform its build declares (an Xcode target's SDK, `CompatPlatform.xcode`) or its code
    /// requires (iOS for a package target or loose files importing UIKit outside every `#if`,
    /// `CompatUnconditionalImports`); nil for other package targets and loose files, which a package
    /// using Tactile builds for Linux.
    public var platform: CompatPlatform?
    /// The asset catalogs whose symbols its build generates (an Xcode target's, `CompatAssetSymbols`).
    public var assetCatalogs: [String]
    /// Whether its build generates `Bundle.module` (a package target with resources: SwiftPM writes
    /// `resource_bundle_accessor.swift` for it).
    public var hasResourceBundle: Bool
    /// Whether its package's manifest names iOS among its platforms (`platforms: [.iOS(…)]`): its
    /// authors build it for iOS (`CompatChecker.retriedAsIOS`).
    public var declaresIOS: Bool = false

    public init(name: String, root: String, kind: Kind, files: [String], languageMode: String, defines: [String] = [],
                upcomingFeatures: [String] = [], experimentalFeatures: [String] = [], dependencies: [String] = [],
                missingDependencies: [String] = [], platform: CompatPlatform? = nil, assetCatalogs: [String] = [],
                hasResourceBundle: Bool = false) {
        self.name = name
        self.root = root
        self.kind = kind
        self.files = files.sorted()
        self.languageMode = languageMode
        self.defines = defines
        self.upcomingFeatures = upcomingFeatures
        self.experimentalFeatures = experimentalFeatures
        self.dependencies = dependencies
        self.missingDependencies = missingDependencies
        self.platform = platform
        self.assetCatalogs = assetCatalogs
        self.hasResourceBundle = hasResourceBundle
    }

    /// Whether the module has top-level code (`main.swift`), so it is not parsed as a library.
    public var hasMainFile: Bool {
        files.contains { $0.hasSuffix("/main.swift") || $0 == "main.swift" }
    }

    /// The `-swift-version` value for a declared version: `5.0` → `5`, `6.0` → `6`, `4.2` kept.
    public static func languageMode(declared: String) -> String {
        let parts = declared.split(separator: ".").map(String.init)
        guard let major = parts.first, !major.isEmpty else { return "5" }
        if major == "4", parts.count > 1, parts[1] == "2" { return "4.2" }
        return major
    }
}
