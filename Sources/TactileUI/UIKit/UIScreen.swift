import Foundation

/// The screen of the device the host runs on (UIKit's `UIScreen`), for code that reads
/// `UIScreen.main.bounds` (on iOS `import SwiftUI` also brings UIKit).
///
/// Invariant: a screen describes the device of the host that was running code when it was
/// obtained (`HostSystem`), else `UIKitDefaults.deviceOutsideHost`; its bounds are the device's
/// canvas in portrait, at the origin.
@MainActor @preconcurrency
public final class UIScreen {
    private let device: Device

    init(device: Device) { self.device = device }

    /// The screen of the device the running host assumes.
    public class var main: UIScreen { UIScreen(device: HostSystem.currentDevice) }

    /// The screen in points (`Device.canvasSize`).
    public var bounds: CGRect { CGRect(origin: .zero, size: device.canvasSize) }
    /// The screen in pixels, portrait (`bounds` times the display scale).
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.canvasSize.width * device.displayScale, height: device.canvasSize.height * device.displayScale)
    }
    /// Pixels per point (`Device.displayScale`).
    public var scale: CGFloat { device.displayScale }
    /// Pixels per point of the physical screen: the device's display scale.
    public var nativeScale: CGFloat { device.displayScale }
}
