/// The user's accessibility settings a host runs with (VoiceOver, Reduce Motion, Differentiate
/// Without Colour), read by views through `EnvironmentValues`. All off by default, as on a
/// device out of the box. A `ViewHost` takes them at creation: `ViewHost(view, accessibility: …)`.
public struct AccessibilitySettings: Hashable, Sendable {
    public var voiceOverEnabled: Bool
    public var reduceMotion: Bool
    public var differentiateWithoutColor: Bool

    public init(voiceOverEnabled: Bool = false, reduceMotion: Bool = false, differentiateWithoutColor: Bool = false) {
        self.voiceOverEnabled = voiceOverEnabled
        self.reduceMotion = reduceMotion
        self.differentiateWithoutColor = differentiateWithoutColor
    }
}

// SwiftUI's environment values for the settings: read-only to views, as in SwiftUI; the host sets them.
extension EnvironmentValues {
    /// Whether VoiceOver is running (SwiftUI's `accessibilityVoiceOverEnabled`).
    public var accessibilityVoiceOverEnabled: Bool { accessibilitySettings.voiceOverEnabled }
    /// Whether the user asked for less motion (SwiftUI's `accessibilityReduceMotion`).
    public var accessibilityReduceMotion: Bool { accessibilitySettings.reduceMotion }
    /// Whether the user asked for cues other than colour (SwiftUI's `accessibilityDifferentiateWithoutColor`).
    public var accessibilityDifferentiateWithoutColor: Bool { accessibilitySettings.differentiateWithoutColor }
}
