import Foundation
import SwiftSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of tactile-lint over paths: discovery, parallel checking, optional fixing, exit status.
///
/// Invariants: every file is read, parsed and summarised into one `ModuleIndex` before any rule runs
/// (each file is parsed once); files are checked in parallel but findings come back sorted by path,
/// line, column and rule id, so output is identical from run to run; a file that cannot be read or parsed yields a
/// finding and the run goes on; in `fix` mode a file is written only when its text changed.
public struct LintRun: Sendable {
    public enum Mode: Sendable {
        /// Report findings.
        case report
        /// Apply corrections to the files, then report what remains.
        case fix
        /// Report the corrections as a unified diff without writing.
        case diff
    }

    public struct Outcome: Sendable {
        /// Findings sorted in report order (after fixing, in `fix` mode).
        public var findings: [Finding]
        /// The unified diff of all corrections (`diff` mode), in path order.
        public var diff: String
        /// Files rewritten (`fix` mode).
        public var fixedFiles: [String]
        /// How many files were checked.
        public var fileCount: Int
    }

    public let configuration: Configuration
    public let mode: Mode

    public init(configuration: Configuration, mode: Mode = .report) {
        self.configuration = configuration
        self.mode = mode
    }

    public func run(paths: [String]) -> Outcome {
        let (files, problems) = FileDiscovery.files(in: paths, configuration: configuration)
        let linter = Linter(configuration: configuration)
        let mode = self.mode
        // Read and parse every file, and summarise its declarations, before any rule runs: the rules
        // of one file may follow names into any other (`ModuleIndex`).
        // The language mode and deployment target are looked up once per folder (a walk up to its
        // Package.swift or .xcodeproj) and read once per project.
        let projects = ProjectSettings.declared(forFolders: Array(Set(files.map { Self.folder(of: $0) })).sorted())
        let loaded = ParallelMap.map(files) { file in LoadedFile(file, project: projects[Self.folder(of: file)] ?? ProjectSettings()) }
        var index = ModuleIndex(summaries: loaded.compactMap(\.summary))
        index.coversWholeProjects = Self.coversWholeProjects(paths: paths, folders: Array(Set(files.map { Self.folder(of: $0) })))
        let module = index
        let results = ParallelMap.map(loaded) { file in
            Self.process(file, linter: linter, mode: mode, module: module)
        }
        return Outcome(
            findings: (problems + results.flatMap(\.findings)).sorted(by: Finding.reportOrder),
            diff: results.map(\.diff).joined(),
            fixedFiles: results.compactMap(\.fixedFile),
            fileCount: files.count
        )
    }

