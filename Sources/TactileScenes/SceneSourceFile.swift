import Foundation
import Synchronization

/// The text of a scene file, read from its target's resource bundle, where the
/// `SceneSourceFiles` build plugin copies every scene file (`<Name>.swift` → `<Name>.swift.txt`):
/// `TactileScenes`' seed scenes, and the lab's own scenes (TactileLab passes its bundle).
///
/// The repository holds one copy of each scene: the file the compiler builds is the file the lab
/// shows and edits. Texts are read once and kept (they never change in a built binary).
public enum SceneSourceFile {
    /// The text of `sourceFile` (relative to its target's folder, e.g.
    /// `Seed002DragGestureCircle/CirclePositionDragView.swift`), byte for byte, or an error that
    /// says which resource is missing. `bundle` is the resource bundle of the target that holds
    /// the file (by default `TactileScenes`').
    public static func text(of sourceFile: String, in bundle: Bundle? = nil) -> Result<String, SceneSourceError> {
        let bundle = bundle ?? .module
        let key = bundle.bundlePath + "/" + sourceFile
        return cache.withLock { texts in
            if let text = texts[key] { return .success(text) }
            let name = (sourceFile as NSString).lastPathComponent
            guard let url = bundle.url(forResource: name, withExtension: "txt") else {
                let owner = (bundle.bundlePath as NSString).lastPathComponent
                return .failure(SceneSourceError(sourceFile: sourceFile, reason: "no resource \(name).txt in the bundle \(owner)"))
            }
            do {
                let text = try String(contentsOf: url, encoding: .utf8)
                texts[key] = text
                return .success(text)
            } catch {
                return .failure(SceneSourceError(sourceFile: sourceFile, reason: "\(url.path) is unreadable: \(error)"))
            }
        }
    }

    private static let cache = Mutex<[String: String]>([:])
}
