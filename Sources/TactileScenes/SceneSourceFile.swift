import Foundation
import Synchronization

/// The text of a scene file, read from `TactileScenes`' resource bundle, where the
/// `SceneSourceFiles` build plugin copies every scene file (`<Name>.swift` → `<Name>.swift.txt`).
///
/// The repository holds one copy of each scene: the file the compiler builds is the file the lab
/// shows and edits. Texts are read once and kept (they never change in a built binary).
enum SceneSourceFile {
    /// The text of `sourceFile` (relative to `Sources/TactileScenes`, e.g.
    /// `Seed002DragGestureCircle/CirclePositionDragView.swift`), byte for byte, or an error that
    /// says which resource is missing.
    static func text(of sourceFile: String) -> Result<String, SceneSourceError> {
        cache.withLock { texts in
            if let text = texts[sourceFile] { return .success(text) }
            let name = (sourceFile as NSString).lastPathComponent
            guard let url = Bundle.module.url(forResource: name, withExtension: "txt") else {
                return .failure(SceneSourceError(sourceFile: sourceFile, reason: "no resource \(name).txt in TactileScenes' bundle"))
            }
            do {
                let text = try String(contentsOf: url, encoding: .utf8)
                texts[sourceFile] = text
                return .success(text)
            } catch {
                return .failure(SceneSourceError(sourceFile: sourceFile, reason: "\(url.path) is unreadable: \(error)"))
            }
        }
    }

    private static let cache = Mutex<[String: String]>([:])
}
