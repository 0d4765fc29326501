import Foundation

/// A colour space (CoreGraphics' `CGColorSpace`), as code passes one to a Core Image filter's
/// parameters. Tactile draws in sRGB only and converts through no other space, so a colour space
/// here is a token: the device RGB space is the only one made, and all device RGB spaces are equal.
/// Not provided: spaces by name, their properties.
public final class CGColorSpace: Hashable, Sendable {
    init() {}

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

/// The device-dependent RGB colour space (CoreGraphics' `CGColorSpaceCreateDeviceRGB()`).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }
