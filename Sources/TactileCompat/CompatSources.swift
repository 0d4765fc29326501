import Foundation
import TactileLab

/// What `tactile-compat` checks at a path (docs/SOURCE-COMPATIBILITY.md, "What a module is"):
///
/// - a folder with `Package.swift` is a package: its library and executable targets, read with
///   `swift package dump-package` (`CompatManifest`);
/// - any other folder holding an Xcode project is the project's targets (`CompatXcodeProject`): each
///   non-test target is a module of the Swift files of the folder it compiles, in its own
///   `SWIFT_VERSION`, after the targets it depends on, so an app and its widget (each with `@main`) are
///   two modules, and a file no target compiles is not checked, as Xcode does not build it;
/// - any other folder (loose files, or a project none of whose targets compiles a file of the folder,
///   or one that cannot be read) is one module of every `.swift` file under it, in the Swift language
///   mode of its `.xcodeproj`'s `SWIFT_VERSION` (the value most of its build configurations set;
///   Swift 5 without a project);
/// - in both, hidden files, build and dependency folders (`CompatConfiguration.skippedFolders`) and test
///   folders (a name ending in `Tests`) are left out; a package inside the folder (a folder with
///   `Package.swift`) is checked as a package first, and the folder's modules see its modules;
/// - a package a package depends on by `.package(path:)` is read too, its modules first, and its
///   products answer the dependencies that name them, as SwiftPM builds such a package from disk;
///   a package named by `.package(url:…)` is read the same way from its checkout when one is on disk
///   — the package's `.build/checkouts` (where `swift package resolve` puts it), else a folder given
///   with `--checkouts` — and its modules are reported as dependencies, not the user's; nothing is
///   fetched, so a module using a package with no checkout is reported as not checked;
/// - a single `.swift` file is a module of its own, in Swift 5 mode;
/// - a package target or loose files that import UIKit outside every `#if` are compiled as iOS code
///   (`CompatUnconditionalImports`), with the targets depending on such a target and those it
///   depends on; the rest for Linux.
public struct CompatSources: Sendable {
    public var swift: URL
    public var configuration: CompatConfiguration

    public init(swift: URL, configuration: CompatConfiguration = .standard) {
        self.swift = swift
        self.configuration = configuration
    }

    /// The modules at `path`, each after the modules it depends on.
    public func modules(at path: URL) async throws(CompatError) -> [CompatModule] {
        let path = path.standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else {
            throw CompatError("\(path.path) does not exist.")
        }
        guard isFolder.boolValue else {
            guard path.pathExtension == "swift" else { throw CompatError("\(path.path) is neither a folder nor a .swift file.") }
            let name = CompatManifest.moduleName(of: path.deletingPathExtension().lastPathComponent)
            return [CompatModule(name: name, root: path.path, kind: .folder, files: [path.path], languageMode: "5",
                                 platform: CompatUnconditionalImports(files: [path.path]).platform)]
        }
        var reading = PackageReading()
        if FileManager.default.fileExists(atPath: path.appendingPathComponent("Package.swift").path) {
            try await readPackage(at: path, into: &reading)
            return reading.modules
        }
        let files = LabPlayground.swiftFiles(in: path).filter { isUserFile($0, under: path) }
        let packageRoots = files.filter { $0.hasSuffix("/Package.swift") }.map { ($0 as NSString).deletingLastPathComponent }
        let outermost = packageRoots.filter { root in !packageRoots.contains { $0 != root && root.hasPrefix($0 + "/") } }.sorted()
        for root in outermost {
            try await readPackage(at: URL(fileURLWithPath: root), into: &reading)
        }
        var modules = reading.modules
        let own = files.filter { file in
            !outermost.contains { file.hasPrefix($0 + "/") } && !((file as NSString).lastPathComponent.hasPrefix("Package@swift"))
        }
        guard !own.isEmpty else { return modules }
        if let targets = Self.xcodeTargetModules(in: path, files: Set(own), seeing: modules.map(\.name), skipping: configuration.skippedFolders) {
            return modules + targets
        }
        modules.append(CompatModule(name: CompatManifest.moduleName(of: path.lastPathComponent), root: path.path, kind: .folder,
                                    files: own, languageMode: Self.xcodeLanguageMode(in: path, skipping: configuration.skippedFolders) ?? "5",
                                    dependencies: modules.map(\.name), platform: CompatUnconditionalImports(files: own).platform))
        return modules
    }

