import Foundation
import TactileLab

/// A package's targets as `swift package dump-package` gives them (SwiftPM's own reading of the
/// manifest, which needs no network and leaves the package untouched), turned into the modules
/// `tactile-compat` checks.
///
/// Follows SwiftPM's rules: a target's folder is its `path`, else `Sources/<name>` (or `Source`,
/// `src`, `srcs`), or `Sources` itself for a package's only target (tools 5.9 and later);
/// `sources` narrows and `exclude` removes files; test, macro, plugin, system and
/// binary targets are not checked (they are not the user's SwiftUI code, or not Swift). The language
/// mode is the target's `swiftLanguageMode` setting, else the highest of the package's
/// `swiftLanguageModes`/`swiftLanguageVersions` this compiler knows, else the tools version's
/// default (Swift 6 from tools 6.0, Swift 5 from 5.0, Swift 4 before).
public struct CompatManifest: Sendable, Equatable {
    /// One target, as the manifest declares it.
    public struct Target: Sendable, Equatable {
        public var name: String
        public var type: String
        public var path: String?
        public var sources: [String]?
        public var exclude: [String]
        /// Names of targets or products it depends on (`byName`, `target`), and the products of
        /// other packages (`product`).
        public var byName: [String]
        public var products: [String]
        public var languageMode: String?
        public var defines: [String]
        public var upcomingFeatures: [String]
        public var experimentalFeatures: [String]
        /// Whether it declares resources (`resources: [.process(…)]`).
        public var declaresResources: Bool = false
    }

    /// What SwiftPM takes as a target's resources without a `resources:` declaration (tools 5.3 and
    /// later; SwiftPM's `TargetSourcesBuilder`): asset catalogs, interface files, Core Data models,
    /// Metal sources and localizations.
    static let implicitResourceExtensions: Set<String> = ["xcassets", "xib", "storyboard", "xcdatamodel", "xcdatamodeld",
                                                          "xcmappingmodel", "metal", "lproj", "xcstrings"]

    public var name: String
    public var toolsVersion: String
    public var languageModes: [String]
    public var targets: [Target]
    /// Its products: each product's name and the targets it is made of.
    public var products: [String: [String]]
    /// The absolute paths of the packages it depends on by `.package(path:)` (SwiftPM's
    /// `fileSystem` dependencies), which SwiftPM builds from disk without fetching anything.
    public var pathDependencies: [String]
    /// The URLs of the packages it depends on by `.package(url:…)` (SwiftPM's `sourceControl`
    /// dependencies), which `tactile-compat` reads from a checkout when one is on disk
    /// (`CompatSources.checkout(of:in:)`) and never fetches.
    public var urlDependencies: [String]
    /// Whether `platforms:` names iOS.
    public var declaresIOS = false

    public init(name: String, toolsVersion: String, languageModes: [String], targets: [Target],
                products: [String: [String]] = [:], pathDependencies: [String] = [], urlDependencies: [String] = []) {
        self.name = name
        self.toolsVersion = toolsVersion
        self.languageModes = languageModes
        self.targets = targets
        self.products = products
        self.pathDependencies = pathDependencies
        self.urlDependencies = urlDependencies
    }

    /// The kinds of target that are checked.
    static let checkedTypes: Set<String> = ["regular", "executable"]
    /// The language modes `-swift-version` accepts, in order.
    static let knownModes = ["4", "4.2", "5", "6"]

