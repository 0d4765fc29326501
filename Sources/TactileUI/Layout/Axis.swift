/// The horizontal or vertical dimension (SwiftUI's `Axis`).
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    package var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