    /// The targets of the Xcode projects under `folder` that compile any of `files`, as modules in
    /// dependency order, each seeing `packages` and the targets it depends on; nil when there is no
    /// project, a project cannot be read, or no target compiles a file of the folder. Of two targets with
    /// one module name (an iOS and a macOS app), the second is named after its target (then numbered).
    static func xcodeTargetModules(in folder: URL, files: Set<String>, seeing packages: [String], skipping: Set<String>) -> [CompatModule]? {
        var found: [(target: CompatXcodeProject.Target, files: [String])] = []
        // A project may name a file in another case than the disk spells it (`InfoPanelView.swift`
        // for `infoPanelView.swift`): Xcode opens it, as macOS's default file system (APFS) ignores
        // case. A name no file of the folder matches exactly is found so, when one file alone matches.
        let byLowercase = Dictionary(grouping: files, by: { $0.lowercased() })
        func onDisk(_ file: String) -> String? {
            if files.contains(file) { return file }
            guard let matches = byLowercase[file.lowercased()], matches.count == 1 else { return nil }
            return matches[0]
        }
        for project in xcodeProjects(in: folder, skipping: skipping) {
            guard let parsed = try? CompatXcodeProject(project: project) else { return nil }
            for target in parsed.targets {
                let own = Array(Set(target.files.compactMap(onDisk))).sorted()
                if !own.isEmpty { found.append((target, own)) }
            }
        }
        guard !found.isEmpty else { return nil }
        var names: [String: String] = [:]
        var taken: Set<String> = Set(packages)
        for (target, _) in found {
            var name = CompatManifest.moduleName(of: target.moduleName)
            if taken.contains(name) { name = CompatManifest.moduleName(of: target.name) }
            var suffix = 2
            while taken.contains(name) { name = CompatManifest.moduleName(of: "\(target.moduleName)_\(suffix)"); suffix += 1 }
            taken.insert(name)
            names[target.name] = name
        }
        // Depth-first, so each target comes after the targets of the folder it depends on; a target
        // is marked placed before its dependencies are, so a dependency cycle ends there.
        var ordered: [CompatModule] = []
        var placed: Set<String> = []
        func place(_ index: Int) {
            let (target, own) = found[index]
            guard !placed.contains(target.name) else { return }
            placed.insert(target.name)
            let local = target.dependencies.compactMap { name in found.firstIndex { $0.target.name == name } }
            for dependency in local { place(dependency) }
            ordered.append(CompatModule(
                name: names[target.name] ?? target.name, root: folder.path, kind: .folder, files: own,
                languageMode: target.languageMode ?? "5",
                dependencies: packages + local.compactMap { names[found[$0].target.name] }, platform: target.platform,
                assetCatalogs: target.assetCatalogs
            ))
        }
        for index in found.indices { place(index) }
        return ordered
    }

