// `import AVFoundation` for SwiftUI code: the audio player and session apps use for sound
// effects (docs/COMPATIBILITY.md, "Audio"). Tactile declares them (Sources/TactileUI/Audio) and
// records what they play for tests; this module exports exactly those types, with Foundation and
// CoreGraphics' geometry as AVFoundation re-exports them.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import class TactileUI.AVAudioPlayer
@_exported import protocol TactileUI.AVAudioPlayerDelegate
@_exported import class TactileUI.AVAudioSession
