import Foundation

/// The answer to `select` (docs/LAB-PROTOCOL.md, "Selectable mode"): where the view under a canvas
/// point was made.
///
/// Invariant: `lines` is `[first, last]` of the statement that made the view (the view and its
/// modifiers), and `line` — the view's initializer — lies within it; `chain` lists the statement's
/// modifiers innermost first (the order SwiftUI applies them), each at the line of its name.
public struct LabSelection: Sendable, Equatable, Encodable {
    /// One modifier of the chain.
    public struct Link: Sendable, Equatable, Encodable {
        public var name: String
        public var line: Int
        /// For a modifier that attaches gestures (`gesture`, `onTapGesture`…): the gesture types it
        /// names (`["DragGesture"]`; empty when its argument is a variable); nil for other modifiers.
        public var gestures: [String]? = nil

        public init(name: String, line: Int, gestures: [String]? = nil) {
            self.name = name
            self.line = line
            self.gestures = gestures
        }
    }

    /// A gesture modifier of a view an attempt's touch-down hit (`select` with `attempt`): where
    /// a timeline lane's gesture was attached.
    public struct Attachment: Sendable, Equatable, Encodable {
        public var file: String
        public var line: Int
        public var name: String
        public var gestures: [String]

        public init(file: String, line: Int, name: String, gestures: [String]) {
            self.file = file
            self.line = line
            self.name = name
            self.gestures = gestures
        }
    }

    /// The selected view's bounds on the canvas.
    public var frame: CGRect
    /// The file's path, or the catalog scene's id for a scene compiled into the lab.
    public var file: String
    /// The line (1-based) of the view's initializer.
    public var line: Int
    public var lines: [Int]
    public var chain: [Link]
    /// False when the walk could not follow the view's place to the end (a custom
    /// `ViewModifier`'s body, a builder the lab does not model): the lines are then the
    /// innermost statement it reached.
    public var exact: Bool
    /// Whether `file` is the open scene's own source, as `/api/scenes` lists it (the editor's text).
    public var inScene = true
    /// The file's text when it is not the scene's own (the page shows it read-only); nil otherwise.
    public var source: String? = nil
    /// `select` with `attempt` only: every gesture modifier of the views the attempt's touch-down
    /// hit, innermost view first.
    public var attached: [Attachment]? = nil

    private enum CodingKeys: String, CodingKey { case frame, file, line, lines, chain, exact, inScene, source, attached }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Frame(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)), forKey: .frame)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(lines, forKey: .lines)
        try container.encode(chain, forKey: .chain)
        try container.encode(exact, forKey: .exact)
        try container.encode(inScene, forKey: .inScene)
        try container.encodeIfPresent(source, forKey: .source)
        try container.encodeIfPresent(attached, forKey: .attached)
    }

    private struct Frame: Encodable {
        var x, y, width, height: Double
    }
}
