/// Which gestures take part when a gesture is added to a view (SwiftUI's `GestureMask`). S-61.
///
/// `.none` (0) disables both the added gesture and the subviews' gestures; `.gesture` (1) keeps
/// only the added gesture; `.subviews` (2) keeps only the subviews'; `.all` (3) is the default.
public struct GestureMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}
