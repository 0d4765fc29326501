/// A scene file whose text could not be read from the resource bundle.
public struct SceneSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    public var sourceFile: String
    public var reason: String
    public var description: String { "The source of \(sourceFile) is unavailable: \(reason)." }
}
