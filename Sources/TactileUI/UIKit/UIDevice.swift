import Foundation

/// The device the host runs on (UIKit's `UIDevice`), for code that reads `UIDevice.current`.
///
/// Invariant: describes the device of the host running code when it was obtained (`HostSystem`),
/// else `UIKitDefaults.deviceOutsideHost`.
@MainActor @preconcurrency
public final class UIDevice {
    private let device: Device

    init(device: Device) { self.device = device }

    /// The device of the running host.
    public class var current: UIDevice { UIDevice(device: HostSystem.currentDevice) }

    /// The device's name (`Device.name`, "iPhone 16 Pro").
    public var name: String { device.name }
    /// The kind of device (`Device.model`: "iPhone", "iPad").
    public var model: String { device.model }
    /// The model as it is localized: the same string.
    public var localizedModel: String { device.model }
    /// "iOS", or "iPadOS" on an iPad (`UIKitDefaults.phoneSystemName`, `padSystemName`).
    public var systemName: String { userInterfaceIdiom == .pad ? UIKitDefaults.padSystemName : UIKitDefaults.phoneSystemName }
    /// `UIKitDefaults.systemVersion`.
    public var systemVersion: String { UIKitDefaults.systemVersion }
    /// `.pad` for an iPad, `.phone` otherwise.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { device.model == "iPad" ? .pad : .phone }
    /// The devices are in portrait.
    public var orientation: UIDeviceOrientation { .portrait }
}
