import Foundation

/// Where a file sits, as far as who can use what it declares: whether its project builds only apps (so
/// `public` hides nothing from a run holding the project whole) and whether it is test code (whose uses
/// never ship). `ModuleIndex` reads it to decide which views an app never shows.
///
/// Invariant: the default (neither) is the cautious reading: a `public` view may be used outside the
/// run, and a use keeps what it names alive.
public struct SourceOrigin: Sendable, Hashable {
    /// The file's project is an Xcode project of apps and their extensions (`ProjectSettings.buildsOnlyApps`).
    public var inAppOnlyProject: Bool
    /// The file belongs to a test target: a folder of its path inside its project ends in `Tests`
    /// (`MyAppTests`, `MyAppUITests`, `Tests`), or its name ends in `Tests.swift` or `Test.swift`.
    public var isTestCode: Bool

    public init(inAppOnlyProject: Bool = false, isTestCode: Bool = false) {
        self.inAppOnlyProject = inAppOnlyProject
        self.isTestCode = isTestCode
    }

    /// The origin of the file at the absolute `path` in a project with `settings` (folders above the
    /// project's say nothing about the file).
    public init(path: String, project settings: ProjectSettings) {
        let inside = settings.folder.flatMap { folder in path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : nil }
        let components = (inside ?? String(path.split(separator: "/").last ?? "")).split(separator: "/")
        let folders = components.dropLast()
        let name = components.last.map(String.init) ?? ""
        self.init(
            inAppOnlyProject: settings.buildsOnlyApps,
            isTestCode: folders.contains { $0.hasSuffix("Tests") } || name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift")
        )
    }
}
