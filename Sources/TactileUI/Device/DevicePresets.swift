import Foundation

/// Current iPhones and iPads, portrait, as SwiftUI code sees them.
///
/// Sources, for every number here:
/// - screen size in points and scale: Apple Human Interface Guidelines, "Layout" →
///   "Specifications" → "iOS, iPadOS device screen sizes and orientations"
///   (developer.apple.com/design/human-interface-guidelines/layout#Specifications);
/// - safe-area insets: `UIWindow.safeAreaInsets` of a full-screen window in portrait, as the
///   iOS 18 Simulator reports them for each device (tabulated in "iPhone 16 Screen Sizes",
///   useyourloaf.com, 2024): Dynamic Island iPhones 59 or 62 top, 34 bottom (home indicator);
///   notch iPhones 47 top; Touch ID iPhones 20 top (status bar), 0 bottom; iPads with a home
///   indicator 24 top (status bar), 20 bottom.
extension Device {
    /// iPhone 16 (and 15): 393 × 852 pt @3x; safe area 59 top, 34 bottom.
    public static let iPhone16 = Device(name: "iPhone 16", canvasSize: CGSize(width: 393, height: 852),
                                        safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), displayScale: 3)
    /// iPhone 16 Plus (and 15 Plus): 430 × 932 pt @3x; safe area 59 top, 34 bottom.
    public static let iPhone16Plus = Device(name: "iPhone 16 Plus", canvasSize: CGSize(width: 430, height: 932),
                                            safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), displayScale: 3)
    /// iPhone 16 Pro: 402 × 874 pt @3x; safe area 62 top, 34 bottom.
    public static let iPhone16Pro = Device(name: "iPhone 16 Pro", canvasSize: CGSize(width: 402, height: 874),
                                           safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0), displayScale: 3)
    /// iPhone 16 Pro Max: 440 × 956 pt @3x; safe area 62 top, 34 bottom.
    public static let iPhone16ProMax = Device(name: "iPhone 16 Pro Max", canvasSize: CGSize(width: 440, height: 956),
                                              safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0), displayScale: 3)
    /// iPhone 16e (and 14, 13): 390 × 844 pt @3x; safe area 47 top, 34 bottom.
    public static let iPhone16e = Device(name: "iPhone 16e", canvasSize: CGSize(width: 390, height: 844),
                                         safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), displayScale: 3)
    /// iPhone SE (3rd generation): 375 × 667 pt @2x; safe area 20 top (status bar), 0 bottom.
    public static let iPhoneSE = Device(name: "iPhone SE (3rd generation)", canvasSize: CGSize(width: 375, height: 667),
                                        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), displayScale: 2)
    /// iPad Pro 11-inch (M4): 834 × 1210 pt @2x; safe area 24 top, 20 bottom.
    public static let iPadPro11 = Device(name: "iPad Pro 11-inch (M4)", model: "iPad", canvasSize: CGSize(width: 834, height: 1210),
                                         safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), displayScale: 2)
    /// iPad Pro 13-inch (M4): 1032 × 1376 pt @2x; safe area 24 top, 20 bottom.
    public static let iPadPro13 = Device(name: "iPad Pro 13-inch (M4)", model: "iPad", canvasSize: CGSize(width: 1032, height: 1376),
                                         safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), displayScale: 2)
    /// iPad mini (A17 Pro): 744 × 1133 pt @2x; safe area 24 top, 20 bottom.
    public static let iPadMini = Device(name: "iPad mini (A17 Pro)", model: "iPad", canvasSize: CGSize(width: 744, height: 1133),
                                        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), displayScale: 2)

    /// Every preset, phones then tablets, smallest first.
    public static let presets: [Device] = [.iPhoneSE, .iPhone16e, .iPhone16, .iPhone16Pro, .iPhone16Plus, .iPhone16ProMax,
                                           .iPadMini, .iPadPro11, .iPadPro13]
}