    /// The `.xcodeproj` bundles under `folder`, outside the skipped folders.
    static func xcodeProjects(in folder: URL, skipping: Set<String>) -> [URL] {
        var projects: [URL] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if skipping.contains(url.lastPathComponent) || url.lastPathComponent.hasPrefix(".") {
                enumerator?.skipDescendants()
                continue
            }
            guard url.pathExtension == "xcodeproj" else { continue }
            enumerator?.skipDescendants()
            projects.append(url.standardizedFileURL)
        }
        return projects.sorted { $0.path < $1.path }
    }

    /// Whether `file` is the user's own code: not hidden (as Xcode and SwiftPM leave out `._Name.swift`
    /// and the like), not in a build, dependency or test folder below `root`, and not in a
    /// documentation catalog (`.docc`: SwiftPM and Xcode compile none of its files — a tutorial's
    /// step files are snapshots of the same code, each declaring it again).
    func isUserFile(_ file: String, under root: URL) -> Bool {
        let relative = file.dropFirst(root.path.count).split(separator: "/")
        return !relative.contains { $0.hasPrefix(".") }
            && !relative.dropLast().contains { configuration.skippedFolders.contains(String($0)) || $0.hasSuffix("Tests") || $0.hasSuffix(".docc") }
    }

    /// The packages read for one path: their modules, each after the modules it depends on, and
    /// each package's products as the modules that make them.
    struct PackageReading {
        var modules: [CompatModule] = []
        /// By the package's root path: product name → module names.
        var products: [String: [String: [String]]] = [:]
    }

    /// Reads the package at `root` into `reading`, after the packages it depends on by path (each
    /// read once; a cycle, or a path dependency that cannot be read, leaves its products missing);
    /// `chain` is the packages being read that led here.
    /// `checkouts` are the folders of checkouts the packages that led here looked in (a dependency's
    /// own dependencies are checked out beside it, in the first package's `.build/checkouts`);
    /// `isDependency` marks the modules of a package named by URL and of the packages it reads.
    func readPackage(at root: URL, into reading: inout PackageReading, chain: Set<String> = [], checkouts: [URL] = [],
                     isDependency: Bool = false) async throws(CompatError) {
        let key = root.standardizedFileURL.path
        guard reading.products[key] == nil, !chain.contains(key) else { return }
        let manifest = try await manifest(at: root)
        let checkouts = Self.uniqued([root.appendingPathComponent(".build/checkouts")] + checkouts + configuration.checkoutFolders)
        var provided: [String: [String]] = [:]
        var dependencies: [(folder: URL, isDependency: Bool)] = manifest.pathDependencies.map { (URL(fileURLWithPath: $0).standardizedFileURL, isDependency) }
        dependencies += manifest.urlDependencies.compactMap { url in Self.checkout(of: url, in: checkouts).map { ($0, true) } }
        for (dependency, readAsDependency) in dependencies {
            guard FileManager.default.fileExists(atPath: dependency.appendingPathComponent("Package.swift").path) else { continue }
            try? await readPackage(at: dependency, into: &reading, chain: chain.union([key]), checkouts: checkouts, isDependency: readAsDependency)
            provided.merge(reading.products[dependency.path] ?? [:]) { first, _ in first }
        }
        var modules = manifest.modules(root: root, provided: provided)
        if isDependency {
            for index in modules.indices { modules[index].kind = .dependency }
        }
        reading.modules += modules
        let names = Set(modules.map(\.name))
        reading.products[key] = manifest.products.mapValues { targets in
            targets.map(CompatManifest.moduleName(of:)).filter(names.contains)
        }
    }

    /// The checkout of the package at `url` in one of `folders`, first folder first: a folder named
    /// as SwiftPM names it (the URL's last part without `.git`, any case) or `owner+name` (as the
    /// scoreboard's corpus names its checkouts); nil when none holds a `Package.swift`.
    static func checkout(of url: String, in folders: [URL]) -> URL? {
        let parts = url.split(whereSeparator: { $0 == "/" || $0 == ":" }).map(String.init)
        guard var name = parts.last else { return nil }
        if name.hasSuffix(".git") { name.removeLast(4) }
        let owner = parts.count >= 2 ? parts[parts.count - 2] : ""
        let wanted = [name.lowercased(), "\(owner)+\(name)".lowercased()]
        for folder in folders {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for candidate in wanted {
                guard let entry = entries.first(where: { $0.lowercased() == candidate }) else { continue }
                let checkout = folder.appendingPathComponent(entry).standardizedFileURL
                if FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Package.swift").path) { return checkout }
            }
        }
        return nil
    }

    static func uniqued(_ folders: [URL]) -> [URL] {
        var seen: Set<String> = []
        return folders.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
    }

    /// The manifest of the package at `root`, from `swift package dump-package` (run with a scratch
    /// folder of its own, so the package's `.build` is never touched).
    func manifest(at root: URL) async throws(CompatError) -> CompatManifest {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-compat-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result: (status: Int32, output: String, timedOut: Bool)
        do {
            result = try await LabCompiler.run(swift, ["package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"],
                                               in: root, timeLimit: configuration.moduleTimeLimit, clock: .continuous)
        } catch {
            throw CompatError("Could not run \(swift.path) to read the package at \(root.path): \(error).")
        }
        guard result.status == 0, !result.timedOut, let start = result.output.firstIndex(of: "{") else {
            throw CompatError("SwiftPM could not read the manifest of \(root.path): \(result.output.suffix(600))")
        }
        return try CompatManifest.parse(Data(result.output[start...].utf8))
    }

    /// The Swift version the Xcode projects under `folder` build with: the `SWIFT_VERSION` most of
    /// their build configurations set (nil: no project, or none sets it).
    public static func xcodeLanguageMode(in folder: URL, skipping: Set<String>) -> String? {
        var counts: [String: Int] = [:]
        for project in xcodeProjects(in: folder, skipping: skipping) {
            let text = (try? String(contentsOf: project.appendingPathComponent("project.pbxproj"), encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("SWIFT_VERSION = ") else { continue }
                let value = trimmed.dropFirst("SWIFT_VERSION = ".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"; "))
                counts[CompatModule.languageMode(declared: value), default: 0] += 1
            }
        }
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
    }
}
