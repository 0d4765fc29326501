import Foundation

/// The build description of the project a folder belongs to: the nearest folder at or above it
/// holding a `Package.swift`, an `*.xcodeproj` or a Tuist `Project.swift` decides.
///
/// Invariants: the walk stops at the first such folder (a package nested in an app is its own
/// project); a `Package.swift` in a folder wins over an Xcode project beside it, and a committed Xcode
/// project over a Tuist manifest (which generates one); files that cannot be read are left out, never
/// reported.
enum ProjectFiles: Sendable, Equatable {
    /// The text of the package manifest. `ofApp`: the package is one of an app's local packages
    /// (`AppLocalPackages.servesApp`).
    case manifest(String, ofApp: Bool)
    /// The texts of the `project.pbxproj` files of the Xcode projects in that folder, in name order,
    /// and of the CocoaPods `Podfile` beside them, if any.
    case xcodeProjects([String], podfile: String?)
    /// The texts of a Tuist project's `Project.swift` and of the Swift files of the
    /// `Tuist/ProjectDescriptionHelpers` folder beside it (where templates set the targets' settings):
    /// the Xcode project is generated from them and usually not committed. `inAppWorkspace`: the
    /// project is a module of a workspace that builds an app (`TuistWorkspace.buildsApp`).
    case tuistManifests([String], inAppWorkspace: Bool)
    /// No project above the folder.
    case none

    /// The nearest folder at or above `directory` holding a `Package.swift` or an `*.xcodeproj`, if any.
    static func projectFolder(containing directory: String) -> String? {
        let manager = FileManager.default
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
                || manager.fileExists(atPath: folder.appendingPathComponent("Project.swift").path)
                || ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).contains(where: { $0.hasSuffix(".xcodeproj") }) {
                return folder.path
            }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return nil }
            folder = parent
        }
    }

    /// The project files in `folder`, a folder `projectFolder(containing:)` returned.
    static func read(projectFolder folder: String) -> ProjectFiles {
        let manager = FileManager.default
        let base = URL(fileURLWithPath: folder)
        let manifest = base.appendingPathComponent("Package.swift").path
        if manager.fileExists(atPath: manifest) {
            return .manifest((try? String(contentsOfFile: manifest, encoding: .utf8)) ?? "", ofApp: AppLocalPackages.servesApp(packageFolder: folder))
        }
        let projects = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
        if projects.isEmpty, let project = try? String(contentsOfFile: base.appendingPathComponent("Project.swift").path, encoding: .utf8) {
            let helpers = base.appendingPathComponent("Tuist/ProjectDescriptionHelpers")
            let helperFiles = ((try? manager.contentsOfDirectory(atPath: helpers.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            return .tuistManifests([project] + helperFiles.compactMap {
                try? String(contentsOfFile: helpers.appendingPathComponent($0).path, encoding: .utf8)
            }, inAppWorkspace: TuistWorkspace.buildsApp(aroundProject: folder))
        }
        return .xcodeProjects(projects.compactMap { project in
            try? String(contentsOfFile: base.appendingPathComponent("\(project)/project.pbxproj").path, encoding: .utf8)
        }, podfile: try? String(contentsOfFile: base.appendingPathComponent("Podfile").path, encoding: .utf8))
    }
}

/// What the project of a folder declares that changes how its files are checked: the language mode
/// they are parsed in and the deployment target fixes must still build for.
public struct ProjectSettings: Sendable, Hashable {
    /// `nil`: unknown (see `SourceParser`).
    public var languageMode: SwiftLanguageMode?
    /// Empty: unknown.
    public var deploymentTarget: DeploymentTarget
    /// True for an Xcode project that builds apps and no framework or library, for a module of a Tuist
    /// workspace that builds an app (`TuistWorkspace`) and for a local package of an app project
    /// (`AppLocalPackages`): nothing outside it can import its code, so `public` hides none of its views
    /// from a run that holds it whole.
    public var buildsOnlyApps: Bool
    /// The project's folder (`nil`: no project above the files).
    public var folder: String?

    public init(languageMode: SwiftLanguageMode? = nil, deploymentTarget: DeploymentTarget = DeploymentTarget(), buildsOnlyApps: Bool = false) {
        self.languageMode = languageMode
        self.deploymentTarget = deploymentTarget
        self.buildsOnlyApps = buildsOnlyApps
    }

    /// The settings of the nearest project at or above the folder `directory`.
    public static func declared(forFolder directory: String) -> ProjectSettings {
        guard let root = ProjectFiles.projectFolder(containing: directory) else { return ProjectSettings() }
        var settings = declared(by: ProjectFiles.read(projectFolder: root))
        settings.folder = root
        return settings
    }

    /// The settings of each of `folders`: every project is read and parsed once, projects in parallel
    /// (an app's `project.pbxproj` can be megabytes, and hundreds of folders share it).
    public static func declared(forFolders folders: [String]) -> [String: ProjectSettings] {
        let roots = ParallelMap.map(folders) { ProjectFiles.projectFolder(containing: $0) }
        let projects = Array(Set(roots.compactMap { $0 })).sorted()
        let settings = Dictionary(uniqueKeysWithValues: zip(projects, ParallelMap.map(projects) { declared(by: ProjectFiles.read(projectFolder: $0)) }))
        return Dictionary(uniqueKeysWithValues: zip(folders, roots.map { root in
            guard let root, var found = settings[root] else { return ProjectSettings() }
            found.folder = root
            return found
        }))
    }

    /// True when the `project.pbxproj` text has an application target and no framework or library one
    /// (its targets' `productType`s; extensions, tests and bundles are neither).
    static func buildsOnlyApps(xcodeProject text: String) -> Bool {
        let libraries = ["com.apple.product-type.framework", "com.apple.product-type.library."]
        return text.contains("com.apple.product-type.application") && !libraries.contains(where: text.contains)
    }

    private static func declared(by files: ProjectFiles) -> ProjectSettings {
        switch files {
        case .manifest(let text, let ofApp):
            ProjectSettings(languageMode: SwiftLanguageMode.declared(byManifest: text), deploymentTarget: DeploymentTarget.declared(byManifest: text), buildsOnlyApps: ofApp)
        case .xcodeProjects(let texts, let podfile):
            ProjectSettings(
                languageMode: SwiftLanguageMode.mostLenient(Set(texts.compactMap(SwiftLanguageMode.declared(byXcodeProject:)))),
                // The Xcode project's own settings win; the Podfile fills the platforms it leaves unknown.
                deploymentTarget: (podfile.map(DeploymentTarget.declared(byPodfile:)) ?? DeploymentTarget())
                    .overridden(by: DeploymentTarget.lowest(texts.map(DeploymentTarget.declared(byXcodeProject:)))),
                buildsOnlyApps: !texts.isEmpty && texts.allSatisfy(Self.buildsOnlyApps(xcodeProject:))
            )
        case .tuistManifests(let texts, let inAppWorkspace):
            ProjectSettings(deploymentTarget: DeploymentTarget.lowest(texts.map(DeploymentTarget.declared(byTuistManifest:))), buildsOnlyApps: inAppWorkspace)
        case .none:
            ProjectSettings()
        }
    }
}
