import Foundation

/// A Tuist workspace around a Tuist project: the nearest folder at or above the project holding a
/// `Workspace.swift`, a `Tuist.swift` or a `Tuist/Config.swift`, and the `Project.swift` manifests under
/// it. A workspace with an app target (`product: .app`) and no package manifest at its root is an app
/// split into modules: its frameworks are generated for that app and nothing outside the repository
/// imports them, so their `public` views are the app's own (`ProjectSettings.buildsOnlyApps`).
///
/// Invariant: only the manifests' text is read (no Tuist run); folders named `Tuist`, `.build`,
/// `Pods`, `Carthage`, `Derived` or starting with a dot are not searched, and the search stops
/// `manifestDepth` folders below the workspace.
enum TuistWorkspace {
    /// How deep below the workspace `Project.swift` manifests are looked for (`Projects/Feature/Home/Project.swift` is 3).
    static let manifestDepth = 4
    private static let skipped: Set<String> = ["Tuist", ".build", "Pods", "Carthage", "Derived", "node_modules"]

    /// True when the project in `projectFolder` belongs to a workspace that builds an app.
    static func buildsApp(aroundProject projectFolder: String) -> Bool {
        guard let root = workspaceRoot(above: projectFolder),
              !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
        else { return false }
        return manifests(under: root, depth: manifestDepth).contains(where: declaresApp)
    }

    /// `product: .app` in a manifest's text (a target or a template argument).
    static func declaresApp(_ manifest: String) -> Bool {
        manifest.range(of: #"product:\s*\.app\b"#, options: .regularExpression) != nil
    }

    private static func workspaceRoot(above folder: String) -> URL? {
        let manager = FileManager.default
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            let markers = ["Workspace.swift", "Tuist.swift", "Tuist/Config.swift"]
            if markers.contains(where: { manager.fileExists(atPath: current.appendingPathComponent($0).path) }) { return current }
            let parent = current.deletingLastPathComponent()
            guard parent.path != current.path else { return nil }
            current = parent
        }
    }

    private static func manifests(under folder: URL, depth: Int) -> [String] {
        let manager = FileManager.default
        var found: [String] = []
        if let text = try? String(contentsOf: folder.appendingPathComponent("Project.swift"), encoding: .utf8) { found.append(text) }
        guard depth > 0 else { return found }
        for name in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        where !name.hasPrefix(".") && !skipped.contains(name) {
            var isFolder: ObjCBool = false
            let child = folder.appendingPathComponent(name)
            if manager.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue {
                found += manifests(under: child, depth: depth - 1)
            }
        }
        return found
    }
}
