import Foundation

/// One haptic or audio event of a pattern (CoreHaptics' `CHHapticEvent`, iOS 13): its type, its
/// parameters, when it starts relative to the pattern's start, and how long a continuous event
/// lasts. A value: the host records the events of every pattern played (`PlayedHapticPattern`).
public final class CHHapticEvent: Sendable {
    /// The kinds of event (CoreHaptics' `CHHapticEvent.EventType`).
    public struct EventType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A brief impulse, like a tap.
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        /// A vibration lasting `duration`.
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        /// A sound lasting `duration`.
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        /// A sound from a registered resource.
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }

    /// What an event parameter sets (CoreHaptics' `CHHapticEvent.ParameterID`).
    public struct ParameterID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        public static let sustained = ParameterID(rawValue: "Sustained")
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }

    /// The event's kind.
    public let type: EventType
    /// Its parameters, as given.
    public let eventParameters: [CHHapticEventParameter]
    /// When it starts, in seconds after the pattern starts.
    public let relativeTime: TimeInterval
    /// How long it lasts: as given for a continuous event; 0 for a transient one, which has no length.
    public let duration: TimeInterval

    /// A transient event, or a continuous one of no length.
    public convenience init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval) {
        self.init(eventType: type, parameters: parameters, relativeTime: relativeTime, duration: 0)
    }

    /// An event lasting `duration` (ignored for a transient event).
    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval, duration: TimeInterval) {
        self.type = type
        eventParameters = parameters
        self.relativeTime = relativeTime
        self.duration = type == .hapticTransient ? 0 : max(0, duration)
    }

    /// The value of the parameter `id`, nil when the event was not given one.
    public func value(of id: ParameterID) -> Float? {
        eventParameters.last { $0.parameterID == id }?.value
    }
}

/// A parameter of one event (CoreHaptics' `CHHapticEventParameter`): what it sets and its value.
public final class CHHapticEventParameter: Sendable {
    public let parameterID: CHHapticEvent.ParameterID
    public let value: Float

    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }
}

/// A parameter changing every event of a playing pattern from `relativeTime` on (CoreHaptics'
/// `CHHapticDynamicParameter`). Recorded with its pattern; nothing is played.
public final class CHHapticDynamicParameter: Sendable {
    /// What a dynamic parameter changes (CoreHaptics' `CHHapticDynamicParameter.ID`).
    public struct ID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
        public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
        public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
    }

    public let parameterID: ID
    public let value: Float
    public let relativeTime: TimeInterval

    public init(parameterID: ID, value: Float, relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        self.relativeTime = relativeTime
    }
}
