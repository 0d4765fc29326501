import Foundation

/// The device a hosted view runs on: what the screen and the system settings tell SwiftUI code
/// on an iPhone or iPad (docs/ARCHITECTURE-HOST.md, "Device and safe area").
///
/// The canvas is the device's screen in points, in portrait; the safe-area insets are the
/// window's (status bar or sensor housing, home indicator) in that orientation. The host lays
/// the root view out in the canvas minus the insets (views may extend into them with
/// `ignoresSafeArea`), and puts the colour scheme, Dynamic Type size and display scale in the
/// root environment (`colorScheme`, `dynamicTypeSize`, `displayScale`).
///
/// Presets for current devices are `Device.iPhone16Pro` and the others (`DevicePresets.swift`,
/// each number with its source); `Device(canvasSize:)` is a bare canvas with no safe area, what
/// `ViewHost(view, canvasSize:)` hosts on.
public struct Device: Equatable, Sendable {
    /// The device's name as Apple writes it ("iPhone 16 Pro").
    public var name: String
    /// The kind of device (`UIDevice.model`: "iPhone", "iPad").
    public var model: String
    /// The screen in points, portrait.
    public var canvasSize: CGSize
    /// The window's safe-area insets in portrait, in points.
    public var safeAreaInsets: EdgeInsets
    /// Pixels per point (`UIScreen.scale`, `displayScale`).
    public var displayScale: CGFloat
    /// The appearance the user chose.
    public var colorScheme: ColorScheme
    /// The text size the user chose.
    public var dynamicTypeSize: DynamicTypeSize

    public init(name: String, model: String = "iPhone", canvasSize: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(),
                displayScale: CGFloat = 3, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large) {
        self.name = name
        self.model = model
        self.canvasSize = canvasSize
        self.safeAreaInsets = safeAreaInsets
        self.displayScale = displayScale
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// A bare canvas of `canvasSize`: no safe area, scale 1 (SwiftUI's default `displayScale`),
    /// light, `.large` — the device `ViewHost(view, canvasSize:)` hosts on.
    public init(canvasSize: CGSize) {
        self.init(name: "Canvas", canvasSize: canvasSize, displayScale: 1)
    }

    /// The same device in the dark appearance.
    public func dark() -> Device { with { $0.colorScheme = .dark } }

    /// A copy changed by `change` (`Device.iPhone16Pro.with { $0.colorScheme = .dark }`).
    public func with(_ change: (inout Device) -> Void) -> Device {
        var copy = self
        change(&copy)
        return copy
    }

    /// The part of the canvas outside the safe area's insets, in canvas coordinates.
    public var safeFrame: CGRect {
        CGRect(x: safeAreaInsets.leading, y: safeAreaInsets.top,
               width: max(0, canvasSize.width - safeAreaInsets.horizontal),
               height: max(0, canvasSize.height - safeAreaInsets.vertical))
    }
}
