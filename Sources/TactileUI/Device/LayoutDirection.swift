/// A direction in which SwiftUI can lay out content (SwiftUI's `LayoutDirection`).
///
/// Tactile reads it from the environment for code that asks; it always lays out left to right
/// (docs/COMPATIBILITY.md).
public enum LayoutDirection: CaseIterable, Hashable, Sendable {
    case leftToRight
    case rightToLeft
}
