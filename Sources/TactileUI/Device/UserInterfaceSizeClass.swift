/// The size class of a dimension of the interface (SwiftUI's `UserInterfaceSizeClass`), read
/// with `@Environment(\.horizontalSizeClass)` and `@Environment(\.verticalSizeClass)`.
public enum UserInterfaceSizeClass: CaseIterable, Hashable, Sendable {
    /// A constrained dimension: an iPhone's width in portrait.
    case compact
    /// An expansive dimension: an iPhone's height in portrait, both of an iPad's.
    case regular
}

extension Device {
    /// The width's size class of the device's full-screen window in portrait: `.regular` for an
    /// iPad, `.compact` for an iPhone (HIG "Layout", "Device size classes"); nil on a bare canvas
    /// (`Device(canvasSize:)`), whose environment is SwiftUI's default.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        isBareCanvas ? nil : (model == "iPad" ? .regular : .compact)
    }

    /// The height's size class of the device's full-screen window in portrait: `.regular` on
    /// iPhone and iPad (HIG "Layout", "Device size classes"); nil on a bare canvas.
    public var verticalSizeClass: UserInterfaceSizeClass? { isBareCanvas ? nil : .regular }

    /// Whether this is `Device(canvasSize:)`'s bare canvas rather than a device.
    var isBareCanvas: Bool { self == Device(canvasSize: canvasSize) }
}
