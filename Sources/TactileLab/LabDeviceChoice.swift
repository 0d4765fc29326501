import Foundation
import TactileUI

/// The device an `open` message asks its scene to run on (docs/LAB-PROTOCOL.md, "Variants"):
/// one of `Device.presets` by name, with the appearance and text size the user chose.
///
/// A variant of a preview is the same scene opened on another connection with another choice;
/// each runs as its own instance on its own virtual clock. Without a choice a scene runs on a
/// bare canvas (`Device(canvasSize:)`: no safe area, light, `.large`), as before variants.
public struct LabDeviceChoice: Sendable, Equatable, Codable {
    /// A preset's name, as `GET /api/devices` lists it ("iPhone 16 Pro").
    public var name: String
    /// `light` or `dark`; nil: the preset's (light).
    public var colorScheme: String?
    /// A `DynamicTypeSize` case name (`xSmall` … `accessibility5`); nil: the preset's (`large`).
    public var dynamicTypeSize: String?

    public init(name: String, colorScheme: String? = nil, dynamicTypeSize: String? = nil) {
        self.name = name
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// The device this choice names, or an `invalid-message` error that lists what may be chosen.
    public func resolve() throws(LabError) -> Device {
        guard var device = Device.presets.first(where: { $0.name == name }) else {
            let names = Device.presets.map { "\"\($0.name)\"" }.joined(separator: ", ")
            throw LabError(.invalidMessage, "\"device\": there is no device \"\(LabAccess.excerpt(name))\"; choose one of \(names) (GET /api/devices).")
        }
        if let colorScheme {
            guard let scheme = ColorScheme.allCases.first(where: { Self.name(of: $0) == colorScheme }) else {
                throw LabError(.invalidMessage, "\"device\": \"colorScheme\" must be \"light\" or \"dark\", not \"\(LabAccess.excerpt(colorScheme))\".")
            }
            device.colorScheme = scheme
        }
        if let dynamicTypeSize {
            guard let size = DynamicTypeSize.allCases.first(where: { Self.name(of: $0) == dynamicTypeSize }) else {
                let names = DynamicTypeSize.allCases.map { "\"\(Self.name(of: $0))\"" }.joined(separator: ", ")
                throw LabError(.invalidMessage, "\"device\": \"dynamicTypeSize\" must be one of \(names), not \"\(LabAccess.excerpt(dynamicTypeSize))\".")
            }
            device.dynamicTypeSize = size
        }
        return device
    }

    /// The protocol's name of a colour scheme: its case name.
    static func name(of scheme: ColorScheme) -> String { String(describing: scheme) }

    /// The protocol's name of a text size: its case name.
    static func name(of size: DynamicTypeSize) -> String { String(describing: size) }
}

/// What `GET /api/devices` answers: every device a variant may run on, and the settings it may
/// change (docs/LAB-PROTOCOL.md, "Variants").
public struct LabDeviceList: Sendable, Equatable, Encodable {
    /// One preset as the page needs it to draw a variant's frame.
    public struct Entry: Sendable, Equatable, Encodable {
        public var name: String
        public var model: String
        public var canvas: Size
        public var safeAreaInsets: Insets
        public var displayScale: Double
    }

    public struct Size: Sendable, Equatable, Encodable {
        public var width: Double
        public var height: Double
    }

    public struct Insets: Sendable, Equatable, Encodable {
        public var top: Double
        public var leading: Double
        public var bottom: Double
        public var trailing: Double
    }

    public var devices: [Entry]
    public var colorSchemes: [String]
    public var dynamicTypeSizes: [String]

    /// The presets of `Device.presets`, in their order, and every colour scheme and text size.
    public static let all = LabDeviceList(
        devices: Device.presets.map { device in
            Entry(name: device.name, model: device.model,
                  canvas: Size(width: Double(device.canvasSize.width), height: Double(device.canvasSize.height)),
                  safeAreaInsets: Insets(top: Double(device.safeAreaInsets.top), leading: Double(device.safeAreaInsets.leading),
                                         bottom: Double(device.safeAreaInsets.bottom), trailing: Double(device.safeAreaInsets.trailing)),
                  displayScale: Double(device.displayScale))
        },
        colorSchemes: ColorScheme.allCases.map(LabDeviceChoice.name(of:)),
        dynamicTypeSizes: DynamicTypeSize.allCases.map(LabDeviceChoice.name(of:)))
}
