/// A Swift Testing file exported from a lab recording (`LabTestExporter`): ready to drop into a
/// test target that depends on `TactileTesting`, where it compiles and passes as written.
public struct LabExportedTest: Sendable, Equatable {
    /// A file name for it, e.g. `RecordedDragACircleTests.swift`.
    public var fileName: String
    /// The file's text.
    public var source: String
    /// How each stroke of the recording was written, in order: a verb's name ("tap", "drag",
    /// "fling", …) or "recorded events".
    public var steps: [String]

    public init(fileName: String, source: String, steps: [String]) {
        self.fileName = fileName
        self.source = source
        self.steps = steps
    }
}
