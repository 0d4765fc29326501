extension Text {
    /// Where text that does not fit its lines is cut and an ellipsis put (SwiftUI's
    /// `Text.TruncationMode`; the default is `.tail`).
    public enum TruncationMode: Hashable, Sendable {
        /// "…of the text": the start is cut.
        case head
        /// "The te…": the end is cut.
        case tail
        /// "The…text": the middle is cut.
        case middle
    }
}
