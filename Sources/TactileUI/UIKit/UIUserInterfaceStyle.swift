/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`), SwiftUI's `ColorScheme` in UIKit.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified = 0
    case light = 1
    case dark = 2

    /// The style of a SwiftUI colour scheme.
    public init(_ colorScheme: ColorScheme) {
        self = colorScheme == .dark ? .dark : .light
    }
}
