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
/// or editor placeholders). A path given on the command line is always checked, even inside one.
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
                if configuration.includes(path: absolutePath) {
                    files.append(File(displayPath: shown, absolutePath: absolutePath))
                }
            }
            problems += listingErrors
        }
        var seen: Set<String> = []
        let unique = files.filter { seen.insert($0.absolutePath).inserted }
        return (unique.sorted { $0.displayPath < $1.displayPath }, problems)
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
