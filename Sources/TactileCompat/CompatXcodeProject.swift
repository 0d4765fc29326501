import Foundation

/// The targets an Xcode project builds, read from its `project.pbxproj` (an old-style property list),
/// so that an app folder is checked as the modules Xcode compiles rather than as one heap of files
/// (docs/SOURCE-COMPATIBILITY.md, "What a module is").
///
/// A target's Swift files are those of its Sources build phase (each `PBXBuildFile`'s file reference,
/// its path resolved through the group tree: `<group>` relative to the enclosing group, `SOURCE_ROOT`
/// relative to the project's folder, `<absolute>` as written) and, for Xcode 16's folders, every `.swift`
/// file under each of its synchronized root groups less the ones a membership exception of that target
/// names. Test bundles (unit and UI tests) and aggregate or legacy targets are left out.
///
/// Invariants: `targets` keep the project's order; every path is absolute and standardized; a file a
/// target names but that is not on disk is still listed (the caller keeps the files it can check);
/// parsing never traps on a malformed project — it throws a `CompatError` naming the file.
public struct CompatXcodeProject: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        /// The target's name as Xcode shows it.
        public var name: String
        /// The module name: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, where written literally; else the
        /// target's name (SwiftPM's c99 spelling applied by the caller).
        public var moduleName: String
        public var productType: String
        public var files: [String]
        /// The `SWIFT_VERSION` most of the target's build configurations set, else the project's.
        public var languageMode: String?
        /// Names of the targets of this project it depends on (`PBXTargetDependency`).
        public var dependencies: [String]
        /// The platform it builds for (`SDKROOT`, else `SUPPORTED_PLATFORMS`; the target's, else the project's).
        public var platform: CompatPlatform = .iOS
        /// The asset catalogs whose symbols Xcode generates for it (`CompatAssetSymbols`): the
        /// `.xcassets` of its Resources phase and synchronized folders; none when the target or the
        /// project sets `ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO`.
        public var assetCatalogs: [String] = []
    }

    public var targets: [Target]

    /// Product types that are tests, never checked.
    static let testProductTypes: Set<String> = [
        "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
    ]

    /// Reads `project`, a `.xcodeproj` bundle.
    public init(project: URL) throws(CompatError) {
        let file = project.appendingPathComponent("project.pbxproj")
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw CompatError("Cannot read \(file.path): \(error.localizedDescription).")
        }
        try self.init(data: data, projectFolder: project.deletingLastPathComponent(), name: file.path)
    }

    /// Reads the text of a `project.pbxproj` whose `.xcodeproj` sits in `projectFolder`; `name` only
    /// names it in errors.
    public init(data: Data, projectFolder: URL, name: String) throws(CompatError) {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw CompatError("\(name) is not a property list Xcode could read: \(error.localizedDescription).")
        }
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any],
              let rootID = top["rootObject"] as? String, let root = objects[rootID] as? [String: Any]
        else {
            throw CompatError("\(name) has no objects or root object, so its targets cannot be read.")
        }
        let graph = ObjectGraph(objects: objects, root: root, projectFolder: projectFolder.standardizedFileURL)
        let projectMode = graph.languageMode(configurationList: root["buildConfigurationList"] as? String)
        let projectSettings = graph.buildSettings(configurationList: root["buildConfigurationList"] as? String)
        var targets: [Target] = []
        for id in root["targets"] as? [String] ?? [] {
            guard let target = graph.object(id), target["isa"] as? String == "PBXNativeTarget",
                  let name = target["name"] as? String
            else { continue }
            let productType = target["productType"] as? String ?? ""
            guard !Self.testProductTypes.contains(productType) else { continue }
            let settings = graph.buildSettings(configurationList: target["buildConfigurationList"] as? String)
            let literal = { (key: String) in settings.compactMap { $0[key] as? String }.first { !$0.contains("$") && !$0.isEmpty } }
            let either = { (key: String) in (settings + projectSettings).compactMap { $0[key] as? String }.first { !$0.contains("$") && !$0.isEmpty } }
            targets.append(Target(
                name: name,
                moduleName: literal("PRODUCT_MODULE_NAME") ?? literal("PRODUCT_NAME") ?? name,
                productType: productType,
                files: graph.swiftFiles(of: target, id: id),
                languageMode: graph.languageMode(configurationList: target["buildConfigurationList"] as? String) ?? projectMode,
                dependencies: (target["dependencies"] as? [String] ?? []).compactMap { dependency in
                    (graph.object(dependency)?["target"] as? String).flatMap { graph.object($0)?["name"] as? String }
                },
                platform: CompatPlatform.xcode(sdkRoot: either("SDKROOT"), supportedPlatforms: either("SUPPORTED_PLATFORMS")),
                assetCatalogs: either("ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS") == "NO" ? [] : graph.assetCatalogs(of: target, id: id)
            ))
        }
        self.targets = targets
    }
}

/// The objects of one project and the paths its groups give them.
private struct ObjectGraph {
    let objects: [String: Any]
    let mainGroup: String?
    let base: URL
    /// Child id → the id of the group listing it.
    let parents: [String: String]

