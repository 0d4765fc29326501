/// How the lines of multiline text align with each other (SwiftUI's `TextAlignment`).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing

    package var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}
