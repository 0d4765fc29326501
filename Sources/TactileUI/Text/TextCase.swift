extension Text {
    /// A case transformation applied to text as it is laid out and drawn (SwiftUI's `Text.Case`);
    /// a view's `Text` values keep the strings they were made with (what `ViewHost` finds them by).
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase

        /// `string` in this case (the current locale's rules, as `Text` uses them).
        package func apply(to string: String) -> String {
            switch self {
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            }
        }
    }
}