    /// True when every folder of the run lies in a project (the nearest folder with a `Package.swift`
    /// or an `*.xcodeproj` above it, or, with none, the folder itself) that one of the folders named
    /// on the command line holds whole: the run sees every file that could name a type of it.
    static func coversWholeProjects(paths: [String], folders: [String]) -> Bool {
        let manager = FileManager.default
        let named = paths.compactMap { path -> String? in
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
            return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        guard !named.isEmpty, !folders.isEmpty else { return false }
        return folders.allSatisfy { folder in
            let resolved = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
            let root = ProjectFiles.projectFolder(containing: resolved) ?? resolved
            return named.contains { root == $0 || root.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
    }

    private static func folder(of file: FileDiscovery.File) -> String {
        URL(fileURLWithPath: file.absolutePath).deletingLastPathComponent().path
    }

    /// One file read and parsed, with its contribution to the module index.
    private struct LoadedFile: Sendable {
        var file: FileDiscovery.File
        var source: Result<String, SourceReading.Problem>
        var tree: SourceFileSyntax?
        var summary: FileSummary?
        /// What its project declares.
        var project: ProjectSettings
        var languageMode: SwiftLanguageMode? { project.languageMode }
        var deploymentTarget: DeploymentTarget { project.deploymentTarget }

        init(_ file: FileDiscovery.File, project: ProjectSettings) {
            self.file = file
            self.project = project
            source = SourceReading.read(file.absolutePath)
            if case .success(let text) = source {
                let tree = SourceParser.parse(text, languageMode: languageMode)
                self.tree = tree
                // A file with syntax errors gets one parse_error finding and rule findings only where
                // the errors do not reach; it adds nothing to the index.
                summary = tree.hasError ? nil : FileSummary(tree, origin: SourceOrigin(path: file.absolutePath, project: project))
            }
        }
    }

    private struct FileResult: Sendable {
        var findings: [Finding]
        var diff = ""
        var fixedFile: String?
    }

    private static func process(_ loaded: LoadedFile, linter: Linter, mode: Mode, module: ModuleIndex) -> FileResult {
        let file = loaded.file
        let source: String
        switch loaded.source {
        case .success(let text): source = text
        case .failure(let problem):
            return FileResult(findings: [FileDiscovery.ioError(file.displayPath, problem.description)])
        }
        let findings = {
            loaded.tree.map { linter.lint(tree: $0, path: file.displayPath, module: module, deploymentTarget: loaded.deploymentTarget) }
                ?? linter.analyze(source: source, path: file.displayPath, module: module, languageMode: loaded.languageMode, deploymentTarget: loaded.deploymentTarget).findings
        }
        switch mode {
        case .report:
            return FileResult(findings: findings())
        case .diff:
            let fixed = Fixer(linter: linter).fix(source: source, path: file.displayPath, module: module, languageMode: loaded.languageMode, deploymentTarget: loaded.deploymentTarget)
            return FileResult(
                findings: findings(),
                diff: UnifiedDiff.make(old: source, new: fixed, path: file.displayPath)
            )
        case .fix:
            let fixed = Fixer(linter: linter).fix(source: source, path: file.displayPath, module: module, languageMode: loaded.languageMode, deploymentTarget: loaded.deploymentTarget)
            guard fixed != source else { return FileResult(findings: findings()) }
            do {
                try fixed.write(toFile: file.absolutePath, atomically: true, encoding: .utf8)
            } catch {
                return FileResult(findings: [FileDiscovery.ioError(file.displayPath, "cannot write the fixes: \(error.localizedDescription)")])
            }
            return FileResult(findings: linter.analyze(source: fixed, path: file.displayPath, module: module, languageMode: loaded.languageMode, deploymentTarget: loaded.deploymentTarget).findings, fixedFile: file.displayPath)
        }
    }
}

/// Reads a source file as UTF-8.
public enum SourceReading {
    public enum Problem: Error, Sendable, CustomStringConvertible {
        case unreadable(String)
        case notUTF8

        public var description: String {
            switch self {
            case .unreadable(let reason): reason
            case .notUTF8: "the file is not valid UTF-8 text"
            }
        }
    }

    /// Reads the file at `path`, following links. Only a regular file is opened: a FIFO, socket or
    /// device would block the run or never end, so it is refused as unreadable.
    public static func read(_ path: String) -> Result<String, Problem> {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return .failure(.unreadable(String(cString: strerror(errno)).lowercased()))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(.unreadable("not a regular file (a folder, FIFO, socket or device)"))
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return .failure(.unreadable(error.localizedDescription))
        }
        guard let text = String(validating: data, as: UTF8.self) else { return .failure(.notUTF8) }
        return .success(text)
    }
}

/// The process exit status of a run.
public enum ExitStatus: Int32, Sendable {
    /// Nothing that fails the run was found.
    case clean = 0
    /// Findings at error severity (or, when strict, any finding).
    case findings = 1
    /// Bad usage or configuration, or a file or folder that could not be read.
    case usageOrIOError = 2

    public static func of(_ findings: [Finding], strict: Bool) -> ExitStatus {
        if findings.contains(where: { $0.ruleID == PseudoRule.ioError.rawValue }) { return .usageOrIOError }
        if findings.contains(where: { $0.severity == .error }) || (strict && !findings.isEmpty) { return .findings }
        return .clean
    }
}
