import Foundation
import PackagePlugin

/// Makes every scene file of a target one of its resources, so the lab (and its editor) opens the
/// scene files themselves: each `Seed…/<Name>.swift` (TactileScenes' seed scenes) and
/// `Scenes/<Name>.swift` (TactileLab's own scenes) is copied at build time to `<Name>.swift.txt`
/// in the target's resource bundle (a `.swift` output would be compiled).
///
/// Invariants: the copy is the file byte for byte (`SceneSourceTests`); scene file names are
/// unique across seed folders (resources are flattened into one bundle directory; a duplicate
/// fails the build with SwiftPM's own "multiple resources named" error).
@main
struct SceneSourceFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "SceneFiles")
        return module.sourceFiles(withSuffix: "swift")
            .filter {
                let folder = $0.url.deletingLastPathComponent().lastPathComponent
                return folder.hasPrefix("Seed") || folder == "Scenes"
            }
            .map { file in
                let name = file.url.lastPathComponent
                let copy = output.appending(path: name + ".txt")
                return .buildCommand(
                    displayName: "Scene source \(name)",
                    executable: URL(filePath: "/bin/cp"),
                    arguments: [file.url.path(), copy.path()],
                    inputFiles: [file.url],
                    outputFiles: [copy]
                )
            }
    }
}
