import Foundation

/// A Swift package as the lab opens it (`tactile-lab --package PATH`; docs/ARCHITECTURE.md, "The
/// lab on a package"): its targets with their sources, and for each the targets it builds on —
/// its own package's and, through products, its dependencies' — read from SwiftPM itself
/// (`swift package describe --type json` of every package in the graph, and `swift package
/// show-dependencies --format json` for where the dependencies are), never from the manifest's text.
///
/// Invariants: `targets` holds the root package's targets in dependency order (each after the
/// targets of its own package it depends on); `closure(of:)` of a target is every target whose
/// objects a program using it links, itself included; test, macro and plugin targets are left out
/// (they are not linked into a preview).
public struct LabPackageGraph: Sendable, Equatable {
    /// One target of a package of the graph.
    public struct Target: Sendable, Equatable {
        /// Its module name (SwiftPM's `c99name`).
        public var module: String
        public var name: String
        /// `library` or `executable`.
        public var kind: String
        /// Its Swift files (absolute paths).
        public var sources: [String]
        /// Its package's identity.
        public var package: String
        /// The targets of the graph it depends on directly (their modules).
        public var dependencies: [String]
        /// Whether it is the user's own code: a target of the root package or of a package the
        /// root depends on by path (not one SwiftPM checked out). Its previews are listed.
        public var isLocal: Bool
    }

    /// The root package's folder.
    public var root: URL
    /// The root package's name.
    public var name: String
    /// The root package's targets, in dependency order.
    public var targets: [Target]
    /// Every target of the graph by module (the dependencies' too).
    public var allTargets: [String: Target]
    /// Every package folder of the graph, the root first (watched for changes).
    public var packageFolders: [URL]

    /// The targets `module` links: itself and every target it depends on, transitively.
    public func closure(of module: String) -> [Target] {
        var seen: Set<String> = []
        var order: [Target] = []
        func visit(_ module: String) {
            guard seen.insert(module).inserted, let target = allTargets[module] else { return }
            for dependency in target.dependencies { visit(dependency) }
            order.append(target)
        }
        visit(module)
        return order
    }

    // MARK: Reading

    /// `swift package describe --type json`'s answer (the fields the lab reads).
    struct Description: Decodable {
        struct Product: Decodable {
            var name: String
            var targets: [String]
        }

        struct DescribedTarget: Decodable {
            var name: String
            var c99name: String
            var type: String
            var path: String
            var sources: [String]?
            var target_dependencies: [String]?
            var product_dependencies: [String]?
            var module_type: String?
        }

        var name: String
        var path: String
        var products: [Product]?
        var targets: [DescribedTarget]
    }

    /// `swift package show-dependencies --format json`'s answer: a tree of packages.
    struct DependencyNode: Decodable {
        var identity: String
        var path: String
        var dependencies: [DependencyNode]
    }

