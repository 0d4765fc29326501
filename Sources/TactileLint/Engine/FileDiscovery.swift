import Foundation

/// Turns the paths given on the command line into the `.swift` files to check.
///
/// Invariants: folders are searched recursively, skipping hidden entries (`.build`, `.git`); files are
/// returned once each, in path order; a path that does not exist or a folder that cannot be listed
/// yields an `io_error` finding instead of stopping the run. Entries named `*.swift` that are not
/// folders are returned whatever they are (links, FIFOs, devices): reading them decides
/// (`SourceReading`), so each one that cannot be read gets exactly one `io_error`. A DocC catalogue
/// found inside a folder (a folder whose name ends in `.docc`) is not searched: its Swift files are
/// tutorial snippets that neither SwiftPM nor Xcode compiles (often deliberately unfinished, with `…`
/// or editor placeholders). Nor is a file an XcodeGen spec (`project.yml` in the nearest folder at
/// or above it that has one) excludes from every source folder holding it (`XcodeGenSpec`): no target
/// compiles it. A path given on the command line is always checked, even inside one.
public enum FileDiscovery {
    /// A file to check: the path to show the user and the absolute path to read.
    public struct File: Sendable, Hashable {
        public let displayPath: String
        public let absolutePath: String
    }

    public static func files(in paths: [String], configuration: Configuration) -> (files: [File], problems: [Finding]) {
        var files: [File] = []
        var problems: [Finding] = []
        let manager = FileManager.default
        var specs = XcodeGenSpecs()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(ioError(path, "no such file or folder"))
                continue
            }
            if !isDirectory.boolValue {
                let file = File(displayPath: path, absolutePath: absolute(path))
                if configuration.includes(path: file.absolutePath) { files.append(file) }
                continue
            }
            let root = URL(fileURLWithPath: path).standardizedFileURL
            let display = path.hasSuffix("/") ? String(path.dropLast()) : path
            var listingErrors: [Finding] = []
            let enumerator = manager.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]
            ) { url, error in
                listingErrors.append(ioError(url.path, "cannot list: \(error.localizedDescription)"))
                return true
            }
            while let url = enumerator?.nextObject() as? URL {
                if isDocumentationCatalogue(url) {
                    enumerator?.skipDescendants()
                    continue
                }
                // Every `.swift` entry but a folder is a file to check: links are followed when it is
                // read, and one that is broken, a FIFO, a socket or a device gets an io_error there —
                // never a silent skip, never a read that blocks.
                guard url.pathExtension == "swift",
                      (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true
                else { continue }
                let absolutePath = url.standardizedFileURL.path
                let relative = Configuration.relativePath(of: absolutePath, to: root.path)
                let shown = display == "." ? relative : display + "/" + relative
                if configuration.includes(path: absolutePath), !specs.excludes(absolutePath) {
                    files.append(File(displayPath: shown, absolutePath: absolutePath))
                }
            }
            problems += listingErrors
        }
        var seen: Set<String> = []
        let unique = files.filter { seen.insert($0.absolutePath).inserted }
        return (unique.sorted { $0.displayPath < $1.displayPath }, problems)
    }

    /// The XcodeGen specs of the folders above the files found, each folder read once.
    struct XcodeGenSpecs {
        /// What a folder holds: no `project.yml`, one `XcodeGenSpec` does not read in full (then
        /// nothing is excluded), or a spec.
        private enum Found { case absent, unread, spec(XcodeGenSpec) }
        private var byFolder: [String: Found] = [:]

        /// True when the spec nearest above the file at `absolutePath` excludes it from every target.
        mutating func excludes(_ absolutePath: String) -> Bool {
            var folder = URL(fileURLWithPath: absolutePath).deletingLastPathComponent()
            while true {
                switch found(in: folder.path) {
                case .spec(let spec): return spec.excludes(Configuration.relativePath(of: absolutePath, to: folder.path))
                case .unread: return false
                case .absent: break
                }
                let parent = folder.deletingLastPathComponent()
                guard parent.path != folder.path else { return false }
                folder = parent
            }
        }

        private mutating func found(in folder: String) -> Found {
            if let known = byFolder[folder] { return known }
            var found = Found.absent
            if let text = try? String(contentsOfFile: folder + "/project.yml", encoding: .utf8) {
                found = text.contains("targets:") ? XcodeGenSpec(yaml: text).map(Found.spec) ?? .unread : .unread
            }
            byFolder[folder] = found
            return found
        }
    }

    /// True for a DocC catalogue: a folder whose name ends in `.docc` (no Swift file in it is compiled).
    static func isDocumentationCatalogue(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(".docc") && (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    static func ioError(_ path: String, _ reason: String) -> Finding {
        Finding(file: path, line: 1, column: 1, ruleID: PseudoRule.ioError.rawValue, severity: .error, message: "Cannot read \(path): \(reason). It was not checked.")
    }
}
