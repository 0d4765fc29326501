import Foundation

/// What an `AVAudioPlayer` tells its delegate (AVFoundation's `AVAudioPlayerDelegate`; every
/// method optional). A player here never finishes on its own (it decodes nothing), so only
/// `stop()` ends playing, and it sends no message, as on iOS.
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}

/// A player of a sound file or data (AVFoundation's `AVAudioPlayer`). Tactile plays no audio:
/// each `play()` that starts the player is recorded by the host running the code (`PlayedSound`,
/// `ViewHost.playedSounds`), and the player reports playing until `pause()` or `stop()`.
///
/// Invariants: `init(contentsOf:)` throws, as on iOS, when the URL names a file that does not
/// exist; `duration` is 0 (nothing is decoded), so `currentTime` stays where it is set.
/// Outside a host nothing is recorded.
public final class AVAudioPlayer: @unchecked Sendable {
    /// The file played, nil for a player made from data.
    public let url: URL?
    /// The data played, nil for a player made from a file.
    public let data: Data?
    public weak var delegate: AVAudioPlayerDelegate?
    /// The volume, 0…1 (1 by default).
    public var volume: Float = 1
    /// The stereo position, −1 (left) … 1 (right).
    public var pan: Float = 0
    /// How often the sound repeats after the first time; negative repeats until stopped.
    public var numberOfLoops = 0
    /// Whether `rate` applies.
    public var enableRate = false
    /// The playback rate, 0.5…2 when `enableRate`.
    public var rate: Float = 1
    /// The playback position in seconds.
    public var currentTime: TimeInterval = 0
    /// The sound's length: 0 here, where nothing is decoded.
    public var duration: TimeInterval { 0 }
    /// Whether the player is playing.
    public private(set) var isPlaying = false
    public var numberOfChannels: Int { 2 }

    /// A player of the file at `url`; throws when no file is there.
    public init(contentsOf url: URL) throws {
        if url.isFileURL, !FileManager.default.fileExists(atPath: url.path) {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: url])
        }
        self.url = url
        self.data = nil
    }

    /// A player of the file at `url`, with a hint of its type (`AVFileType` raw value).
    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }

    /// A player of `data`; throws when it is empty.
    public init(data: Data) throws {
        guard !data.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
        self.url = nil
        self.data = data
    }

    /// A player of `data`, with a hint of its type.
    public convenience init(data: Data, fileTypeHint utiString: String?) throws {
        try self.init(data: data)
    }

    /// Prepares to play: true.
    @discardableResult
    public func prepareToPlay() -> Bool { true }

    /// Starts playing (recorded when it starts); true.
    @discardableResult
    public func play() -> Bool {
        if !isPlaying {
            isPlaying = true
            HostSystem.current?.recordSound(url.map(PlayedSound.file) ?? .data(byteCount: data?.count ?? 0))
        }
        return true
    }

    /// Starts playing at a device time: as `play()`.
    @discardableResult
    public func play(atTime time: TimeInterval) -> Bool { play() }

    /// Pauses, keeping the position.
    public func pause() { isPlaying = false }

    /// Stops; the position stays, as on iOS.
    public func stop() { isPlaying = false }

    /// Changes the volume over `duration` seconds: at once here.
    public func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
}
