import Foundation

/// A sound the hosted code played, as the host records it (it plays nothing): a file through
/// AVFoundation's `AVAudioPlayer`, or a system sound through AudioToolbox's
/// `AudioServicesPlaySystemSound` (docs/COMPATIBILITY.md, "Audio").
public enum PlayedSound: Hashable, Sendable {
    /// An `AVAudioPlayer` started playing the file at this URL (each `play()` that starts it).
    case file(URL)
    /// An `AVAudioPlayer` made from data started playing it.
    case data(byteCount: Int)
    /// A system sound played by its id: one registered with `AudioServicesCreateSystemSoundID`
    /// for a file plays as `.file` of that file instead.
    case systemSound(UInt32)
}
