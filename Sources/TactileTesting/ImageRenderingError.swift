/// Why `ViewHost.png(scale:)` made no image, in words a test can print.
public struct ImageRenderingError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
