import Foundation
import Synchronization

/// The app's audio session (AVFoundation's `AVAudioSession`): the category, mode and options the
/// code sets are kept, and activation is recorded as a flag. Tactile plays no audio, so they
/// change nothing else.
public final class AVAudioSession: @unchecked Sendable {
    /// How the app's audio mixes with other audio (`AVAudioSession.Category`).
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// What the audio is for (`AVAudioSession.Mode`).
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    }

    /// How the category behaves (`AVAudioSession.CategoryOptions`).
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
    }

    /// Options of `setActive(_:options:)` (`AVAudioSession.SetActiveOptions`).
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    private struct State {
        var category = Category.soloAmbient
        var mode = Mode.default
        var options: CategoryOptions = []
        var isActive = false
    }

    private let state = Mutex(State())

    /// The app's one session.
    public static func sharedInstance() -> AVAudioSession { shared }
    private static let shared = AVAudioSession()

    private init() {}

    /// The category: `.soloAmbient` until set, as on iOS.
    public var category: Category { state.withLock { $0.category } }
    public var mode: Mode { state.withLock { $0.mode } }
    public var categoryOptions: CategoryOptions { state.withLock { $0.options } }
    /// Whether `setActive(true)` was the last activation call.
    public var isActive: Bool { state.withLock { $0.isActive } }

    public func setCategory(_ category: Category) throws {
        state.withLock { $0.category = category }
    }

    public func setCategory(_ category: Category, options: CategoryOptions) throws {
        state.withLock { $0.category = category; $0.options = options }
    }

    public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        state.withLock { $0.category = category; $0.mode = mode; $0.options = options }
    }

    public func setMode(_ mode: Mode) throws {
        state.withLock { $0.mode = mode }
    }

    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        state.withLock { $0.isActive = active }
    }
}
