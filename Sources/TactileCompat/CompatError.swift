/// Why `tactile-compat` could not read or check a path: a sentence a person can act on. A path that
/// fails this way is reported and the others are still checked.
public struct CompatError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