    /// Reads `swift package dump-package`'s JSON.
    public static func parse(_ data: Data) throws(CompatError) -> CompatManifest {
        guard let object = try? JSONSerialization.jsonObject(with: data), let json = object as? [String: Any] else {
            throw CompatError("`swift package dump-package` did not print a JSON object.")
        }
        let tools = ((json["toolsVersion"] as? [String: Any])?["_version"] as? String) ?? "5.0.0"
        let modes = (json["swiftLanguageVersions"] as? [String]) ?? (json["swiftLanguageModes"] as? [String]) ?? []
        var targets: [Target] = []
        for case let target as [String: Any] in (json["targets"] as? [Any]) ?? [] {
            guard let name = target["name"] as? String else { continue }
            var byName: [String] = []
            var products: [String] = []
            for case let dependency as [String: Any] in (target["dependencies"] as? [Any]) ?? [] {
                if let values = (dependency["byName"] ?? dependency["target"]) as? [Any], let first = values.first as? String {
                    byName.append(first)
                } else if let values = dependency["product"] as? [Any], let first = values.first as? String {
                    products.append(first)
                }
            }
            var mode: String?
            var defines: [String] = []
            var upcoming: [String] = []
            var experimental: [String] = []
            for case let setting as [String: Any] in (target["settings"] as? [Any]) ?? [] where setting["tool"] as? String == "swift" {
                guard let kind = setting["kind"] as? [String: Any] else { continue }
                func value(_ key: String) -> String? { (kind[key] as? [String: Any])?["_0"] as? String }
                if let declared = value("swiftLanguageMode") ?? value("swiftLanguageVersion") { mode = CompatModule.languageMode(declared: declared.hasPrefix("v") ? String(declared.dropFirst()) : declared) }
                if let define = value("define") { defines.append(define) }
                if let feature = value("enableUpcomingFeature") { upcoming.append(feature) }
                if let feature = value("enableExperimentalFeature") { experimental.append(feature) }
            }
            targets.append(Target(name: name, type: (target["type"] as? String) ?? "regular", path: target["path"] as? String,
                                  sources: target["sources"] as? [String], exclude: (target["exclude"] as? [String]) ?? [],
                                  byName: byName, products: products, languageMode: mode, defines: defines,
                                  upcomingFeatures: upcoming, experimentalFeatures: experimental,
                                  declaresResources: !((target["resources"] as? [Any]) ?? []).isEmpty))
        }
        var products: [String: [String]] = [:]
        for case let product as [String: Any] in (json["products"] as? [Any]) ?? [] {
            if let name = product["name"] as? String { products[name] = (product["targets"] as? [String]) ?? [] }
        }
        var paths: [String] = []
        var urls: [String] = []
        for case let dependency as [String: Any] in (json["dependencies"] as? [Any]) ?? [] {
            for case let local as [String: Any] in (dependency["fileSystem"] as? [Any]) ?? [] {
                if let path = local["path"] as? String { paths.append(path) }
            }
            for case let remote as [String: Any] in (dependency["sourceControl"] as? [Any]) ?? [] {
                let location = remote["location"] as? [String: Any]
                for case let entry as [String: Any] in (location?["remote"] as? [Any]) ?? [] {
                    if let url = entry["urlString"] as? String { urls.append(url) }
                }
            }
        }
        var manifest = CompatManifest(name: (json["name"] as? String) ?? "", toolsVersion: tools, languageModes: modes, targets: targets,
                                      products: products, pathDependencies: paths, urlDependencies: urls)
        manifest.declaresIOS = ((json["platforms"] as? [Any]) ?? []).contains { platform in
            ((platform as? [String: Any])?["platformName"] as? String)?.lowercased() == "ios"
        }
        return manifest
    }

    /// The package's language mode when a target sets none.
    public var packageLanguageMode: String {
        let declared = languageModes.map { CompatModule.languageMode(declared: $0) }.filter { Self.knownModes.contains($0) }
        if let highest = declared.max(by: { Self.knownModes.firstIndex(of: $0)! < Self.knownModes.firstIndex(of: $1)! }) {
            return highest
        }
        let major = Int(toolsVersion.split(separator: ".").first ?? "5") ?? 5
        return major >= 6 ? "6" : major == 5 ? "5" : "4"
    }

    /// The module name SwiftPM gives a target (its c99 name).
    static func moduleName(of target: String) -> String {
        var name = String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isNumber == true { name = "_" + name }
        return name
    }

    /// The checked targets of the package at `root` as modules, each after the targets it depends on.
    /// `provided` answers a dependency this package does not declare itself — a product (or target)
    /// of a package it depends on by path — with the modules that make it; what neither answers is
    /// a missing dependency.
    public func modules(root: URL, provided: [String: [String]] = [:]) -> [CompatModule] {
        let checked = targets.filter { Self.checkedTypes.contains($0.type) }
        let local = Set(targets.map(\.name))
        var modules: [String: CompatModule] = [:]
        for target in checked {
            let folder = self.folder(of: target, root: root)
            // SwiftPM leaves hidden files out (a `._Name.swift` macOS wrote beside a file is not Swift),
            // and compiles no file of a documentation catalog (a tutorial's step files are copies of
            // the code, each declaring it again).
            var files = LabPlayground.swiftFiles(in: folder).filter { file in
                let inside = file.dropFirst(folder.path.count).split(separator: "/")
                return !file.hasSuffix("/Package.swift") && !inside.contains { $0.hasPrefix(".") } && !inside.dropLast().contains { $0.hasSuffix(".docc") }
            }
            let excluded = target.exclude.map { folder.appendingPathComponent($0).standardizedFileURL.path }
            files.removeAll { file in excluded.contains { file == $0 || file.hasPrefix($0 + "/") } }
            if let sources = target.sources {
                let kept = sources.map { folder.appendingPathComponent($0).standardizedFileURL.path }
                files.removeAll { file in !kept.contains { file == $0 || file.hasPrefix($0 + "/") } }
            }
            let outside = target.byName.filter { !local.contains($0) } + target.products
            let dependencies = target.byName.filter { local.contains($0) }.map(Self.moduleName(of:))
                + outside.flatMap { provided[$0] ?? [] }
            let missing = outside.filter { provided[$0] == nil }
            modules[target.name] = CompatModule(name: Self.moduleName(of: target.name), root: root.path, kind: .target, files: files,
                                                languageMode: target.languageMode ?? packageLanguageMode, defines: target.defines,
                                                upcomingFeatures: target.upcomingFeatures, experimentalFeatures: target.experimentalFeatures,
                                                dependencies: dependencies, missingDependencies: missing,
                                                hasResourceBundle: target.declaresResources || Self.hasImplicitResources(in: folder, excluding: excluded))
            modules[target.name]?.declaresIOS = declaresIOS
        }
        for name in Self.uiKitOnly(checked, files: { modules[$0]?.files ?? [] }) { modules[name]?.platform = .iOS }
        // Dependency order: each target after the local targets it names.
        var ordered: [CompatModule] = []
        var placed: Set<String> = []
        func place(_ target: Target) {
            guard placed.insert(target.name).inserted else { return }
            for name in target.byName {
                if let dependency = checked.first(where: { $0.name == name }) { place(dependency) }
            }
            if let module = modules[target.name] { ordered.append(module) }
        }
        for target in checked.sorted(by: { $0.name < $1.name }) { place(target) }
        return ordered
    }

