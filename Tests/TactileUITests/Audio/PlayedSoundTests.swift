import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// AVFoundation's `AVAudioPlayer` and AudioToolbox's system sounds, as a game plays its effects:
/// nothing is heard, every sound is recorded for the test (`ViewHost.playedSounds`;
/// docs/COMPATIBILITY.md, "Audio").
@MainActor
@Suite("Audio: played sounds")
struct PlayedSoundTests {
    /// A sound file that exists for the length of a test.
    private static func soundFile(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-\(UUID().uuidString)-\(name)")
        try Data([0x49, 0x44, 0x33]).write(to: url)
        return url
    }

    /// Merging two tiles plays a registered system sound; a move plays a file through a player.
    struct Board: View {
        let merge: URL
        let move: URL
        @State private var player: AVAudioPlayer?
        @State private var mergeID: SystemSoundID = 0

        var body: some View {
            VStack {
                Button("Merge") { AudioServicesPlaySystemSound(mergeID) }
                Button("Move") { player?.play() }
                Button("Stop") { player?.stop() }
                Button("Buzz") { AudioServicesPlaySystemSound(kSystemSoundID_Vibrate) }
            }
            .onAppear {
                var id: SystemSoundID = 0
                AudioServicesCreateSystemSoundID(merge as CFURL, &id)
                mergeID = id
                try? AVAudioSession.sharedInstance().setCategory(.ambient, mode: .default, options: [.mixWithOthers])
                player = try? AVAudioPlayer(contentsOf: move)
                player?.prepareToPlay()
            }
        }
    }

    @Test("a registered system sound plays as its file, a player records each play that starts it, the vibrate id as itself")
    func gameSoundsAreRecorded() throws {
        let merge = try Self.soundFile("merge.mp3"), move = try Self.soundFile("move.mp3")
        defer { try? FileManager.default.removeItem(at: merge); try? FileManager.default.removeItem(at: move) }
        let host = ViewHost(Board(merge: merge, move: move), canvasSize: CGSize(width: 200, height: 300))
        host.tap(on: "Merge")
        host.tap(on: "Move")
        host.tap(on: "Move")
        host.tap(on: "Stop")
        host.tap(on: "Move")
        host.tap(on: "Buzz")
        #expect(host.playedSounds == [.file(merge), .file(move), .file(move), .systemSound(kSystemSoundID_Vibrate)],
                "a second play() while playing starts nothing; after stop() it starts again")
        #expect(AVAudioSession.sharedInstance().category == .ambient)
    }

    @Test("a player of a missing file throws, as on iOS; registering a missing file fails with -50; outside a host nothing is recorded")
    func missingFilesAndNoHost() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/tactile-missing.caf")
        #expect(throws: CocoaError.self) { try AVAudioPlayer(contentsOf: missing) }
        var id: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(missing as CFURL, &id) == -50)
        #expect(id == 0)
        let player = try AVAudioPlayer(data: Data([1, 2, 3]))
        #expect(player.play())
        #expect(player.isPlaying && player.duration == 0)
        player.pause()
        #expect(!player.isPlaying)
        #expect(throws: CocoaError.self) { try AVAudioPlayer(data: Data()) }
    }
}
