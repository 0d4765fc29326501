/// A Dynamic Type size, which specifies how large scalable content should be (SwiftUI's
/// `DynamicTypeSize`): the seven standard sizes, then the five accessibility sizes, in
/// increasing order.
public enum DynamicTypeSize: Int8, CaseIterable, Hashable, Comparable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes (`accessibility1` and above).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}
