/// A set of regions that views may ignore or be inset from (SwiftUI's `SafeAreaRegions`).
///
/// `.container` is the device's and the containers' insets (status bar, home indicator, bars
/// added with `safeAreaInset`); `.keyboard` is the software keyboard's, which Tactile's host never
/// shows, so ignoring it changes nothing.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The safe area defined by the device and by containers within the user interface.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The safe area matching the current extent of any software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
