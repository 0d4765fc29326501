import Foundation
import Logging

/// The lab's user builds (docs/LAB-PROTOCOL.md, "Playground"): edited scenes compiled on request
/// (`POST /api/builds`), the files given on the command line compiled at start and again when they
/// change on disk, each build run in worker processes of its own (`LabWorkerPool`,
/// `LabWorkerCapability.build`), never in the server.
///
/// Invariants: no code is compiled or run unless `gate` allows it; build ids are random
/// (`LabToken.newID()`), never counters; at most `configuration.maxConcurrentBuilds` edited scenes
/// compile at once and none whose source is over `configuration.maxBuildSourceBytes`; at most
/// `configuration.maxLiveBuilds` builds keep workers (the oldest edited build is stopped first; the
/// current build of the user files is kept); a change on disk is noticed on the injected clock
/// (`watchUserFiles(clock:)`), and every connection is told of the new build (`notices()`).
public actor LabPlayground {
    /// One build that has workers.
    struct LiveBuild {
        var build: LabCompiler.Build
        var pool: LabWorkerPool
        var isUserFiles: Bool
    }

    /// What a page is told about a build (`POST /api/builds`'s answer, the `build` notice).
    public struct BuildInfo: Sendable, Codable, Equatable {
        public var build: String
        public var scenes: [String]
        /// The file each scene's source is (diagnostics name files by these paths).
        public var sceneFiles: [String: String]
        public var seconds: Double
        public var diagnostics: [LabDiagnostic]
    }

    public let configuration: LabConfiguration
    public let gate: LabCodeGate
    private let toolchainResult: Result<LabToolchain, LabError>
    private let directory: URL
    private let logger: Logger
    private var builds: [String: LiveBuild] = [:]
    private var order: [String] = []
    /// `POST /api/builds` compiling now (at most `configuration.maxConcurrentBuilds`).
    private var compilesInFlight = 0
    /// The compatibility modules' preparation, started before the first build (nil: not yet); its
    /// failure, if any, is logged once and leaves `import SwiftUI` unanswered.
    private var compatibility: Task<Void, Never>?
    /// The files and folders named on the command line, and the `.swift` files they hold with
    /// their modification dates when last compiled.
    private let userPaths: [String]
    private var userStamps: [String: Date] = [:]
    private var userBuild: String?
    /// Earlier builds of the user files, kept while sessions still run on them: a page moving to
    /// the new build fetches its `@State` from its old session first (LAB-PROTOCOL.md, "State
    /// across a rebuild"). Each is stopped at the first check that finds it without sessions.
    private var retiredUserBuilds: [String] = []
    private var userEntries: [LabSceneEntry] = []
    /// The file each user entry comes from.
    private var userEntryFiles: [String: String] = [:]
    private var userFailure: LabCompiler.Failure?
    /// The package the lab was opened on (`tactile-lab --package`), its graph as last read, and the
    /// manifests' dates then (a changed manifest or a new file reads it again).
    private let packageRoot: URL?
    private var packageGraph: LabPackageGraph?
    private var packageGraphStamps: [String: Date] = [:]
    /// The package builds catalog entries run on (the newest, and the last good one of a target
    /// that failed since).
    private var packageBuilds: Set<String> = []
    /// Each target's files with their dates when it last built (cleared when the graph is read again).
    private var builtTargetStamps: [String: [String: Date]] = [:]
    private var subscribers: [UUID: AsyncStream<String>.Continuation] = [:]

    /// `toolchain` nil: found from the running executable when code first runs.
    public init(configuration: LabConfiguration, gate: LabCodeGate, toolchain: Result<LabToolchain, LabError>,
                userPaths: [String] = [], package: URL? = nil, directory: URL? = nil,
                logger: Logger = Logger(label: "TactileLab.playground") { StreamLogHandler.standardError(label: $0) }) {
        self.configuration = configuration
        self.gate = gate
        toolchainResult = toolchain
        self.userPaths = package.map { [$0.path] } ?? userPaths
        packageRoot = package?.standardizedFileURL
        self.directory = directory ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-lab-\(ProcessInfo.processInfo.processIdentifier)-builds")
        self.logger = logger
    }

    // MARK: Catalog

    /// The catalog entries of the user files (kind `user`, each naming its build).
    public var userCatalog: [LabSceneEntry] { userEntries }

    /// The worker pool of build `id`, if it is live.
    public func pool(for id: String) -> LabWorkerPool? { builds[id]?.pool }

    // MARK: Edited scenes

    /// Compiles `source` as an edited version of catalog scene `sceneID` and starts its worker.
    public func compileEdited(sceneID: String, source: String) async throws(LabCompiler.Failure) -> BuildInfo {
        if let refusal = gate.refusal { throw LabCompiler.Failure(error: refusal, diagnostics: []) }
        guard source.utf8.count <= configuration.maxBuildSourceBytes else {
            throw LabCompiler.Failure(error: LabError(.oversized, "The source is \(source.utf8.count) bytes; the lab builds a scene of at most \(configuration.maxBuildSourceBytes) bytes."), diagnostics: [])
        }
        guard compilesInFlight < configuration.maxConcurrentBuilds else {
            throw LabCompiler.Failure(error: LabError(.tooManyBuilds, "\(compilesInFlight) builds are compiling, the most the lab runs at once; press Run again when one has finished."), diagnostics: [])
        }
        compilesInFlight += 1
        defer { compilesInFlight -= 1 }
        let base = LabCatalog.entry(sceneID).map { (title: $0.title, kind: $0.kind) }
            ?? userEntries.first { $0.id == sceneID }.map { (title: $0.title, kind: "preview") }
        guard let base else {
            throw LabCompiler.Failure(error: LabError(.unknownScene, "There is no scene \"\(sceneID)\"; GET /api/scenes lists them."), diagnostics: [])
        }
        let compiler = try makeCompiler()
        let id = Self.newBuildID()
        let file = directory.appendingPathComponent(id).appendingPathComponent("src").appendingPathComponent("\(Self.fileName(for: sceneID)).swift")
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(source.utf8).write(to: file)
        } catch {
            throw LabCompiler.Failure(error: LabError(.compileFailed, "The lab could not write \(file.path): \(error)."), diagnostics: [])
        }
        var plan = LabBuildPlan()
        // An edited user file is compiled with the other user files (it may use their types),
        // never with its own original (the same declarations twice).
        if let original = userEntryFiles[sceneID] {
            plan.companions = userFiles().filter { $0 != original }
        }
        do {
            try plan.addEditedScene(id: sceneID, title: base.title, kind: base.kind, source: source, file: file.path)
        } catch {
            throw LabCompiler.Failure(error: error, diagnostics: [])
        }
        await prepareCompatibility(compiler)
        let build = try await compiler.compile(plan, id: id)
        start(build, isUserFiles: false)
        return BuildInfo(build: id, scenes: build.scenes.map(\.id), sceneFiles: Self.sceneFiles(build.scenes), seconds: build.seconds,
                         diagnostics: build.diagnostics)
    }

    // MARK: User files

    /// The `.swift` files `userPaths` name (folders searched recursively), sorted.
    func userFiles() -> [String] {
        var files: [String] = []
        for path in userPaths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                files += Self.swiftFiles(in: URL(fileURLWithPath: path))
            } else {
                files.append(URL(fileURLWithPath: path).standardizedFileURL.path)
            }
        }
        return Array(Set(files)).sorted()
    }

    /// The files of the package and of its local dependencies (the graph's folders outside the
    /// scratch folder), `Package.swift` included.
    func packageFiles(root: URL, scratch: URL) -> [String] {
        let folders = (packageGraph?.packageFolders ?? [root]).filter { !$0.path.hasPrefix(scratch.path + "/") }
        return Array(Set(folders.flatMap(Self.swiftFiles(in:)))).sorted()
    }

    /// The `.swift` files under `folder`, recursively, leaving out build folders (`.build…`,
    /// `.swiftpm`): they hold SwiftPM's copies of other packages, not the user's files.
    package static func swiftFiles(in folder: URL) -> [String] {
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasPrefix(".build") || url.lastPathComponent == ".swiftpm" {
                enumerator?.skipDescendants()
                continue
            }
            if url.pathExtension == "swift" { files.append(url.standardizedFileURL.path) }
        }
        return files
    }

    private func stamps(of files: [String]) -> [String: Date] {
        var stamps: [String: Date] = [:]
        for file in files {
            stamps[file] = (try? FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date) ?? .distantPast
        }
        return stamps
    }

    /// Compiles the user files (again) if any changed since the last build; tells every page.
    /// Returns whether a build was attempted.
    @discardableResult
    public func rebuildUserFilesIfChanged() async -> Bool {
        guard !userPaths.isEmpty, gate.allowsCode else { return false }
        if let packageRoot { return await rebuildPackageIfChanged(root: packageRoot) }
        stopIdleRetiredBuilds()
        let files = userFiles()
        let now = stamps(of: files)
        guard now != userStamps else { return false }
        userStamps = now
        var plan = LabBuildPlan()
        var entries: [LabSceneEntry] = []
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            let before = plan.scenes.count
            plan.addPreviews(of: text, file: file, idPrefix: "user-\(Self.fileName(for: (file as NSString).lastPathComponent))")
            for scene in plan.scenes[before...] {
                entries.append(LabSceneEntry(id: scene.id, title: scene.title, seed: "user", kind: "user", source: text, build: nil))
                userEntryFiles[scene.id] = file
            }
        }
        do {
            let compiler = try makeCompiler()
            let id = Self.newBuildID()
            await prepareCompatibility(compiler)
            let build = try await compiler.compile(plan, id: id)
            let previous = userBuild
            start(build, isUserFiles: true)
            userBuild = id
            userFailure = nil
            userEntries = entries.map { var entry = $0; entry.build = id; return entry }
            logger.info("tactile-lab: built \(files.count) user file(s) as build \(id) in \(build.seconds) s")
            // Pages move to the new build, carrying their state over from their sessions on the
            // old one, before the old one's worker is stopped (`stopIdleRetiredBuilds()`).
            publish(Notice(type: "build", build: id, scenes: build.scenes.map(\.id), sceneFiles: Self.sceneFiles(build.scenes), files: files,
                           seconds: build.seconds,
                           diagnostics: build.diagnostics, error: nil))
            if let previous { retiredUserBuilds.append(previous) }
        } catch {
            userFailure = error
            // The entries stay on the last good build, with the new text shown.
            userEntries = entries.map { entry in
                var entry = entry
                entry.build = userEntries.first { $0.id == entry.id }?.build
                return entry
            }
            logger.error("tactile-lab: the user files did not compile: \(error.error.message)")
            publish(Notice(type: "build-failed", build: nil, scenes: entries.map(\.id), sceneFiles: userEntryFiles, files: files, seconds: nil,
                           diagnostics: error.diagnostics, error: error.error.message))
        }
        return true
    }

    /// Builds the package again (`LabPackageBuilder`) if one of its files or its local
    /// dependencies' changed; tells every page: a `build` notice for the previews of the targets
    /// that built, a `build-failed` one for those of the targets that did not.
    private func rebuildPackageIfChanged(root: URL) async -> Bool {
        stopIdleRetiredBuilds()
        let compiler: LabCompiler
        do {
            compiler = try makeCompiler()
        } catch {
            guard userFailure == nil else { return false }
            userFailure = error
            publish(Notice(type: "build-failed", build: nil, scenes: [], sceneFiles: [:], files: [], seconds: nil, diagnostics: [], error: error.error.message))
            return true
        }
        let scratch = LabPackageBuilder.scratch(for: root, toolchain: compiler.toolchain)
        let files = packageFiles(root: root, scratch: scratch)
        let now = stamps(of: files)
        guard now != userStamps else { return false }
        let manifests = now.filter { $0.key.hasSuffix("/Package.swift") }
        let filesChanged = Set(now.keys) != Set(userStamps.keys)
        userStamps = now
        let started = ContinuousClock.now
        await prepareCompatibility(compiler)
        let graphRead = packageGraph == nil || filesChanged || manifests != packageGraphStamps
        if graphRead {
            do throws(LabError) {
                let timeLimit = compiler.timeLimit
                let clock = compiler.clock
                packageGraph = try await LabPackageGraph.read(root: root, scratch: scratch, swift: LabPackageBuilder.swift(of: compiler.toolchain)) {
                    try await LabCompiler.run($0, $1, in: $2, timeLimit: timeLimit, clock: clock)
                }
                builtTargetStamps = [:]
                // The graph names the local dependencies' folders: their files (manifests included)
                // are watched from now on, so the next save does not read the graph again.
                userStamps = stamps(of: packageFiles(root: root, scratch: scratch))
                packageGraphStamps = userStamps.filter { $0.key.hasSuffix("/Package.swift") }
            } catch {
                logger.error("tactile-lab: could not read the package at \(root.path): \(error.message)")
                publish(Notice(type: "build-failed", build: nil, scenes: userEntries.map(\.id), sceneFiles: userEntryFiles, files: files, seconds: nil,
                               diagnostics: [], error: error.message))
                return true
            }
        }
        guard let graph = packageGraph else { return true }
        let id = Self.newBuildID()
        let current = Dictionary(graph.allTargets.values.filter(\.isLocal).map { target in
            (target.module, stamps(of: target.sources))
        }, uniquingKeysWith: { first, _ in first })
        let unchanged = Set(current.filter { builtTargetStamps[$0.key] == $0.value }.keys)
        // One saved target whose plan still holds compiles without SwiftPM (LabRebuildRoute).
        let route = LabRebuildRoute.choose(graph: graph, graphRead: graphRead, changed: Set(current.keys).subtracting(unchanged),
                                           built: Set(builtTargetStamps.keys))
        var direct: String?
        if case .direct(let module) = route { direct = module }
        let outcome = await LabPackageBuilder(compiler: compiler, graph: graph, scratch: scratch).build(id: id, unchanged: unchanged, direct: direct)
        if let module = outcome.compiledDirectly {
            logger.info("tactile-lab: compiled \(module) with its recorded command (no SwiftPM)")
        } else if let module = direct, let reason = outcome.fallback {
            logger.notice("tactile-lab: \(module) went to SwiftPM after all: \(reason)")
        }
        // A target that built (a local dependency with the target above it) keeps its files' dates.
        for (module, files) in current {
            let failedHere = graph.targets.contains { outcome.failedTargets[$0.module] != nil && graph.closure(of: $0.module).contains { $0.module == module } }
            if outcome.failedTargets[module] == nil, !failedHere { builtTargetStamps[module] = files } else { builtTargetStamps[module] = nil }
        }
        // The previews of the targets that did not build are listed too, with their target's error.
        var failedPlan = LabBuildPlan()
        for target in graph.targets where outcome.failedTargets[target.module] != nil {
            for file in target.sources {
                guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
                failedPlan.addPackagePreviews(of: text, file: file, module: target.module,
                                              idPrefix: "pkg-\(Self.fileName(for: target.module))-\(Self.fileName(for: (file as NSString).lastPathComponent))")
            }
        }
        var entries: [LabSceneEntry] = []
        for scene in outcome.plan.scenes + failedPlan.scenes {
            let text = (try? String(contentsOfFile: scene.file, encoding: .utf8)) ?? ""
            let built = outcome.build != nil && outcome.plan.scenes.contains { $0.id == scene.id }
            // A preview whose target did not build stays on the last build that ran it.
            let last = userEntries.first { $0.id == scene.id }?.build.flatMap { builds[$0] != nil ? $0 : nil }
            entries.append(LabSceneEntry(id: scene.id, title: scene.title, seed: "user", kind: "user", source: text,
                                         build: built ? id : last, group: scene.target))
            userEntryFiles[scene.id] = scene.file
        }
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        userEntries = entries
        if let build = outcome.build {
            start(build, isUserFiles: true)
            userBuild = id
            userFailure = nil
            logger.info("tactile-lab: built \(graph.name) (\(graph.targets.count - outcome.failedTargets.count) of \(graph.targets.count) targets) as build \(id) in \(seconds) s")
            publish(Notice(type: "build", build: id, scenes: build.scenes.map(\.id), sceneFiles: Self.sceneFiles(build.scenes), files: files,
                           seconds: seconds, diagnostics: outcome.diagnostics, error: nil))
            // Earlier builds are retired once no entry runs on them (a target that failed keeps its last one).
            let inUse = Set(entries.compactMap(\.build))
            for earlier in packageBuilds where !inUse.contains(earlier) && !retiredUserBuilds.contains(earlier) {
                retiredUserBuilds.append(earlier)
            }
            packageBuilds = inUse
        } else if let failure = outcome.linkFailure {
            userFailure = failure
            // Said on the terminal too: a page may not be open to show the notice.
            let firstErrors = failure.diagnostics.prefix(3).map(\.message).joined(separator: "; ")
            logger.error("tactile-lab: \(graph.name)'s previews could not be linked: \(failure.error.message)\(firstErrors.isEmpty ? "" : " (\(firstErrors))")")
            publish(Notice(type: "build-failed", build: nil, scenes: entries.map(\.id), sceneFiles: userEntryFiles, files: files, seconds: nil,
                           diagnostics: failure.diagnostics, error: failure.error.message))
        }
        if !outcome.failedTargets.isEmpty {
            let reasons = outcome.failedTargets.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "; ")
            logger.error("tactile-lab: targets that did not build: \(reasons)")
            publish(Notice(type: "build-failed", build: nil, scenes: failedPlan.scenes.map(\.id), sceneFiles: Self.sceneFiles(failedPlan.scenes), files: files,
                           seconds: nil, diagnostics: outcome.diagnostics, error: "Targets that did not build: \(reasons)."))
        }
        return true
    }

    /// Checks the user files every `configuration.userFilePollInterval` on `clock` until cancelled.
    public func watchUserFiles(clock: LabIdleClock) async {
        guard !userPaths.isEmpty else { return }
        var next = clock.now()
        while !Task.isCancelled {
            await rebuildUserFilesIfChanged()
            next += configuration.userFilePollInterval
            do { try await clock.sleep(until: next) } catch { return }
        }
    }

    // MARK: Notices

    /// A message every connected page is sent (LAB-PROTOCOL.md, "Playground").
    struct Notice: Encodable {
        var type: String
        var build: String?
        var scenes: [String]
        var sceneFiles: [String: String]
        var files: [String]
        var seconds: Double?
        var diagnostics: [LabDiagnostic]
        var error: String?
    }

    /// The notices (JSON text) from now on, until the caller stops iterating.
    public func notices() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(16))
        let id = UUID()
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        return stream
    }

    private func unsubscribe(_ id: UUID) { subscribers[id] = nil }

    private func publish(_ notice: Notice) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        guard let data = try? encoder.encode(notice) else { return }
        let text = String(decoding: data, as: UTF8.self)
        for continuation in subscribers.values { continuation.yield(text) }
    }

    // MARK: Workers

    /// Prepares the modules that answer `import SwiftUI`, `Combine` and `CoreGraphics`
    /// (`LabCompatibilityModules`), once: every build waits for the one preparation.
    func prepareCompatibility(_ compiler: LabCompiler) async {
        if compatibility == nil {
            let logger = logger
            compatibility = Task {
                do throws(LabCompiler.Failure) {
                    try await compiler.prepareCompatibility()
                } catch {
                    logger.error("tactile-lab: user code cannot import SwiftUI, Combine or CoreGraphics: \(error.error.message)")
                }
            }
        }
        await compatibility?.value
    }

    /// Starts preparing the compatibility modules now, so the first Run does not wait for them.
    public func warmUp() async {
        guard gate.allowsCode, let compiler = try? makeCompiler() else { return }
        await prepareCompatibility(compiler)
    }

    private func makeCompiler() throws(LabCompiler.Failure) -> LabCompiler {
        switch toolchainResult {
        case .success(let toolchain): return LabCompiler(toolchain: toolchain, directory: directory, timeLimit: configuration.buildTimeLimit)
        case .failure(let error): throw LabCompiler.Failure(error: error, diagnostics: [])
        }
    }

    /// A new build's id: random, so a page that did not make the build cannot name it.
    static func newBuildID() -> String { "b-" + LabToken.newID() }

    private func start(_ build: LabCompiler.Build, isUserFiles: Bool) {
        let seconds = Double(configuration.messageTimeLimit.components.seconds) + Double(configuration.messageTimeLimit.components.attoseconds) / 1e18
        let launcher = LabWorkerLauncher.process(
            executable: build.executable, arguments: [],
            // Swift's crash backtracer would print pages of frames after `Fatal error: …` and take
            // seconds to symbolicate; the page wants the fatal line in the stderr tail, at once.
            environment: [LabWorkerHost.timeLimitVariable: String(seconds), "SWIFT_BACKTRACE": "enable=no"],
            serving: .build(build.id), stderrTailBytes: configuration.workerStderrTailBytes)
        let pool = LabWorkerPool(launcher: launcher, count: 1, capability: .build(build.id),
                                 maxFrameBytes: configuration.maxWorkerFrameBytes, logger: logger)
        builds[build.id] = LiveBuild(build: build, pool: pool, isUserFiles: isUserFiles)
        order.append(build.id)
        while builds.count > configuration.maxLiveBuilds,
              let oldest = order.first(where: { $0 != userBuild && $0 != build.id }) {
            stop(oldest)
        }
    }

    private func stop(_ id: String) {
        builds.removeValue(forKey: id)?.pool.shutdown()
        order.removeAll { $0 == id }
        retiredUserBuilds.removeAll { $0 == id }
    }

    /// Stops the retired user builds no session runs on any more.
    private func stopIdleRetiredBuilds() {
        for id in retiredUserBuilds where builds[id]?.pool.loads.allSatisfy({ $0 == 0 }) ?? true {
            stop(id)
        }
    }

    /// Stops every build's workers.
    public func shutdown() {
        for id in order { builds[id]?.pool.shutdown() }
        builds.removeAll()
        order.removeAll()
        for continuation in subscribers.values { continuation.finish() }
        subscribers.removeAll()
        // The builds' sources and executables are this process's alone.
        try? FileManager.default.removeItem(at: directory)
    }

    static func sceneFiles(_ scenes: [LabBuildPlan.Scene]) -> [String: String] {
        Dictionary(scenes.map { ($0.id, $0.file) }, uniquingKeysWith: { first, _ in first })
    }

    /// A file name from a scene id or file name: letters, digits, `-` and `_` only.
    static func fileName(for text: String) -> String {
        let base = text.hasSuffix(".swift") ? String(text.dropLast(6)) : text
        let cleaned = String(base.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" ? Character($0) : "_" })
        return cleaned.isEmpty ? "Scene" : cleaned
    }
}
