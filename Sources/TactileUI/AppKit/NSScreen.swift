import Foundation

/// The screen of the device the host runs on, as AppKit's `NSScreen` describes it — for the
/// `#else` side of `#if os(iOS) … UIScreen.main.bounds … #else … NSScreen.main?.frame … #endif`,
/// which a Linux compiler takes (on macOS `import SwiftUI` brings AppKit).
///
/// Invariant: it answers exactly as `UIScreen.main` for the same host: `frame` is `bounds`,
/// `visibleFrame` the safe region, `backingScaleFactor` the display scale.
@MainActor @preconcurrency
public final class NSScreen {
    private let device: Device

    init(device: Device) { self.device = device }

    /// The screen of the device the running host assumes (never nil here).
    public class var main: NSScreen? { NSScreen(device: HostSystem.currentDevice) }

    /// Every screen: the one of the running host's device.
    public class var screens: [NSScreen] { [NSScreen(device: HostSystem.currentDevice)] }

    /// The screen in points, at the origin (`UIScreen.bounds`).
    public var frame: CGRect { CGRect(origin: .zero, size: device.canvasSize) }
    /// The part not covered by system bars: the device's safe region.
    public var visibleFrame: CGRect { device.safeFrame }
    /// Pixels per point (`Device.displayScale`).
    public var backingScaleFactor: CGFloat { device.displayScale }
}