    /// Reads the package at `root` with `swift`, resolving its dependencies into `scratch` (never
    /// into the package's own `.build`). `run` runs a command to its end in a folder (the lab's
    /// `LabCompiler.run` with its time limit).
    static func read(root: URL, scratch: URL, swift: URL,
                     run: (URL, [String], URL) async throws -> (status: Int32, output: String, timedOut: Bool)) async throws(LabError) -> LabPackageGraph {
        func capture(_ arguments: [String], in folder: URL, what: String) async throws(LabError) -> Data {
            let result: (status: Int32, output: String, timedOut: Bool)
            do {
                result = try await run(swift, arguments, folder)
            } catch {
                throw LabError(.compileFailed, "The lab could not run \(swift.path) to \(what): \(error).")
            }
            guard result.status == 0, !result.timedOut else {
                throw LabError(.compileFailed, "`swift \(arguments.prefix(3).joined(separator: " "))` could not \(what) in \(folder.path): \(result.output.suffix(800))")
            }
            // SwiftPM may print progress lines ("Fetching …") before the JSON on the same stream.
            let text = result.output
            guard let start = text.firstIndex(where: { $0 == "{" }) else {
                throw LabError(.compileFailed, "`swift \(arguments.prefix(3).joined(separator: " "))` printed no JSON in \(folder.path): \(text.suffix(400))")
            }
            return Data(text[start...].utf8)
        }
        let scratchArguments = ["--scratch-path", scratch.path]
        let tree: DependencyNode
        do {
            let data = try await capture(["package", "--package-path", root.path] + scratchArguments + ["show-dependencies", "--format", "json"],
                                         in: root, what: "resolve the package's dependencies")
            tree = try JSONDecoder().decode(DependencyNode.self, from: data)
        } catch let error as LabError {
            throw error
        } catch {
            throw LabError(.compileFailed, "The lab could not read the dependencies of \(root.path): \(error).")
        }
        var folders: [URL] = []
        var pending = [tree]
        while let node = pending.popLast() {
            let folder = URL(fileURLWithPath: node.path)
            if !folders.contains(folder) { folders.append(folder) }
            pending.append(contentsOf: node.dependencies.reversed())
        }
        var descriptions: [Description] = []
        for folder in folders {
            let data = try await capture(["package", "--package-path", folder.path] + scratchArguments + ["describe", "--type", "json"],
                                         in: folder, what: "describe the package")
            do {
                descriptions.append(try JSONDecoder().decode(Description.self, from: data))
            } catch {
                throw LabError(.compileFailed, "The lab could not read `swift package describe` of \(folder.path): \(error).")
            }
        }
        return try make(descriptions: descriptions, root: root, folders: folders, scratch: scratch)
    }

    /// The graph of `descriptions` (the root package's first).
    static func make(descriptions: [Description], root: URL, folders: [URL], scratch: URL) throws(LabError) -> LabPackageGraph {
        guard let rootDescription = descriptions.first else {
            throw LabError(.compileFailed, "The lab found no package at \(root.path).")
        }
        // A product names the targets it is made of; a target depending on it links them all.
        var productTargets: [String: [String]] = [:]
        var moduleOf: [String: [String: String]] = [:]
        for description in descriptions {
            var modules: [String: String] = [:]
            for target in description.targets { modules[target.name] = target.c99name }
            moduleOf[description.path] = modules
            for product in description.products ?? [] where productTargets[product.name] == nil {
                productTargets[product.name] = product.targets.compactMap { modules[$0] }
            }
        }
        var all: [String: Target] = [:]
        var rootTargets: [Target] = []
        for (index, description) in descriptions.enumerated() {
            let modules = moduleOf[description.path] ?? [:]
            for described in description.targets where ["library", "executable"].contains(described.type) {
                let folder = URL(fileURLWithPath: description.path).appendingPathComponent(described.path)
                let sources = (described.sources ?? []).filter { $0.hasSuffix(".swift") }
                    .map { folder.appendingPathComponent($0).standardizedFileURL.path }
                let dependencies = (described.target_dependencies ?? []).compactMap { modules[$0] }
                    + (described.product_dependencies ?? []).flatMap { productTargets[$0] ?? [] }
                let target = Target(module: described.c99name, name: described.name, kind: described.type, sources: sources,
                                    package: description.name, dependencies: dependencies,
                                    isLocal: !description.path.hasPrefix(scratch.standardizedFileURL.path + "/"))
                if all[target.module] == nil { all[target.module] = target }
                if index == 0 { rootTargets.append(target) }
            }
        }
        // Dependency order within the root package (describe lists them in no promised order).
        var ordered: [Target] = []
        var placed: Set<String> = []
        func place(_ target: Target) {
            guard !placed.contains(target.module) else { return }
            placed.insert(target.module)
            for dependency in target.dependencies {
                if let local = rootTargets.first(where: { $0.module == dependency }) { place(local) }
            }
            ordered.append(target)
        }
        for target in rootTargets.sorted(by: { $0.name < $1.name }) { place(target) }
        return LabPackageGraph(root: root, name: rootDescription.name, targets: ordered,
                               allTargets: all, packageFolders: folders)
    }
}
