/// An edge on the vertical axis (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// An efficient set of vertical edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1 << 0)
        public static let bottom = Set(rawValue: 1 << 1)
        public static let all: Set = [.top, .bottom]
        public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    }
}
