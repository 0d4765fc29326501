import Foundation
import Synchronization

/// The sounds registered with `AudioServicesCreateSystemSoundID`, by id: ids are given from
/// `firstID` up, as iOS gives them from 4096 (above the system's own sounds).
package final class SystemSoundRegistry: Sendable {
    private struct State {
        var next: SystemSoundID = SystemSoundRegistry.firstID
        var files: [SystemSoundID: URL] = [:]
    }

    /// The first id handed out: iOS numbers registered sounds from 4096 (observed).
    static let firstID: SystemSoundID = 4096
    package static let shared = SystemSoundRegistry()
    private let state = Mutex(State())

    func register(_ url: URL) -> SystemSoundID {
        state.withLock { state in
            let id = state.next
            state.next += 1
            state.files[id] = url
            return id
        }
    }

    func file(of id: SystemSoundID) -> URL? { state.withLock { $0.files[id] } }

    func dispose(_ id: SystemSoundID) -> Bool { state.withLock { $0.files.removeValue(forKey: id) != nil } }
}

/// `kAudio_ParamError` (-50): what Tactile returns for a missing file or an unknown id, as
/// AudioToolbox does for a bad parameter.
private let audioParameterError: OSStatus = -50

/// Registers the sound file at `inFileURL` and writes its id to `outSystemSoundID` (AudioToolbox's
/// `AudioServicesCreateSystemSoundID`): 0 on success, `-50` when no file is there.
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    if inFileURL.isFileURL, !FileManager.default.fileExists(atPath: inFileURL.path) { return audioParameterError }
    outSystemSoundID.pointee = SystemSoundRegistry.shared.register(inFileURL)
    return 0
}

/// Forgets a registered sound (AudioToolbox's `AudioServicesDisposeSystemSoundID`): 0, or `-50`
/// for an id that was not registered.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    SystemSoundRegistry.shared.dispose(inSystemSoundID) ? 0 : audioParameterError
}

/// Plays a system sound (AudioToolbox's `AudioServicesPlaySystemSound`): recorded by the host
/// running the code (`PlayedSound`), not played; outside a host it does nothing.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    let sound = SystemSoundRegistry.shared.file(of: inSystemSoundID).map(PlayedSound.file) ?? .systemSound(inSystemSoundID)
    HostSystem.current?.recordSound(sound)
}

/// Plays a system sound as an alert (AudioToolbox's `AudioServicesPlayAlertSound`): as
/// `AudioServicesPlaySystemSound`.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    AudioServicesPlaySystemSound(inSystemSoundID)
}

/// Plays a system sound, then runs `inCompletionBlock` (iOS 9): recorded, and the block runs at
/// once, the sound taking no time here.
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    AudioServicesPlaySystemSound(inSystemSoundID)
    inCompletionBlock?()
}
