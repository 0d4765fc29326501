import Foundation

/// What a window scene says of its status bar (UIKit's `UIStatusBarManager`, iOS 13), for code
/// that reads `windowScene?.statusBarManager?.statusBarFrame.height` to lay out below the bar.
///
/// Invariant: answers for the device of the host running the code (`HostSystem`), else
/// `UIKitDefaults.deviceOutsideHost`: the bar spans the screen's width and is as tall as the
/// device's top safe-area inset (`Device.safeAreaInsets`), in portrait — 59 pt on an iPhone 16,
/// 20 pt on an iPhone SE, 0 on a bare canvas. Difference: on iPhones with a notch or the Dynamic
/// Island UIKit's status bar frame can be a few points shorter than the top inset; the device
/// description has only the inset.
@MainActor @preconcurrency
public final class UIStatusBarManager {
    private let device: Device

    init(device: Device) { self.device = device }

    /// The status bar's frame in the screen: the full width, the device's top safe-area inset high.
    public var statusBarFrame: CGRect {
        CGRect(x: 0, y: 0, width: device.canvasSize.width, height: device.safeAreaInsets.top)
    }

    /// Whether the bar is hidden: true only on a device without one (a top inset of 0).
    public var isStatusBarHidden: Bool { device.safeAreaInsets.top <= 0 }
}

extension UIWindowScene {
    /// The scene's status bar (UIKit's `statusBarManager`): never nil, answering for the device
    /// of the host running the code (`UIStatusBarManager`).
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(device: HostSystem.currentDevice) }
}