    init(objects: [String: Any], root: [String: Any], projectFolder: URL) {
        self.objects = objects
        mainGroup = root["mainGroup"] as? String
        let directory = root["projectDirPath"] as? String ?? ""
        base = directory.isEmpty ? projectFolder : projectFolder.appendingPathComponent(directory).standardizedFileURL
        var parents: [String: String] = [:]
        for (id, value) in objects {
            for child in (value as? [String: Any])?["children"] as? [String] ?? [] { parents[child] = id }
        }
        self.parents = parents
    }

    func object(_ id: String) -> [String: Any]? {
        objects[id] as? [String: Any]
    }

    /// The folder or file an object names, or nil when it lies outside the project (an SDK, the
    /// build products) or its group chain is broken. Depth is bounded, so a cycle cannot hang.
    func path(of id: String, depth: Int = 0) -> URL? {
        guard depth < 64, let item = object(id) else { return nil }
        let path = item["path"] as? String
        let append = { (folder: URL) in path.map { folder.appendingPathComponent($0) } ?? folder }
        switch item["sourceTree"] as? String ?? "<group>" {
        case "<group>":
            if id == mainGroup { return append(base) }
            guard let parent = parents[id] else { return append(base) }
            return self.path(of: parent, depth: depth + 1).map(append)
        case "SOURCE_ROOT":
            return append(base)
        case "<absolute>":
            return path.map { URL(fileURLWithPath: $0) }
        default:
            return nil
        }
    }

    /// The Swift files a target compiles: its Sources phase and its synchronized folders.
    func swiftFiles(of target: [String: Any], id targetID: String) -> [String] {
        var files: [String] = []
        for phaseID in target["buildPhases"] as? [String] ?? [] {
            guard let phase = object(phaseID), phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
            for buildFileID in phase["files"] as? [String] ?? [] {
                guard let reference = object(buildFileID)?["fileRef"] as? String, let url = path(of: reference),
                      url.pathExtension == "swift"
                else { continue }
                files.append(url.standardizedFileURL.path)
            }
        }
        for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            guard let group = object(groupID), let folder = path(of: groupID)?.standardizedFileURL else { continue }
            var excluded: Set<String> = []
            for exceptionID in group["exceptions"] as? [String] ?? [] {
                guard let exception = object(exceptionID), exception["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      exception["target"] as? String == targetID
                else { continue }
                for relative in exception["membershipExceptions"] as? [String] ?? [] {
                    excluded.insert(folder.appendingPathComponent(relative).standardizedFileURL.path)
                }
            }
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                let file = url.standardizedFileURL.path
                guard url.pathExtension == "swift", !excluded.contains(file),
                      !excluded.contains(where: { file.hasPrefix($0 + "/") })
                else { continue }
                files.append(file)
            }
        }
        return Array(Set(files)).sorted()
    }

    /// The asset catalogs a target copies: the `.xcassets` of its Resources phase and those under its
    /// synchronized folders (less the ones a membership exception of the target names).
    func assetCatalogs(of target: [String: Any], id targetID: String) -> [String] {
        var catalogs: [String] = []
        for phaseID in target["buildPhases"] as? [String] ?? [] {
            guard let phase = object(phaseID), phase["isa"] as? String == "PBXResourcesBuildPhase" else { continue }
            for buildFileID in phase["files"] as? [String] ?? [] {
                guard let reference = object(buildFileID)?["fileRef"] as? String, let url = path(of: reference),
                      url.pathExtension == "xcassets"
                else { continue }
                catalogs.append(url.standardizedFileURL.path)
            }
        }
        for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            guard let folder = path(of: groupID)?.standardizedFileURL else { continue }
            var excluded: Set<String> = []
            for exceptionID in object(groupID)?["exceptions"] as? [String] ?? [] {
                guard let exception = object(exceptionID), exception["target"] as? String == targetID else { continue }
                for relative in exception["membershipExceptions"] as? [String] ?? [] {
                    excluded.insert(folder.appendingPathComponent(relative).standardizedFileURL.path)
                }
            }
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "xcassets" else { continue }
                enumerator?.skipDescendants()
                let path = url.standardizedFileURL.path
                if !excluded.contains(path) { catalogs.append(path) }
            }
        }
        return Array(Set(catalogs)).sorted()
    }

    /// The build settings of each configuration of a configuration list.
    func buildSettings(configurationList: String?) -> [[String: Any]] {
        guard let list = configurationList.flatMap(object) else { return [] }
        return (list["buildConfigurations"] as? [String] ?? []).compactMap { object($0)?["buildSettings"] as? [String: Any] }
    }

    /// The `SWIFT_VERSION` most configurations of the list set, as a `-swift-version` value.
    func languageMode(configurationList: String?) -> String? {
        var counts: [String: Int] = [:]
        for settings in buildSettings(configurationList: configurationList) {
            guard let version = settings["SWIFT_VERSION"] as? String else { continue }
            counts[CompatModule.languageMode(declared: version), default: 0] += 1
        }
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
    }
}
