import Foundation

extension UIWindow {
    /// Where a window stacks among windows (UIKit's `UIWindow.Level`): a number, higher in front,
    /// with UIKit's values for `normal` (0), `statusBar` (1000) and `alert` (2000), and the
    /// arithmetic UIKit's Swift overlay declares, so `.alert + 1` is a level above alerts.
    ///
    /// Invariant: only stored and compared: Tactile draws no window (`UIWindow`), so no level puts
    /// one in front of another.
    public struct Level: Hashable, Comparable, RawRepresentable, Sendable {
        public var rawValue: CGFloat

        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The level of an app's windows.
        public static let normal = Level(0)
        /// The status bar's level.
        public static let statusBar = Level(1000)
        /// An alert's level.
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        public static func + (lhs: CGFloat, rhs: Level) -> Level { Level(lhs + rhs.rawValue) }
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
        /// How far apart two levels are.
        public static func - (lhs: Level, rhs: Level) -> CGFloat { lhs.rawValue - rhs.rawValue }
        public static func += (lhs: inout Level, rhs: CGFloat) { lhs = lhs + rhs }
        public static func -= (lhs: inout Level, rhs: CGFloat) { lhs = lhs - rhs }
    }
}