    /// The names of the targets of `checked` compiled as iOS code (`CompatUnconditionalImports`):
    /// those whose `files` import UIKit outside every `#if`, which build only for a UIKit platform;
    /// the targets depending on one of them, which therefore build only there too; and the targets
    /// these depend on, which SwiftPM builds for the same platform as the targets that use them.
    static func uiKitOnly(_ checked: [Target], files: (String) -> [String]) -> Set<String> {
        let names = Set(checked.map(\.name))
        let uses = Dictionary(checked.map { ($0.name, $0.byName.filter(names.contains)) }) { first, _ in first }
        var only = Set(checked.filter { CompatUnconditionalImports(files: files($0.name)).platform == .iOS }.map(\.name))
        var grew = !only.isEmpty
        while grew {
            let dependents = checked.filter { !only.contains($0.name) && (uses[$0.name] ?? []).contains(where: only.contains) }
            only.formUnion(dependents.map(\.name))
            grew = !dependents.isEmpty
        }
        var built = only
        var waiting = Array(only)
        while let name = waiting.popLast() {
            for dependency in uses[name] ?? [] where built.insert(dependency).inserted { waiting.append(dependency) }
        }
        return built
    }

    /// Whether `folder` holds, outside `excluded`, a file or bundle SwiftPM takes as a resource unasked.
    static func hasImplicitResources(in folder: URL, excluding excluded: [String]) -> Bool {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let path = url.standardizedFileURL.path
            if url.lastPathComponent.hasPrefix(".") || url.pathExtension == "docc" || excluded.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                enumerator?.skipDescendants()
                continue
            }
            if implicitResourceExtensions.contains(url.pathExtension) { return true }
        }
        return false
    }

    /// The folder of `target`'s sources: its `path`, or the first conventional folder that exists.
    ///
    /// As SwiftPM's `PackageBuilder` (tools 5.9 and later): when there is no folder named after the
    /// target and it is the package's only target that is not a test or plugin target, the
    /// conventional folder itself (`Sources/`) is its folder — a single-target package may keep its
    /// files directly in `Sources`.
    func folder(of target: Target, root: URL) -> URL {
        if let path = target.path { return root.appendingPathComponent(path).standardizedFileURL }
        let parents = ["Sources", "Source", "src", "srcs"]
        for parent in parents {
            let candidate = root.appendingPathComponent(parent).appendingPathComponent(target.name)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.standardizedFileURL }
        }
        let sourceRootTargets = targets.filter { $0.type != "test" && $0.type != "plugin" }
        if sourceRootTargets.count == 1, Self.isAtLeast(toolsVersion, major: 5, minor: 9),
           let parent = parents.map({ root.appendingPathComponent($0) }).first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            return parent.standardizedFileURL
        }
        return root.appendingPathComponent("Sources").appendingPathComponent(target.name).standardizedFileURL
    }

    /// Whether the tools version `version` ("5.9.0") is at least `major.minor`.
    static func isAtLeast(_ version: String, major: Int, minor: Int) -> Bool {
        let parts = version.split(separator: ".").map { Int($0) ?? 0 }
        let (declaredMajor, declaredMinor) = (parts.first ?? 0, parts.dropFirst().first ?? 0)
        return declaredMajor > major || (declaredMajor == major && declaredMinor >= minor)
    }
}
