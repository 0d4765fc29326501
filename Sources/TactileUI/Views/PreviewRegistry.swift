/// A preview declared with `#Preview` (DeveloperToolsSupport's `PreviewRegistry`): where it is
/// declared and how to make it. The macro declares one uniquely named conforming type per
/// `#Preview`; nothing registers it at run time (Tactile finds previews in the source instead).
public protocol PreviewRegistry {
    /// The `#fileID` of the file declaring the preview.
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The column of the `#Preview`.
    static var column: Int { get }
    /// Makes the preview.
    @MainActor static func makePreview() throws -> Preview
}
