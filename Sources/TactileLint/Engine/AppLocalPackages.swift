import Foundation

/// The local packages of an app: Swift packages that an Xcode project of apps (`ProjectSettings.buildsOnlyApps`)
/// in the same repository references by a path inside its own folder (`relativePath = Packages/AppFeature`
/// in an `XCLocalSwiftPackageReference`), and the packages beside them in that packages folder (the
/// feature and core modules the referenced ones depend on by path). Such a package is one of the app's
/// modules, split out to build faster: nothing outside the repository imports it, so its `public`
/// views are the app's own.
///
/// Invariants: only project files within `projectSearchDepth` folders above the package are read; a
/// reference leaving the project's folder (`relativePath = ..`, a library's example app pointing at the
/// library) never counts, nor does a package directly beside the project file (the folder holding the
/// `.xcodeproj` is not a packages folder).
enum AppLocalPackages {
    /// How many folders above the package's own are searched for the app's Xcode project
    /// (`App.xcodeproj` beside `Packages/Feature/Package.swift` is 2).
    static let projectSearchDepth = 3

    /// True when the package in `packageFolder` is a local package of an app project above it.
    static func servesApp(packageFolder: String) -> Bool {
        let package = URL(fileURLWithPath: packageFolder).standardizedFileURL
        var folder = package.deletingLastPathComponent()
        for _ in 0..<projectSearchDepth {
            for project in projects(in: folder) where ProjectSettings.buildsOnlyApps(xcodeProject: project) {
                for path in localPackagePaths(in: project) where !path.hasPrefix("..") && !path.hasPrefix("/") {
                    let referenced = folder.appendingPathComponent(path).standardizedFileURL
                    let packagesFolder = referenced.deletingLastPathComponent().path
                    if referenced.path == package.path
                        || (packagesFolder == package.deletingLastPathComponent().path && packagesFolder != folder.path) {
                        return true
                    }
                }
            }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { break }
            folder = parent
        }
        return false
    }

    /// The `relativePath`s of the project's local package references.
    static func localPackagePaths(in project: String) -> [String] {
        var paths: [String] = []
        var inReference = false
        for line in project.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("isa = XCLocalSwiftPackageReference;") {
                inReference = true
            } else if inReference, text.hasPrefix("relativePath = ") {
                paths.append(String(text.dropFirst("relativePath = ".count).dropLast()).trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
                inReference = false
            } else if text.hasPrefix("};") {
                inReference = false
            }
        }
        return paths
    }

    private static func projects(in folder: URL) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
        return names.compactMap { try? String(contentsOf: folder.appendingPathComponent("\($0)/project.pbxproj"), encoding: .utf8) }
    }
}
